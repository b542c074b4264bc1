// `npm test`: every check the project has, in order, each one run even if an earlier one failed.
// Ends with one plain line "N passed, N failed" (tests from the Jest runs, plus lint and type check).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const jest = (name, config) => ({
  name,
  command: ['npx', 'jest', '--config', config, '--ci', '--json', `--outputFile=${join(reports, `${name}.json`)}`],
  report: join(reports, `${name}.json`),
});

const steps = [
  // The module-boundary rule reads Nx's project graph; on a fresh clone it must be computed first,
  // or the rule is skipped and a forbidden import would pass.
  { name: 'lint', command: ['sh', '-c', 'npx nx show projects >/dev/null && npx eslint . --max-warnings=0'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
  jest('unit', 'jest.config.cjs'),
  jest('api-e2e', 'apps/api/jest.e2e.config.cjs'),
  { name: 'build', command: ['npx', 'nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--outputStyle=static'] },
  jest('web-e2e', 'apps/web-e2e/jest.e2e.config.cjs'),
];

const suiteStarted = Date.now();
let passed = 0;
let failed = 0;
const failures = [];

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds}s)`);

  if (step.report && existsSync(step.report)) {
    const result = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    // A suite that fails to load has no failed tests but is still a failure.
    if (!ok && result.numFailedTests === 0) failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failures.push(step.name);
}

const seconds = Math.round((Date.now() - suiteStarted) / 1000);
console.log(`\nAll checks took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
