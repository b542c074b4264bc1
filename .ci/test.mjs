// `npm test`: every check the project has, in order, each one run even if an earlier one failed.
// Ends with one plain line "N passed, N failed" (tests from the Jest runs, plus lint and type check).
//
// On main (and with `--all`) everything runs. On another branch (or with NX_BASE=<rev>, or `--affected`)
// only what the change touches runs: Nx's affected projects (those changed and those depending on them)
// for lint, unit and API tests, and the browser tests only when the web app or the API is affected.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';

/** The revision to compare with, or undefined for the full run. */
function affectedBase() {
  if (process.argv.includes('--all')) return undefined;
  if (process.env.NX_BASE) return process.env.NX_BASE;
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const onMain = branch === 'main' || branch === 'HEAD' || branch === '';
  if (onMain && !process.argv.includes('--affected')) return undefined;
  return git('merge-base', 'main', 'HEAD') || undefined;
}

/** Nx's projects that the change since `base` touches, directly or through what they depend on. */
function affectedProjects(base) {
  const run = spawnSync('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`nx could not tell the affected projects:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

function projectRoot(name) {
  const run = spawnSync('npx', ['nx', 'show', 'project', name, '--json'], { cwd: root, encoding: 'utf8' });
  return JSON.parse(run.stdout).root;
}

const jest = (name, config, selected) => ({
  name,
  command: [
    'npx',
    'jest',
    '--config',
    config,
    '--ci',
    '--json',
    `--outputFile=${join(reports, `${name}.json`)}`,
    ...(selected ? ['--passWithNoTests', '--selectProjects', ...selected] : []),
  ],
  report: join(reports, `${name}.json`),
});

const lint = (paths) => ({
  name: 'lint',
  // The module-boundary rule reads Nx's project graph; on a fresh clone it must be computed first,
  // or the rule is skipped and a forbidden import would pass.
  command: ['sh', '-c', `npx nx show projects >/dev/null && npx eslint ${paths.join(' ')} --max-warnings=0`],
});
const typecheck = { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json'] };
const build = { name: 'build', command: ['npx', 'nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--outputStyle=static'] };

function fullRun() {
  return [
    lint(['.']),
    typecheck,
    jest('unit', 'jest.config.cjs'),
    jest('api-e2e', 'jest.api-e2e.config.cjs'),
    build,
    jest('web-e2e', 'apps/web-e2e/jest.e2e.config.cjs'),
  ];
}

function affectedRun(base) {
  const projects = affectedProjects(base);
  console.log(`Changes since ${base.slice(0, 12)} affect: ${projects.length ? projects.join(', ') : 'no project'}`);
  if (!projects.length) return [typecheck];
  const withE2e = projects.filter((name) => name === 'api' || existsSync(join(root, 'libs/api', name.replace(/^api-/, ''), 'jest.e2e.config.cjs')));
  return [
    lint(projects.map(projectRoot)),
    // Types are checked across the whole workspace at once; it is quick and catches every caller.
    typecheck,
    jest('unit', 'jest.config.cjs', projects),
    ...(withE2e.length ? [jest('api-e2e', 'jest.api-e2e.config.cjs', withE2e.map((name) => `${name}-e2e`))] : []),
    ...(projects.includes('web-e2e') ? [build, jest('web-e2e', 'apps/web-e2e/jest.e2e.config.cjs')] : []),
  ];
}

const base = affectedBase();
const steps = base ? affectedRun(base) : fullRun();
console.log(base ? '\nRunning what the change affects (npm test -- --all runs everything).' : '\nRunning every check.');

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
