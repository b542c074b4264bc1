// Every API test in one Jest run (the full run of `npm test`): each context's own, and the whole shop's.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const libs = join(__dirname, 'libs/api');
module.exports = {
  projects: [
    join(__dirname, 'apps/api/jest.e2e.config.cjs'),
    ...readdirSync(libs)
      .map((name) => join(libs, name, 'jest.e2e.config.cjs'))
      .filter((config) => existsSync(config)),
  ],
  maxWorkers: 2,
  // A test's time limit is the run's, not a project's, when projects run together: the same as each has alone.
  testTimeout: 30_000,
};
