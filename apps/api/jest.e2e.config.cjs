// API tests: the real AppModule in-process against a real PostgreSQL, one database per worker.
module.exports = {
  displayName: 'api-e2e',
  preset: '../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/quiet-logs.ts'],
  testTimeout: 30_000,
  maxWorkers: 2,
};
