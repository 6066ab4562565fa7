/**
 * Writing reviews (issue 12; rules in shared/reviews/rules.ts): the order's client reviews each
 * item of a paid order once its work is done, edits the review for 30 days; the specialist whose
 * work it was answers once; any other signed-in person reports it once. Each write says whose
 * reviews it changed, so the caller can drop the cached profile, lists and reviews on every replica.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { PublicReview } from '../../../shared/api/reviews/contract.js';
import { effectiveOrderState, type StoredOrderState } from '../../../shared/payments/orders.js';
import { isReviewEditable, isReviewable } from '../../../shared/reviews/rules.js';
import { FULFILMENT_COLUMNS, fulfilmentOf, type FulfilmentRow } from '../orders/fulfilment.js';
import { FIRM_ANSWERERS, reviewById, toPublicReview } from './reviews.js';
import { inTransaction } from '../../sql/transaction.js';

/** Whose reviews a write changed (server/cache/changes.ts `reviews`). */
export interface ReviewedSubject {
  nicknames: string[];
  lawFirmIds: number[];
  serviceIds: number[];
}

export type ReviewWrite<Reason extends string> = { ok: true; review: PublicReview; changed: ReviewedSubject } | { ok: false; reason: Reason };

/** The text of a review or an answer as written, and the language it is in. */
export interface ReviewText {
  text: string;
  lang: Locale;
}

async function subjectOfReview(db: Queryable, reviewId: number): Promise<ReviewedSubject> {
  const { rows } = await db.query<{ nickname: string | null; law_firm_id: number | null; service_id: number | null }>(
    'SELECT sp.nickname, r.law_firm_id, r.service_id FROM reviews r LEFT JOIN specialists sp ON sp.id = r.specialist_id WHERE r.id = $1',
    [reviewId],
  );
  const row = rows[0];
  return {
    nicknames: row?.nickname ? [row.nickname] : [],
    lawFirmIds: row?.law_firm_id ? [Number(row.law_firm_id)] : [],
    serviceIds: row?.service_id ? [Number(row.service_id)] : [],
  };
}

async function written(db: Queryable, reviewId: number, lang: Locale, viewer: number): Promise<{ ok: true; review: PublicReview; changed: ReviewedSubject }> {
  const row = (await reviewById(db, reviewId, lang, viewer))!;
  return { ok: true, review: toPublicReview(row, viewer), changed: await subjectOfReview(db, reviewId) };
}

interface LockedOrder extends FulfilmentRow {
  status: StoredOrderState;
  expires_at: Date;
}

/**
 * The client reviews an item of their order: only once its work is done (or completed) and the
 * order paid, once per item. The order row is locked as the fulfilment moves lock it, so a review
 * and a move (or two reviews) queue. Null: not the user's order, or no such item in it.
 */
export function createReview(
  db: Queryable,
  userId: number,
  orderId: number,
  itemId: number,
  input: ReviewText & { stars: number },
  lang: Locale,
): Promise<ReviewWrite<'review_exists' | 'review_not_allowed'> | null> {
  return inTransaction(db, async (tx) => {
    const { rows: orders } = await tx.query<LockedOrder>(
      `SELECT o.status, o.expires_at, ${FULFILMENT_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE`,
      [orderId, userId],
    );
    const order = orders[0];
    if (!order) return null;
    const { rows: items } = await tx.query<{ service_id: number | null; specialist_id: number | null; law_firm_id: number | null; reviewed: boolean }>(
      `SELECT sv.id AS service_id, sv.specialist_id, sv.law_firm_id, EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id) AS reviewed
         FROM order_items oi LEFT JOIN services sv ON sv.id = oi.service_id
        WHERE oi.id = $1 AND oi.order_id = $2`,
      [itemId, orderId],
    );
    const item = items[0];
    if (!item) return null;
    if (item.reviewed) return { ok: false, reason: 'review_exists' };
    const now = new Date();
    const reviewable = isReviewable(effectiveOrderState(order.status, order.expires_at, now), fulfilmentOf(order, now).state);
    // A service that is gone cannot be reviewed: whose work it was is no longer known.
    if (!reviewable || item.service_id === null) return { ok: false, reason: 'review_not_allowed' };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reviews (order_item_id, order_id, author_user_id, service_id, specialist_id, law_firm_id, stars, body, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [itemId, orderId, userId, item.service_id, item.specialist_id, item.law_firm_id, input.stars, input.text, input.lang],
    );
    const reviewId = Number(rows[0]!.id);
    // The specialist whose work it was hears of it (issue 31), in this transaction.
    await tx.query(
      `SELECT notify_user(sp.user_id, 'review_written', jsonb_build_object('reviewId', r.id, 'stars', r.stars, 'orderId', r.order_id), '/' || sp.nickname)
         FROM reviews r JOIN specialists sp ON sp.id = r.specialist_id WHERE r.id = $1 AND sp.user_id IS NOT NULL`,
      [reviewId],
    );
    return written(tx, reviewId, lang, userId);
  });
}

