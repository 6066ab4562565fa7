/**
 * The paid, completed order behind each seeded review, worked out from the review and the service
 * alone (so a rerun finds the same): when the order was placed and paid, when the work started,
 * was done and was confirmed, and the payment's transaction id at Payme or Click. The times go
 * backwards from when the review was written: done a few hours to three days before it, started
 * the service's duration before that, paid within a day before the start.
 */
import { createHash } from 'node:crypto';
import type { DurationUnit, PaymentProviderName, SeedDuration, SeedReview } from './content/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS: Record<DurationUnit, number> = { minute: MINUTE, hour: HOUR, day: DAY, week: 7 * DAY, month: 30 * DAY };
/** A long case is reviewed when it ends: the work never took longer than this before the review. */
const MAX_WORK_MS = 120 * DAY;

/** Copy 1 is the content; copies 2… are the scale seed's (scale-reviews.ts). Four characters of the id name the copy. */
const COPY_SUFFIX_LENGTH = 4;

export interface ReviewOrderTimes {
  /** The order placed (and its payment's `created_at` and Payme's `time` a moment later). */
  orderCreatedAt: string;
  paymentCreatedAt: string;
  /** Payme `time` / Click's sign time: when the provider opened the transaction. */
  providerTime: string;
  /** The payment performed and the order paid. */
  paidAt: string;
  expiresAt: string;
  startedAt: string;
  doneAt: string;
  /** The client confirmed the work, just before writing the review. */
  completedAt: string;
  reviewedAt: string;
  answeredAt: string | null;
}

function digest(reviewId: string): Buffer {
  return createHash('sha256').update(`huquq seed review ${reviewId}`).digest();
}

/** A Tashkent wall-clock time 'YYYY-MM-DD HH:MM' as epoch milliseconds. */
export function tashkentTime(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(text);
  const ms = match ? Date.parse(`${match[1]}T${match[2]}:00+05:00`) : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`"${text}" is not a Tashkent time 'YYYY-MM-DD HH:MM'`);
  return ms;
}

export function workDuration(duration: SeedDuration): number {
  return Math.min(MAX_WORK_MS, Math.max(30 * MINUTE, duration.value * UNIT_MS[duration.unit]));
}

export function reviewOrderTimes(review: SeedReview, duration: SeedDuration): ReviewOrderTimes {
  const bytes = digest(review.id);
  const pick = (index: number, range: number) => bytes.readUInt16BE(index * 2) % range;
  const reviewedAt = tashkentTime(review.writtenAt);
  const completedAt = reviewedAt - (3 + pick(0, 40)) * MINUTE;
  const doneAt = reviewedAt - (2 + pick(1, 70)) * HOUR - pick(2, 60) * MINUTE;
  const startedAt = doneAt - workDuration(duration);
  const paidAt = startedAt - (1 + pick(3, 18)) * HOUR - pick(4, 60) * MINUTE - pick(5, 60) * 1000;
  const orderCreatedAt = paidAt - (2 + pick(6, 6)) * MINUTE - pick(7, 60) * 1000;
  const paymentCreatedAt = orderCreatedAt + (30 + pick(8, 60)) * 1000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    orderCreatedAt: iso(orderCreatedAt),
    paymentCreatedAt: iso(paymentCreatedAt),
    providerTime: iso(paymentCreatedAt - 1000 - pick(9, 900)),
    paidAt: iso(paidAt),
    expiresAt: iso(orderCreatedAt + 12 * HOUR),
    startedAt: iso(startedAt),
    doneAt: iso(doneAt),
    completedAt: iso(completedAt),
    reviewedAt: iso(reviewedAt),
    answeredAt: review.answer ? iso(reviewedAt + review.answer.afterHours * HOUR + pick(10, 50) * MINUTE) : null,
  };
}

/**
 * The payment's transaction id: Payme's 24 hexadecimal characters, Click's `click_trans_id` digits,
 * the same for the same review on every run. The last four characters number the copy, so the
 * scale seed derives its copies' ids in SQL (`copyTransactionIdSql`).
 */
export function seedTransactionId(reviewId: string, provider: PaymentProviderName, copy = 1): string {
  const bytes = digest(reviewId);
  if (provider === 'payme') return bytes.toString('hex').slice(0, 24 - COPY_SUFFIX_LENGTH) + copy.toString(16).padStart(COPY_SUFFIX_LENGTH, '0');
  const base = 1_000_000_000n + (bytes.readBigUInt64BE(0) % 9_000_000_000n);
  return `${base}${String(copy).padStart(COPY_SUFFIX_LENGTH, '0')}`;
}

/** `seedTransactionId(review, provider, copy)` in SQL, from copy 1's id in `baseId` and the copy's number in `copy`. */
export function copyTransactionIdSql(provider: string, baseId: string, copy: string): string {
  const suffix = `CASE ${provider} WHEN 'payme' THEN lpad(to_hex(${copy}), ${COPY_SUFFIX_LENGTH}, '0') ELSE lpad(${copy}::text, ${COPY_SUFFIX_LENGTH}, '0') END`;
  return `left(${baseId}, length(${baseId}) - ${COPY_SUFFIX_LENGTH}) || ${suffix}`;
}

/** Click's sign_time as Click sends it: Tashkent time 'YYYY-MM-DD HH:MM:SS'. */
export function clickSignTime(iso: string): string {
  return new Date(Date.parse(iso) + 5 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
}
