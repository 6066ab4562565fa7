/**
 * Reviews for the copies of the catalogue (`--scale N`, the bench's data set), made in the
 * database, set-based, from the reviews of copy 1 (write-reviews.ts): for each copy n ≥ 2 and each
 * review of copy 1 on service S, the same client's paid and completed order of S's copy n (`S-xn`),
 * with its order item, its performed payment (the transaction id numbers the copy,
 * review-orders.ts) and the review. About one review in ten is left out of each copy and a few
 * stars move by one, so the copies' ratings differ a little, as real ones would, and rating sort and
 * filters at scale see a spread. Copies already written (a rerun) are not written again.
 */
import type { Queryable } from '../adapter';
import { copyTransactionIdSql } from './review-orders';

export async function writeReviewCopies(tx: Queryable, scale: number, baseItemIds: readonly number[]): Promise<number> {
  if (scale < 2 || baseItemIds.length === 0) return 0;
  const txid = copyTransactionIdSql('p.provider', 'p.provider_transaction_id', 'n.copy');
  await tx.query(
    `CREATE TEMP TABLE seed_review_copies ON COMMIT DROP AS
     SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS order_id,
            nextval(pg_get_serial_sequence('order_items', 'id')) AS item_id,
            r.id AS review_id, r.order_id AS base_order_id, r.order_item_id AS base_item_id, p.id AS base_payment_id,
            sv.id AS service_id, sv.specialist_id, sv.law_firm_id, ${txid} AS txid,
            CASE WHEN (r.id * 3 + n.copy * 5) % 11 = 0 AND r.stars = 5 THEN 4
                 WHEN (r.id * 3 + n.copy * 5) % 11 = 1 AND r.stars = 4 THEN 5
                 ELSE r.stars END AS stars
       FROM reviews r
       JOIN services base ON base.id = r.service_id
       JOIN payments p ON p.order_id = r.order_id AND p.state = 'performed'
       CROSS JOIN generate_series(2, $2::integer) AS n(copy)
       JOIN services sv ON sv.slug = base.slug || '-x' || n.copy
      WHERE r.order_item_id = ANY($1::bigint[])
        AND (r.id * 7 + n.copy * 13) % 10 <> 0
        AND NOT EXISTS (SELECT 1 FROM payments q WHERE q.provider = p.provider AND q.provider_transaction_id = ${txid})`,
    [baseItemIds, scale],
  );
  await tx.query(
    `INSERT INTO orders (id, user_id, status, total, locale, provider, created_at, updated_at, expires_at, paid_at,
                         fulfilment, started_at, done_at, completed_at)
     OVERRIDING SYSTEM VALUE
     SELECT c.order_id, o.user_id, o.status, o.total, o.locale, o.provider, o.created_at, o.updated_at, o.expires_at, o.paid_at,
            o.fulfilment, o.started_at, o.done_at, o.completed_at
       FROM seed_review_copies c JOIN orders o ON o.id = c.base_order_id`,
  );
  await tx.query(
    `INSERT INTO order_items (id, order_id, service_id, title, unit_price, quantity)
     OVERRIDING SYSTEM VALUE
     SELECT c.item_id, c.order_id, c.service_id, i.title, i.unit_price, i.quantity
       FROM seed_review_copies c JOIN order_items i ON i.id = c.base_item_id`,
  );
  await tx.query(
    `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, performed_at, details)
     SELECT c.order_id, p.provider, c.txid, p.amount, p.state, p.provider_time, p.created_at, p.performed_at,
            CASE p.provider WHEN 'payme' THEN jsonb_build_object('account', jsonb_build_object('order_id', c.order_id::text)) ELSE p.details END
       FROM seed_review_copies c JOIN payments p ON p.id = c.base_payment_id`,
  );
  await tx.query(
    `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, specialist_id, law_firm_id, stars, body, lang,
                          created_at, updated_at, answer, answer_lang, answered_at)
     SELECT c.item_id, c.order_id, r.author_user_id, c.service_id, c.specialist_id, c.law_firm_id, c.stars, r.body, r.lang,
            r.created_at, r.updated_at, r.answer, r.answer_lang, r.answered_at
       FROM seed_review_copies c JOIN reviews r ON r.id = c.review_id`,
  );
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM seed_review_copies');
  await tx.query('DROP TABLE seed_review_copies');
  return rows[0]?.n ?? 0;
}
