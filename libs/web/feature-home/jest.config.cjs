module.exports = {
  displayName: 'web-feature-home',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/../util/jest.environment.cjs',
};
