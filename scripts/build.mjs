// Production build: the browser bundle (dist/client) and the server (dist/server/main.js), then
// the build manifest the running client polls (builds/latest.json, builds/meta/{id}.json).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { writeIconModule } from './icons.mjs';

export async function buildAll({ quiet = false } = {}) {
  const logLevel = quiet ? 'warn' : 'info';
  const started = Date.now();
  // The icon registry follows the sources (a unit test also checks it is committed fresh).
  writeIconModule();
  await build({ mode: 'production', logLevel });
  await build({ mode: 'production', logLevel, build: { ssr: true } });

  const id = `${started.toString(36)}-${randomBytes(3).toString('hex')}`;
  const timestamp = Date.now();
  const buildsDir = path.join('dist/client/builds');
  mkdirSync(path.join(buildsDir, 'meta'), { recursive: true });
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  writeFileSync(path.join(buildsDir, 'latest.json'), JSON.stringify({ id, timestamp }));
  writeFileSync(path.join(buildsDir, 'meta', `${id}.json`), JSON.stringify({ id, timestamp, entries: Object.keys(manifest).length }));
  // Plain SQL migrations are read at run time next to the server bundle.
  if (existsSync('server/db/migrations')) cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
  writeFileSync('dist/.build-stamp', String(timestamp));
  if (!quiet) console.log(`build ${id} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return id;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
