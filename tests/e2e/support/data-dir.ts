/**
 * The browser tests' embedded databases. Every server a test file starts has a DATA_DIR of its
 * own, but none migrates and seeds it from nothing: global-setup.ts has the production build do
 * that once per Jest run, into a template, and each DATA_DIR starts as a copy of it (a tenth of a
 * second instead of 5–15 s a server on a busy 2-core machine, with two or three servers a file).
 * A server finding its database migrated and seeded leaves it be, as after a restart.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How the site runs in the browser tests, the template's first start included: as production. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SHUTDOWN_DRAIN_MS: '0',
  METRICS_TOKEN: 'e2e-metrics-token-0123456789',
};

/** Set by global-setup.ts: the folder of this run's databases, the template among them. */
export const RUN_DIR_ENV = 'HUQUQ_E2E_RUN_DIR';

export function templateDataDir(runDir: string): string {
  return path.join(runDir, 'template');
}

/**
 * A new DATA_DIR for one server: a copy of the run's migrated and seeded template, in the run's
 * folder (global-teardown.ts removes it). Without a run (a file run outside the e2e project's
 * global set-up), an empty folder, which the server migrates and seeds at start as before.
 */
export function newDataDir(prefix = 'huquq-e2e-'): string {
  const runDir = process.env[RUN_DIR_ENV];
  const dir = mkdtempSync(path.join(runDir ?? os.tmpdir(), prefix));
  if (runDir) cpSync(templateDataDir(runDir), dir, { recursive: true });
  return dir;
}
