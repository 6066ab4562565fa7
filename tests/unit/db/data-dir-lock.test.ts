import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../../../server/db/data-dir-lock';

let dir: string;
let lockFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'huquq-lock-'));
  lockFile = path.join(dir, 'pglite.lock');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the embedded data folder lock', () => {
  test('records the owner pid and is gone once released', async () => {
    const lock = await lockDataDir(lockFile, 'The data');
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    await lock.release();
    await expect(readFile(lockFile)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  test('refuses a second holder in this process', async () => {
    const lock = await lockDataDir(lockFile, 'The data');
    await expect(lockDataDir(lockFile, 'The data')).rejects.toThrow('The data is in use by this process');
    await lock.release();
  });

  test('refuses while another live process holds it', async () => {
    await writeFile(lockFile, String(process.ppid));
    await expect(lockDataDir(lockFile, 'The data')).rejects.toThrow(`The data is in use by process ${process.ppid}`);
  });

  test('takes over a lock whose process is gone, or that a previous life of this pid left', async () => {
    // Above Linux's default pid_max, so no such process runs.
    await writeFile(lockFile, '4194305');
    const lock = await lockDataDir(lockFile, 'The data');
    await lock.release();

    await writeFile(lockFile, String(process.pid));
    await (await lockDataDir(lockFile, 'The data')).release();
  });
});
