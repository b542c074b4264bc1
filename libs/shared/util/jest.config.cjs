module.exports = {
  displayName: 'shared-util',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
