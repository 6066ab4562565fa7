/** Reading the versioned migration files `NNNN_name.sql` from a folder. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MigrationFile {
  version: number;
  name: string;
  filename: string;
  sql: string;
  /** SHA-256 of the text with line endings normalized, so a Windows checkout matches. */
  checksum: string;
}

const FILENAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The default folder: `server/db/migrations` under the working directory (a build passes its own). */
export function defaultMigrationsDir(): string {
  return path.resolve(process.cwd(), 'server/db/migrations');
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** All migrations of the folder in version order; stray files other than *.sql are ignored. */
export async function loadMigrations(dir: string = defaultMigrationsDir()): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    throw new Error(`Cannot read the migrations folder ${dir}: ${(error as Error).message}`, { cause: error });
  }
  const files: MigrationFile[] = [];
  for (const filename of entries.filter((entry) => entry.endsWith('.sql')).sort()) {
    const match = FILENAME.exec(filename);
    if (!match) throw new Error(`Migration file name ${filename} does not read NNNN_name.sql (lower case)`);
    const sql = await readFile(path.join(dir, filename), 'utf8');
    files.push({ version: Number(match[1]), name: match[2] ?? '', filename, sql, checksum: checksumOf(sql) });
  }
  for (let i = 1; i < files.length; i++) {
    if (files[i]?.version === files[i - 1]?.version) throw new Error(`Two migrations share version ${files[i]?.version}`);
  }
  return files;
}
