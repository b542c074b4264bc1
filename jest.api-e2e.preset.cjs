// API tests of one project: the real shell against a real PostgreSQL, one database per worker,
// named after the project and this run (its process id), so projects, and two runs of one project,
// never touch each other's databases.
const { join } = require('node:path');

module.exports = function apiE2eConfig(projectDir, project) {
  const key = project.replace(/^api-/, '');
  return {
    displayName: `${project}-e2e`,
    preset: join(__dirname, 'jest.preset.js'),
    rootDir: projectDir,
    testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    globalSetup: join(__dirname, 'libs/api/testing/src/lib/global-setup.ts'),
    setupFiles: [join(__dirname, 'libs/api/testing/src/lib/quiet-logs.ts')],
    globals: { testDatabasePrefix: `nidra_test_${key}_r${process.pid}_` },
    testTimeout: 30_000,
  };
};
