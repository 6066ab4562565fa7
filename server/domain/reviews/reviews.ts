/**
 * Reviews from paid clients (issue 12; migrations 0013, 0014; rules in shared/reviews/rules.ts):
 * the visible reviews of a specialist, a law firm or a service, newest first, with the rating and
 * the stars they give, and each one as a reader sees it. A law firm's reviews are those of its own
 * services (`law_firm_id`); a specialist's those of theirs. The ratings stored on specialists and
 * law firms are kept by the table's triggers; the list computes the same numbers from the same
 * rows, so a service (which has no stored rating) reads alike.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { OwnReviewState, PublicReview, ReviewList, StarCounts } from '../../../shared/api/reviews/contract.js';
import { calendarParts } from '../../../shared/format/calendar.js';
import { reviewAuthorName } from '../../../shared/reviews/author.js';
import { isReviewEditable, reviewEditableUntil } from '../../../shared/reviews/rules.js';

/** The firms whose reviews person `user` (an SQL expression) answers: they own it, or were named for it (ADR 024). */
export const FIRM_ANSWERERS = (user: string) =>
  `SELECT m.law_firm_id FROM law_firm_members m WHERE m.user_id = ${user} AND (m.role = 'owner' OR m.can_answer_reviews)`;
import { ratingOf } from '../catalogue/specialists.js';

/** Whose reviews: exactly one of them (shared/api/reviews/contract.ts reviewListQuery). */
export type ReviewSubject = { specialist: string } | { lawFirm: number } | { service: number };

export interface ReviewRow {
  id: number;
  stars: number;
  body: string;
  lang: Locale;
  created_at: Date;
  edited_at: Date | null;
  answer: string | null;
  answer_lang: Locale | null;
  answered_at: Date | null;
  author_user_id: number;
  author_first_name: string;
  author_last_name: string;
  service_id: number | null;
  service_title: string | null;
  specialist_id: number | null;
  specialist_nickname: string | null;
  specialist_first_name: string | null;
  specialist_last_name: string | null;
  specialist_user_id: number | null;
  law_firm_id: number | null;
  law_firm_name: string | null;
  /** The viewer answers this firm's reviews. */
  firm_answerer: boolean | null;
  /** The viewer reported it (false without a viewer). */
  reported: boolean;
}

/**
 * The columns of a review as read (`$lang` and `$viewer` are placeholders the caller fills); FROM
 * `reviews r` with the joins of REVIEW_FROM.
 */
export const reviewColumns = (lang: string, viewer: string) => `
  r.id, r.stars, r.body, r.lang, r.created_at, r.edited_at, r.answer, r.answer_lang, r.answered_at,
  r.author_user_id, u.first_name AS author_first_name, u.last_name AS author_last_name,
  r.service_id, l10n_text(sv.title, ${lang}) AS service_title,
  r.specialist_id, sp.nickname AS specialist_nickname, l10n_text(sp.first_name, ${lang}) AS specialist_first_name,
  l10n_text(sp.last_name, ${lang}) AS specialist_last_name, sp.user_id AS specialist_user_id,
  r.law_firm_id, l10n_text(f.name, ${lang}) AS law_firm_name,
  (r.law_firm_id IS NOT NULL AND r.law_firm_id IN (${FIRM_ANSWERERS(viewer)})) AS firm_answerer,
  EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.reporter_user_id = ${viewer}) AS reported`;

