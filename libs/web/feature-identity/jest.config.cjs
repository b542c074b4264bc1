module.exports = {
  displayName: 'web-feature-identity',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/../util/jest.environment.cjs',
  moduleNameMapper: { '\\.css$': '<rootDir>/../util/jest.style-stub.cjs' },
};
