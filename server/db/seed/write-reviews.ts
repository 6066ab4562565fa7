/**
 * Writes the seeded clients and their reviews, each through what a real review needs (issue 12):
 * a client (a `users` row), an order of the reviewed service that was paid (a performed Payme or
 * Click payment with its transaction id and times), whose work was started, done and confirmed
 * (fulfilment `completed`), its order item copying the service's title and price, and then the
 * review. Ratings are never written here: the caller defers the rating triggers during the load and
 * computes every rating from the visible reviews at the end (`refresh_all_ratings()`, 0013).
 *
 * Rerunning it adds nothing: clients are found again by PINFL, a review's order by its payment's
 * transaction id (derived from the review's id, review-orders.ts), and the rows are rewritten in
 * place only where the content changed.
 */
import type { Queryable } from '../adapter';
import type { SeedContent, SeedReview, SeedService } from './content/types';
import { insertRows } from './batch-insert';
import { IdMap } from './id-map';
import { clickSignTime, reviewOrderTimes, seedTransactionId } from './review-orders';
import { json } from './values';
import type { CatalogueIds } from './write-catalogue';

interface KeyedRow {
  id: number;
  key: string;
}

/** The ids of what was written for each review (copy 1), for the scale seed. */
export interface WrittenReviews {
  count: number;
  orderItemIds: number[];
}

