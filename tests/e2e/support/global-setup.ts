/**
 * Jest's global set-up of the e2e project, once per run before any browser test file: the
 * production build started as `npm start` would on an empty DATA_DIR, which it migrates and seeds,
 * then stopped; that folder is the template every server's database is copied from (data-dir.ts).
 * Runs in Jest's parent process: the workers inherit HUQUQ_E2E_RUN_DIR.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Node loads this file itself, without Jest's module mapping: imports name no extension.
import { startServerProcess } from '../../support/process';
import { PRODUCTION_ENV, RUN_DIR_ENV, templateDataDir } from './data-dir';

export default async function globalSetup(): Promise<void> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'huquq-e2e-run-'));
  const template = templateDataDir(runDir);
  mkdirSync(template);
  try {
    const server = await startServerProcess(process.execPath, ['dist/server/main.js'], { ...PRODUCTION_ENV, DATA_DIR: template }, { startTimeoutMs: 180_000 });
    const code = await server.stop();
    const seeded = server.lines.some((line) => line.includes('"empty database seeded"'));
    if (code !== 0 || !seeded) throw new Error(`the template database was not prepared (exit ${code}):\n${server.lines.join('\n')}`);
  } catch (error) {
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  process.env[RUN_DIR_ENV] = runDir;
}