export const REVIEW_FROM = `reviews r
  JOIN users u ON u.id = r.author_user_id
  LEFT JOIN services sv ON sv.id = r.service_id
  LEFT JOIN specialists sp ON sp.id = r.specialist_id
  LEFT JOIN law_firms f ON f.id = r.law_firm_id`;

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** 'YYYY-MM' of a moment, in Tashkent. */
function monthOf(value: Date): string {
  const { year, month } = calendarParts(value);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A review as everyone sees it; `viewer` (a signed-in reader) adds what they may do with it. */
export function toPublicReview(row: ReviewRow, viewer: number | null, now: Date = new Date()): PublicReview {
  const review: PublicReview = {
    id: Number(row.id),
    stars: row.stars,
    text: row.body,
    lang: row.lang,
    author: reviewAuthorName(row.author_first_name, row.author_last_name),
    month: monthOf(row.created_at),
    verifiedClient: true,
    service: row.service_id === null ? null : { id: Number(row.service_id), title: row.service_title ?? '' },
    subject:
      row.specialist_id !== null
        ? {
            kind: 'specialist',
            nickname: row.specialist_nickname ?? '',
            name: [row.specialist_first_name, row.specialist_last_name].filter((part) => part && part.trim() !== '').join(' '),
          }
        : { kind: 'lawfirm', id: Number(row.law_firm_id), name: row.law_firm_name ?? '' },
    createdAt: row.created_at.toISOString(),
    editedAt: iso(row.edited_at),
    answer:
      row.answer === null || row.answer_lang === null || row.answered_at === null
        ? null
        : { text: row.answer, lang: row.answer_lang, answeredAt: row.answered_at.toISOString() },
  };
  if (viewer !== null) {
    const own = Number(row.author_user_id) === viewer;
    review.viewer = {
      canAnswer: ((row.specialist_user_id !== null && Number(row.specialist_user_id) === viewer) || row.firm_answerer === true) && row.answer === null,
      canEdit: own && isReviewEditable(row.created_at, now),
      canReport: !own && !row.reported,
      reported: row.reported,
    };
  }
  return review;
}

/** The author's own review with how long it stays editable. */
export function toOwnReview(row: ReviewRow, now: Date = new Date()): NonNullable<OwnReviewState['review']> {
  return {
    ...toPublicReview(row, Number(row.author_user_id), now),
    editableUntil: reviewEditableUntil(row.created_at).toISOString(),
    canEdit: isReviewEditable(row.created_at, now),
  };
}

/** One review by id as `viewer` reads it (hidden ones included: the caller decides), or null. */
export async function reviewById(db: Queryable, id: number, lang: Locale, viewer: number | null): Promise<ReviewRow | null> {
  const { rows } = await db.query<ReviewRow>(`SELECT ${reviewColumns('$2', '$3')} FROM ${REVIEW_FROM} WHERE r.id = $1`, [id, lang, viewer]);
  return rows[0] ?? null;
}

/** The condition of a subject's visible reviews over `reviews r`, or null when the subject does not exist. */
async function subjectCondition(db: Queryable, subject: ReviewSubject): Promise<{ where: string; value: number } | null> {
  if ('specialist' in subject) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM specialists WHERE nickname = $1', [subject.specialist]);
    return rows[0] ? { where: 'r.specialist_id', value: Number(rows[0].id) } : null;
  }
  if ('lawFirm' in subject) {
    const { rows } = await db.query('SELECT 1 FROM law_firms WHERE id = $1', [subject.lawFirm]);
    return rows[0] ? { where: 'r.law_firm_id', value: subject.lawFirm } : null;
  }
  const { rows } = await db.query('SELECT 1 FROM services WHERE id = $1 AND published', [subject.service]);
  return rows[0] ? { where: 'r.service_id', value: subject.service } : null;
}

/** The subject of a validated list query. */
export function subjectOf(query: { specialist?: string | undefined; lawFirm?: number | undefined; service?: number | undefined }): ReviewSubject {
  if (query.specialist !== undefined) return { specialist: query.specialist };
  if (query.lawFirm !== undefined) return { lawFirm: query.lawFirm };
  return { service: query.service! };
}

interface SummaryRow {
  total: number;
  average: number | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

/**
 * One page of a subject's visible reviews, newest first, with their rating and star counts;
 * null when the specialist, firm or service does not exist. A signed-in `viewer` gets what they
 * may do with each review.
 */
export async function listReviews(
  db: Queryable,
  query: { specialist?: string | undefined; lawFirm?: number | undefined; service?: number | undefined; page: number; pageSize: number },
  lang: Locale,
  viewer: number | null,
): Promise<ReviewList | null> {
  const condition = await subjectCondition(db, subjectOf(query));
  if (!condition) return null;
  const visible = `${condition.where} = $1 AND r.hidden_at IS NULL`;
  const [page, summary] = await Promise.all([
    db.query<ReviewRow>(`SELECT ${reviewColumns('$2', '$3')} FROM ${REVIEW_FROM} WHERE ${visible} ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5`, [
      condition.value,
      lang,
      viewer,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    // The rating as the triggers compute it (migration 0013): the mean of the visible stars, rounded to one decimal.
    db.query<SummaryRow>(
      `SELECT count(*)::int AS total, round(avg(stars)::numeric, 1)::float8 AS average,
              (count(*) FILTER (WHERE stars = 1))::int AS s1, (count(*) FILTER (WHERE stars = 2))::int AS s2,
              (count(*) FILTER (WHERE stars = 3))::int AS s3, (count(*) FILTER (WHERE stars = 4))::int AS s4,
              (count(*) FILTER (WHERE stars = 5))::int AS s5
         FROM reviews r WHERE ${visible}`,
      [condition.value],
    ),
  ]);
  const counts = summary.rows[0]!;
  const stars: StarCounts = { '1': counts.s1, '2': counts.s2, '3': counts.s3, '4': counts.s4, '5': counts.s5 };
  const now = new Date();
  return {
    items: page.rows.map((row) => toPublicReview(row, viewer, now)),
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
    rating: ratingOf(counts.average === null ? null : Number(counts.average), counts.total),
    stars,
  };
}

/** The reviews of one order's items, by order item id, as their author reads them. */
export async function reviewsOfOrder(db: Queryable, orderId: number, lang: Locale): Promise<Map<number, ReviewRow>> {
  const { rows } = await db.query<ReviewRow & { order_item_id: number }>(
    `SELECT r.order_item_id, ${reviewColumns('$2', 'NULL::bigint')} FROM ${REVIEW_FROM} WHERE r.order_id = $1`,
    [orderId, lang],
  );
  return new Map(rows.map((row) => [Number(row.order_item_id), row]));
}
