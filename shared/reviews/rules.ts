/**
 * Reviews from paid clients (issue 12): who may write one, for how long it can be edited, and how
 * long its text is. Pure, shared by the server, the API's schemas and the forms (no zod here, so
 * pages can import it without `eval` under the CSP).
 */
import type { Fulfilment } from '../payments/fulfilment';

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_ANSWER_MIN = 2;
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_REPORT_REASON_MAX = 500;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export type ReviewStars = (typeof REVIEW_STARS)[number];

/**
 * The length of a review's or an answer's text as the limits count it: characters (code points,
 * as PostgreSQL's char_length), not UTF-16 units, so "😀" is one. Leading and trailing space is
 * not counted.
 */
export function reviewTextLength(text: string): number {
  return [...text.trim()].length;
}

/** Reviews a page shows at first (profile, service, law firm); more are read a page of this size at a time. */
export const REVIEWS_PAGE_SIZE = 5;

/** A review can be edited this long after it was first written. */
export const REVIEW_EDIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** An order item can be reviewed once its order's work is done (or completed), as read now. */
export function isReviewable(orderState: string, fulfilment: Fulfilment): boolean {
  return orderState === 'paid' && (fulfilment === 'done' || fulfilment === 'completed');
}

/** Until when a review written at `createdAt` may be edited. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_WINDOW_MS);
}

export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime();
}

/** The rating a list of stars gives: the mean rounded to one decimal, or null when there is none. */
export function ratingOfStars(stars: readonly number[]): { average: number; count: number } | null {
  if (stars.length === 0) return null;
  const sum = stars.reduce((total, value) => total + value, 0);
  // Tenths from whole numbers (sum × 10 / n), so a mean of exactly x.x5 rounds up as PostgreSQL's
  // round() does in the triggers (1.15 as a binary fraction is 1.1499…, and would round down).
  return { average: Math.round((sum * 10) / stars.length) / 10, count: stars.length };
}
