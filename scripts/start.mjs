// npm start: build when no build exists or sources are newer than it, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['client', 'server', 'shared', 'locales', 'public', 'vite.config.ts', 'package.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const stamp = 'dist/.build-stamp';
const built = existsSync(stamp) && existsSync('dist/server/main.js') ? statSync(stamp).mtimeMs : 0;
if (built === 0 || SOURCES.some((entry) => newestMtime(entry) > built)) {
  console.log(built === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…');
  // In a process of its own: the bundler's memory (about 800 MiB) leaves with it instead of staying
  // in the server's heap for the server's whole life.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  // Production needs /metrics guarded (METRICS_TOKEN, or METRICS_PORT for a listener of its own):
  // a plain `npm start` on a workstation gets the listener, on this machine only (127.0.0.1:9464).
  if (!process.env.METRICS_TOKEN && !process.env.METRICS_PORT) process.env.METRICS_PORT = '9464';
}
await import(path.resolve('dist/server/main.js'));
