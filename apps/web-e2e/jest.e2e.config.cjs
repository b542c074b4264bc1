// Browser tests: Playwright drives Debian's Chromium against the production build of the shop.
module.exports = {
  displayName: 'web-e2e',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/src/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
