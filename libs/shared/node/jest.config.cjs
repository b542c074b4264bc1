module.exports = {
  displayName: 'shared-node',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
