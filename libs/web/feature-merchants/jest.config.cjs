module.exports = {
  displayName: 'web-feature-merchants',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/../util/jest.environment.cjs',
  moduleNameMapper: { '\\.css$': '<rootDir>/../util/jest.style-stub.cjs' },
};
