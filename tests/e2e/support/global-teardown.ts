/** Jest's global tear-down of the e2e project: this run's databases go (global-setup.ts, data-dir.ts). */
import { rmSync } from 'node:fs';
import { RUN_DIR_ENV } from './data-dir';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env[RUN_DIR_ENV];
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  delete process.env[RUN_DIR_ENV];
}
