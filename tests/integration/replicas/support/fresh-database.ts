/**
 * An empty database of the run's own on the real PostgreSQL server (CI_DATABASE_URL, as .ci/run
 * sets it, else DATABASE_URL, else the machine's server on 127.0.0.1:5432), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { admin as adminOn } from '../../db/test-database';

export const postgresServerUrl = process.env.CI_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const admin = <T>(fn: (client: pg.Client) => Promise<T>) => adminOn(fn, postgresServerUrl);

export async function postgresAnswers(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export interface FreshDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<FreshDatabase> {
  const name = `huquq_replicas_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows,
    drop: async () => {
      await pool.end();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
