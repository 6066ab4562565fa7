// npm test: every suite. Type-check, lint and formatting (Biome, docs/decisions/017 and 018), then unit
// and HTTP tests (embedded PostgreSQL), then the browser tests and the replica suite against a
// production build. Each part prints its time; ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
let broken = false;

const times = [];
// Two test files at a time: on CI's two cores Jest's default (cores − 1) would run them one after
// another. Files share nothing: each opens databases of its own and listens on free ports.
const WORKERS = '--maxWorkers=2';

function step(title, args, env = {}) {
  console.log(`\n── ${title}`);
  const started = Date.now();
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push(`${title} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) broken = true;
  return result.status === 0;
}

function jestStep(title, args, env = {}) {
  const report = `.tmp/jest-${title.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  step(title, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', ...args, '--json', `--outputFile=${report}`], env);
  if (!existsSync(report)) {
    failed += 1; // the runner itself failed before reporting
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests + summary.numRuntimeErrorTestSuites;
}

step('type-check', ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint and format', ['node_modules/@biomejs/biome/bin/biome', 'ci', '--error-on-warnings', '.']);
jestStep('unit and HTTP', ['--selectProjects', 'unit', 'integration', WORKERS]);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log('\n── production build for the browser tests');
  const built = Date.now();
  const { buildAll } = await import('./build.mjs');
  await buildAll({ quiet: true });
  times.push(`production build ${((Date.now() - built) / 1000).toFixed(0)} s`);
  jestStep('browser', ['--selectProjects', 'e2e', WORKERS]);
  // Two production processes of the build on one PostgreSQL server and one Redis of its own.
  jestStep('replicas', ['--selectProjects', 'replicas', '--runInBand']);
} else {
  console.error(`\nBrowser tests need Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  broken = true;
}

console.log(`\n${times.join(' · ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