/** The author changes their review's stars and text within 30 days of writing it. Null: not theirs. */
export function editReview(
  db: Queryable,
  userId: number,
  reviewId: number,
  input: ReviewText & { stars: number },
  lang: Locale,
): Promise<ReviewWrite<'review_edit_closed'> | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ created_at: Date; stars: number; body: string; lang: Locale }>(
      'SELECT created_at, stars, body, lang FROM reviews WHERE id = $1 AND author_user_id = $2 FOR UPDATE',
      [reviewId, userId],
    );
    const current = rows[0];
    if (!current) return null;
    if (!isReviewEditable(current.created_at, new Date())) return { ok: false, reason: 'review_edit_closed' };
    if (current.stars !== input.stars || current.body !== input.text || current.lang !== input.lang) {
      await tx.query("UPDATE reviews SET stars = $2, body = $3, lang = $4, edited_at = date_trunc('milliseconds', now()) WHERE id = $1", [
        reviewId,
        input.stars,
        input.text,
        input.lang,
      ]);
    }
    return written(tx, reviewId, lang, userId);
  });
}

/**
 * The specialist whose work was reviewed (the user of `specialists.user_id`) answers it, once and
 * publicly; a firm's review, its owner or a member named for it (ADR 024). Null: not theirs to
 * answer, or a hidden review.
 */
export function answerReview(db: Queryable, userId: number, reviewId: number, input: ReviewText, lang: Locale): Promise<ReviewWrite<'review_answered'> | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ answered: boolean }>(
      `SELECT r.answer IS NOT NULL AS answered FROM reviews r LEFT JOIN specialists sp ON sp.id = r.specialist_id
        WHERE r.id = $1 AND r.hidden_at IS NULL
          AND (sp.user_id = $2 OR r.law_firm_id IN (${FIRM_ANSWERERS('$2')}))
          FOR UPDATE OF r`,
      [reviewId, userId],
    );
    const current = rows[0];
    if (!current) return null;
    if (current.answered) return { ok: false, reason: 'review_answered' };
    await tx.query(
      "UPDATE reviews SET answer = $2, answer_lang = $3, answered_at = date_trunc('milliseconds', now()), answered_by_user_id = $4 WHERE id = $1",
      [reviewId, input.text, input.lang, userId],
    );
    // The review's author hears of the answer (issue 31), in this transaction.
    await tx.query(
      `SELECT notify_user(r.author_user_id, 'review_answered',
                          jsonb_build_object('reviewId', r.id, 'orderId', r.order_id, 'from',
                            CASE WHEN sp.id IS NULL THEN l10n_text(f.name, u.locale) ELSE l10n_text(sp.first_name, u.locale) || ' ' || l10n_text(sp.last_name, u.locale) END),
                          '/home/orders/' || r.order_id)
         FROM reviews r LEFT JOIN specialists sp ON sp.id = r.specialist_id LEFT JOIN law_firms f ON f.id = r.law_firm_id
         JOIN users u ON u.id = r.author_user_id WHERE r.id = $1`,
      [reviewId],
    );
    return written(tx, reviewId, lang, userId);
  });
}

export type ReportResult = { ok: true } | { ok: false; reason: 'review_own' };

/**
 * A signed-in person reports a visible review, once (a repeat changes nothing and answers the
 * same); the review stays visible until moderated. Null: no such visible review.
 */
export async function reportReview(db: Queryable, userId: number, reviewId: number, reason: string): Promise<ReportResult | null> {
  const { rows } = await db.query<{ author_user_id: number }>('SELECT author_user_id FROM reviews WHERE id = $1 AND hidden_at IS NULL', [reviewId]);
  const review = rows[0];
  if (!review) return null;
  if (Number(review.author_user_id) === userId) return { ok: false, reason: 'review_own' };
  await db.query('INSERT INTO review_reports (review_id, reporter_user_id, reason) VALUES ($1, $2, $3) ON CONFLICT (review_id, reporter_user_id) DO NOTHING', [
    reviewId,
    userId,
    reason,
  ]);
  return { ok: true };
}
