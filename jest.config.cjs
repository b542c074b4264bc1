// Every project's unit tests in one Jest run (`npm test` uses it; `nx test <project>` runs one).
// A project takes part by having a jest.config.cjs; API and browser e2e suites have their own configs.
const { readdirSync, existsSync } = require('node:fs');
const { join } = require('node:path');

function projectsUnder(dir) {
  if (existsSync(join(dir, 'jest.config.cjs'))) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', 'src', 'test'].includes(entry.name))
    .flatMap((entry) => projectsUnder(join(dir, entry.name)));
}

module.exports = {
  projects: ['apps', 'libs'].flatMap((root) => projectsUnder(join(__dirname, root))),
};
