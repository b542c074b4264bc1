module.exports = {
  displayName: 'web-data-access',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
