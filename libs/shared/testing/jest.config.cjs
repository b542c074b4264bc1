module.exports = {
  displayName: 'shared-testing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
