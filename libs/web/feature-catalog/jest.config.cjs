module.exports = {
  displayName: 'web-feature-catalog',
  preset: '../../../jest.preset.js',
  testEnvironment: '<rootDir>/../util/jest.environment.cjs',
  moduleNameMapper: { '\\.css$': '<rootDir>/../util/jest.style-stub.cjs' },
};