/** `n` fresh values of a table's identity column, so related rows can be written knowing each other's ids. */
async function allocateIds(tx: Queryable, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS id FROM generate_series(1, $1::integer) ORDER BY 1`,
    [n],
  );
  return rows.map((row) => Number(row.id));
}

export async function writeReviews(tx: Queryable, content: SeedContent, catalogue: CatalogueIds): Promise<WrittenReviews> {
  if (content.reviews.length === 0) return { count: 0, orderItemIds: [] };
  const services = new Map(content.services.map((service) => [service.id, service]));
  const serviceOf = (review: SeedReview): SeedService => {
    const service = services.get(review.serviceId);
    if (!service) throw new Error(`Seed content: review ${review.id} refers to unknown service "${review.serviceId}"`);
    return service;
  };
  const planned = content.reviews.map((review) => {
    const service = serviceOf(review);
    return { review, service, times: reviewOrderTimes(review, service.duration), txid: seedTransactionId(review.id, review.provider) };
  });

  const clients = await writeClients(tx, content, planned);

  // Orders already written for these reviews (an earlier run) keep their ids; the others get new ones.
  const { rows: existing } = await tx.query<{ txid: string; order_id: number; item_id: number }>(
    `SELECT p.provider_transaction_id AS txid, p.order_id, min(oi.id) AS item_id
       FROM payments p JOIN order_items oi ON oi.order_id = p.order_id
      WHERE p.provider_transaction_id = ANY($1::text[])
      GROUP BY p.provider_transaction_id, p.order_id`,
    [planned.map((p) => p.txid)],
  );
  const known = new Map(existing.map((row) => [row.txid, { orderId: Number(row.order_id), itemId: Number(row.item_id) }]));
  const missing = planned.filter((p) => !known.has(p.txid)).length;
  const [orderIds, itemIds] = [await allocateIds(tx, 'orders', missing), await allocateIds(tx, 'order_items', missing)];
  const rows = planned.map((p) => {
    const ids = known.get(p.txid) ?? { orderId: orderIds.shift()!, itemId: itemIds.shift()! };
    const provider = p.service.provider;
    return {
      ...p,
      ...ids,
      userId: clients.get(p.review.clientId, `review ${p.review.id}`),
      serviceId: catalogue.services.get(p.service.id, `review ${p.review.id}`),
      specialistId: provider.kind === 'specialist' ? catalogue.specialists.get(provider.nickname, `review ${p.review.id}`) : null,
      lawFirmId: provider.kind === 'lawfirm' ? catalogue.lawFirms.get(provider.lawFirmId, `review ${p.review.id}`) : null,
    };
  });
  const locales = new Map(content.clients.map((client) => [client.id, client.locale]));

  const rewrite = { explicitIds: true, upsertOn: ['id'], onlyWhenChanged: true } as const;
  await insertRows(tx, {
    table: 'orders',
    columns: [
      'id',
      'user_id',
      'status',
      'total',
      'locale',
      'provider',
      'created_at',
      'updated_at',
      'expires_at',
      'paid_at',
      'fulfilment',
      'started_at',
      'done_at',
      'completed_at',
    ],
    rows: rows.map((r) => [
      r.orderId,
      r.userId,
      'paid',
      r.service.price,
      locales.get(r.review.clientId) ?? r.review.lang,
      r.review.provider,
      r.times.orderCreatedAt,
      r.times.completedAt,
      r.times.expiresAt,
      r.times.paidAt,
      'completed',
      r.times.startedAt,
      r.times.doneAt,
      r.times.completedAt,
    ]),
    ...rewrite,
  });
  await insertRows(tx, {
    table: 'order_items',
    columns: ['id', 'order_id', 'service_id', 'title', 'unit_price', 'quantity'],
    rows: rows.map((r) => [r.itemId, r.orderId, r.serviceId, json(r.service.title), r.service.price, 1]),
    ...rewrite,
  });
  await insertRows(tx, {
    table: 'payments',
    columns: ['order_id', 'provider', 'provider_transaction_id', 'amount', 'state', 'provider_time', 'created_at', 'performed_at', 'details'],
    rows: rows.map((r) => [
      r.orderId,
      r.review.provider,
      r.txid,
      r.service.price,
      'performed',
      r.times.providerTime,
      r.times.paymentCreatedAt,
      r.times.paidAt,
      json(
        r.review.provider === 'payme'
          ? { account: { order_id: String(r.orderId) } }
          : { click_paydoc_id: r.txid.slice(0, 10), sign_time: clickSignTime(r.times.providerTime) },
      ),
    ]),
    upsertOn: ['provider', 'provider_transaction_id'],
    onlyWhenChanged: true,
  });
  await insertRows(tx, {
    table: 'reviews',
    columns: [
      'order_item_id',
      'order_id',
      'author_user_id',
      'service_id',
      'specialist_id',
      'law_firm_id',
      'stars',
      'body',
      'lang',
      'created_at',
      'updated_at',
      'answer',
      'answer_lang',
      'answered_at',
    ],
    rows: rows.map((r) => [
      r.itemId,
      r.orderId,
      r.userId,
      r.serviceId,
      r.specialistId,
      r.lawFirmId,
      r.review.stars,
      r.review.body,
      r.review.lang,
      r.times.reviewedAt,
      r.times.reviewedAt,
      r.review.answer?.text ?? null,
      r.review.answer?.lang ?? null,
      r.times.answeredAt,
    ]),
    upsertOn: ['order_item_id'],
    onlyWhenChanged: true,
  });
  return { count: rows.length, orderItemIds: rows.map((r) => r.itemId) };
}

/** Clients as OneID would have created them: signed up just before their first order, last seen at their last review. */
async function writeClients(
  tx: Queryable,
  content: SeedContent,
  planned: { review: SeedReview; times: { orderCreatedAt: string; reviewedAt: string } }[],
): Promise<IdMap> {
  const first = new Map<string, string>();
  const last = new Map<string, string>();
  for (const { review, times } of planned) {
    if (!first.has(review.clientId) || times.orderCreatedAt < first.get(review.clientId)!) first.set(review.clientId, times.orderCreatedAt);
    if (!last.has(review.clientId) || times.reviewedAt > last.get(review.clientId)!) last.set(review.clientId, times.reviewedAt);
  }
  const byPinfl = IdMap.from(
    'client',
    await insertRows<KeyedRow>(tx, {
      table: 'users',
      columns: ['pinfl', 'first_name', 'last_name', 'middle_name', 'locale', 'created_at', 'last_sign_in_at'],
      rows: content.clients.map((c) => {
        // validateContent: every client wrote a review.
        const signedUp = new Date(Date.parse(first.get(c.id)!) - 11 * 60_000).toISOString();
        return [c.pinfl, c.firstName, c.lastName, c.middleName, c.locale, signedUp, last.get(c.id)!];
      }),
      upsertOn: ['pinfl'],
      returning: ['id', 'pinfl AS key'],
    }),
  );
  return IdMap.from(
    'client',
    content.clients.map((c) => ({ id: byPinfl.get(c.pinfl, `client ${c.id}`), key: c.id })),
  );
}
