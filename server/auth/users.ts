import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { OneIdIdentity } from './oneid-client.js';

/**
 * Creates or updates the citizen OneID identified, keyed by PINFL. Only what the site needs is
 * kept (docs/protocols.md §1): the name, the PINFL and the phone; passport, address and the rest of
 * OneID's answer are dropped. A phone OneID does not send leaves the stored one alone. `locale`,
 * the language of the page they signed in from, is the one the site writes to them in when they
 * are not on a page (Telegram, issue 31).
 */
export async function upsertCitizen(db: Queryable, identity: OneIdIdentity & { pin: string }, locale: Locale = 'uz'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (pinfl, first_name, last_name, middle_name, phone, last_sign_in_at, locale)
     VALUES ($1, $2, $3, $4, $5, now(), $6)
     ON CONFLICT (pinfl) DO UPDATE SET
       first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name,
       middle_name = EXCLUDED.middle_name,
       phone = COALESCE(EXCLUDED.phone, users.phone),
       last_sign_in_at = now(),
       locale = EXCLUDED.locale
     RETURNING id`,
    [identity.pin, identity.firstName, identity.lastName, identity.middleName, identity.phone, locale],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user upsert returned no row');
  return id;
}

/**
 * Creates the person an E-IMZO key signed in, keyed by PINFL, with the name its certificate gives;
 * a person known already keeps their name (OneID's, or the first key's) and is only marked signed in.
 */
export async function upsertKeyHolder(
  db: Queryable,
  person: { pinfl: string; lastName: string; firstName: string; middleName: string },
  locale: Locale = 'uz',
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (pinfl, first_name, last_name, middle_name, last_sign_in_at, locale)
     VALUES ($1, $2, $3, $4, now(), $5)
     ON CONFLICT (pinfl) DO UPDATE SET last_sign_in_at = now(), locale = EXCLUDED.locale
     RETURNING id`,
    [person.pinfl, person.firstName, person.lastName, person.middleName, locale],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('user upsert returned no row');
  return id;
}

/** A PINFL for logs: never in full. */
export function maskPinfl(pin: string): string {
  return `${pin.slice(0, 2)}**********${pin.slice(-2)}`;
}
