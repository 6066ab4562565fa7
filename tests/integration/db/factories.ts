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
  return idOf(q, `INSERT INTO specialists (nickname, first_name, last_name, profession) VALUES ($1, $2, $3, 'lawyer') RETURNING id`, [
    fields.nickname ?? `person_${n}`,
    JSON.stringify({ uz: 'Aziz' }),
    JSON.stringify({ uz: 'Karimov' }),
  ]);
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

export interface OrderFields {
  /** 'paid' by default. */
  status?: 'pending' | 'paid' | 'cancelled' | 'refunded';
  /** 'done' by default (the work finished now). */
  fulfilment?: 'waiting' | 'in_progress' | 'done' | 'completed';
}

/**
 * An order of `userId` for these services, one item each at the service's price, paid and done
 * unless told otherwise (as a provider's perform and the specialist's moves leave it). Returns the
 * order's id and its items' ids in the order of `serviceIds`.
 */
export async function makeOrder(
  q: Queryable,
  userId: number,
  serviceIds: readonly number[],
  fields: OrderFields = {},
): Promise<{ id: number; itemIds: number[] }> {
  const status = fields.status ?? 'paid';
  const fulfilment = status === 'paid' || status === 'refunded' ? (fields.fulfilment ?? 'done') : 'waiting';
  const id = await idOf(
    q,
    `INSERT INTO orders (user_id, status, total, provider, paid_at, cancelled_at, refunded_at, fulfilment, started_at, done_at, completed_at)
     SELECT $1, $2::text, coalesce(sum(price), 0), 'payme',
            CASE WHEN $2::text IN ('paid', 'refunded') THEN now() END, CASE WHEN $2::text = 'cancelled' THEN now() END,
            CASE WHEN $2::text = 'refunded' THEN now() END, $3::text,
            CASE WHEN $3::text <> 'waiting' THEN now() END, CASE WHEN $3::text IN ('done', 'completed') THEN now() END,
            CASE WHEN $3::text = 'completed' THEN now() END
       FROM services WHERE id = ANY($4::bigint[]) RETURNING id`,
    [userId, status, fulfilment, serviceIds],
  );
  const itemIds: number[] = [];
  for (const serviceId of serviceIds) {
    itemIds.push(
      await idOf(
        q,
        'INSERT INTO order_items (order_id, service_id, title, unit_price, quantity) SELECT $1, id, title, price, 1 FROM services WHERE id = $2 RETURNING id',
        [id, serviceId],
      ),
    );
  }
  return { id, itemIds };
}

/** A review of an order item by the order's client, whose work it was copied from the service. */
export function makeReview(q: Queryable, orderItemId: number, fields: { stars?: number; body?: string; lang?: 'uz' | 'ru' | 'en' } = {}): Promise<number> {
  return idOf(
    q,
    `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, specialist_id, law_firm_id, stars, body, lang)
     SELECT oi.id, o.id, o.user_id, sv.id, sv.specialist_id, sv.law_firm_id, $2, $3, $4
       FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN services sv ON sv.id = oi.service_id
      WHERE oi.id = $1 RETURNING id`,
    [orderItemId, fields.stars ?? 5, fields.body ?? 'Clear advice, the documents were ready on time.', fields.lang ?? 'en'],
  );
}
