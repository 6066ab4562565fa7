/**
 * PGlite has no lock of its own: two processes opening the same folder (the server and
 * `npm run db:seed`, or two dev servers) would corrupt it. A lock file beside the data, holding the
 * owner's pid, refuses the second one. A lock left by a process that is gone is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';

export interface DataDirLock {
  release(): Promise<void>;
}

/** The folder is another live process's (the running server's, most often): a command can say so plainly. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    message: string,
    /** The owner's pid, or null when it is this very process. */
    readonly owner: number | null,
  ) {
    super(message);
  }
}

/** Lock files this process holds (a container restarted on the same volume may get the same pid). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(lockFile: string, what: string): Promise<DataDirLock> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      held.add(lockFile);
      return {
        release: async () => {
          held.delete(lockFile);
          await rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      const inUse = held.has(lockFile) || (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner));
      if (inUse) {
        const by = held.has(lockFile) ? 'this process' : `process ${owner}`;
        throw new DataDirInUseError(
          `${what} is in use by ${by}. Stop it first (or remove ${lockFile} if no such process runs).`,
          held.has(lockFile) ? null : owner,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Cannot take the lock ${lockFile}`);
}
