/** Small factories for rows the schema tests need; each returns the new id. */
import type { Queryable } from '../../../server/db/adapter';

export const text3 = (word: string) => JSON.stringify({ uz: `${word} uz`, ru: `${word} ru`, en: `${word} en` });

let counter = 0;
const next = () => ++counter;

async function idOf(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await q.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no id returned by: ${sql}`);
  return id;
}

export function makeRegion(q: Queryable): Promise<number> {
  const n = next();
  return idOf(q, 'INSERT INTO regions (slug, name, center) VALUES ($1, $2, $3) RETURNING id', [`region-${n}`, text3('Region'), text3('Center')]);
}

export function makeGroup(q: Queryable): Promise<number> {
  const n = next();
  return idOf(q, 'INSERT INTO specialization_groups (slug, name, description) VALUES ($1, $2, $3) RETURNING id', [
    `group-${n}`,
    text3('Group'),
    text3('About'),
  ]);
}

export async function makeSpecialist(q: Queryable, fields: { nickname?: string } = {}): Promise<number> {
  const n = next();
  return idOf(
    q,
    `INSERT INTO specialists (nickname, first_name, last_name, profession) VALUES ($1, $2, $3, 'lawyer') RETURNING id`,
    [fields.nickname ?? `person_${n}`, JSON.stringify({ uz: 'Aziz' }), JSON.stringify({ uz: 'Karimov' })],
  );
}

export interface ServiceFields {
  title?: string;
  description?: string;
  price?: number;
  specialistId?: number | null;
  lawFirmId?: number | null;
}

export async function makeService(q: Queryable, groupId: number, fields: ServiceFields): Promise<number> {
  const n = next();
  return idOf(
    q,
    `INSERT INTO services (slug, group_id, title, description, price, specialist_id, law_firm_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      `service-${n}`,
      groupId,
      fields.title ?? text3('Service'),
      fields.description ?? text3('Description'),
      fields.price ?? 10_000_00,
      fields.specialistId ?? null,
      fields.lawFirmId ?? null,
    ],
  );
}

export function makeUser(q: Queryable): Promise<number> {
  const n = next();
  return idOf(q, 'INSERT INTO users (pinfl, first_name) VALUES ($1, $2) RETURNING id', [String(30_000_000_000_000 + n), 'Dilnoza']);
}
