// Browser tests run against the production build: a strict CSP that only production applies
// must be what the tests see. Builds first when the build is missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildAll } from './build.mjs';

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/server/main.js')) {
  await buildAll({ quiet: true });
}
// Two files at a time: each has servers, databases and a Chromium of its own (`npm run test:e2e
// -- --runInBand` runs them one after another).
const jest = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--selectProjects', 'e2e', '--maxWorkers=2', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(jest.status ?? 1);
