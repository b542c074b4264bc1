module.exports = {
  displayName: 'web-util',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/jest.environment.cjs',
};
