/**
 * A demonstration specialist account, for development, demos and the browser tests (never in
 * production: config refuses SEED_DEMO_SPECIALIST there). Seeded specialists manage no account, so
 * nobody can see the specialist's side of a sale; with SEED_DEMO_SPECIALIST=<PINFL> the start links
 * one seeded specialist to the account of that PINFL, so signing in through OneID (or its local
 * stand-in, whose demo citizen Aziz Karimov is 30512901234561) with it makes you that specialist.
 *
 * The specialist is the first seeded one (by id) with a published service of their own that can be
 * bought (a fixed price: a "from" price is asked for, not bought; issue 29) and no account yet. The account is created if the PINFL has never signed in (OneID's answer fills in
 * the name at the first sign-in, as for anyone). Running it again changes nothing: the PINFL that
 * already manages a profile keeps it.
 */
import type { Database } from '../adapter';
import type { DbLogger } from '../logger';
import { silentLogger } from '../logger';

export interface DemoSpecialist {
  specialistId: number;
  nickname: string;
  userId: number;
  /** False when the account already managed this profile. */
  linked: boolean;
}

/** A PINFL for logs: never in full (as server/auth/users.ts masks it). */
const masked = (pinfl: string) => `${pinfl.slice(0, 2)}**********${pinfl.slice(-2)}`;

/** Arbitrary constant naming "huquq demo accounts" among advisory locks: replicas link one at a time. */
const DEMO_LOCK_KEY = 7_316_200_444;

export async function linkDemoSpecialist(db: Database, pinfl: string, logger: DbLogger = silentLogger): Promise<DemoSpecialist | null> {
  if (!/^[0-9]{14}$/.test(pinfl)) throw new Error('SEED_DEMO_SPECIALIST must be a PINFL: 14 digits');
  const result = await db.transaction(async (tx): Promise<DemoSpecialist | null> => {
    await tx.query(`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const managed = await tx.query<{ specialist_id: number; nickname: string; user_id: number }>(
      `SELECT s.id AS specialist_id, s.nickname, u.id AS user_id FROM users u JOIN specialists s ON s.user_id = u.id WHERE u.pinfl = $1`,
      [pinfl],
    );
    const current = managed.rows[0];
    if (current) return { specialistId: Number(current.specialist_id), nickname: current.nickname, userId: Number(current.user_id), linked: false };

    const candidates = await tx.query<{ id: number; nickname: string; first_name: string; last_name: string }>(
      `SELECT s.id, s.nickname, COALESCE(s.first_name->>'uz', '') AS first_name, COALESCE(s.last_name->>'uz', '') AS last_name
         FROM specialists s
        WHERE s.user_id IS NULL
          AND EXISTS (SELECT 1 FROM services v WHERE v.specialist_id = s.id AND v.published AND v.price > 0 AND v.price_kind = 'fixed')
        ORDER BY s.id
        LIMIT 1
          FOR UPDATE`,
    );
    const specialist = candidates.rows[0];
    if (!specialist) return null;
    const user = await tx.query<{ id: number }>(
      `INSERT INTO users (pinfl, first_name, last_name) VALUES ($1, $2, $3)
       ON CONFLICT (pinfl) DO UPDATE SET pinfl = EXCLUDED.pinfl
       RETURNING id`,
      [pinfl, specialist.first_name, specialist.last_name],
    );
    const userId = Number(user.rows[0]!.id);
    await tx.query('UPDATE specialists SET user_id = $2 WHERE id = $1', [specialist.id, userId]);
    return { specialistId: Number(specialist.id), nickname: specialist.nickname, userId, linked: true };
  });
  if (result) logger.info({ nickname: result.nickname, pinfl: masked(pinfl), linked: result.linked }, 'demo specialist account (SEED_DEMO_SPECIALIST)');
  else logger.warn({ pinfl: masked(pinfl) }, 'SEED_DEMO_SPECIALIST: no seeded specialist with a service of their own is free to link');
  return result;
}
