module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../libs/web/util/jest.environment.cjs',
  moduleNameMapper: { '\\.css$': '<rootDir>/../../libs/web/util/jest.style-stub.cjs' },
};
