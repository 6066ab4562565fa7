/**
 * The reviews' operations (issue 12; contract in shared/api/reviews/contract.ts; server/domain/reviews).
 * Besides GET /reviews (with a session, what the reader may do with each):
 *
 * - POST  /me/orders/{orderId}/items/{itemId}/review  {stars, text, lang?} → 201 the review; 404 unless
 *                                                     the caller's order and its item; 409 review_exists
 *                                                     (one per item), review_not_allowed (not paid and done)
 * - PATCH /me/reviews/{id}         {stars, text, lang?} → 200 the review; 404 unless the author's;
 *                                  409 review_edit_closed 30 days after writing it
 * - POST  /me/reviews/{id}/answer  {text, lang?} → 200 the review; 404 unless the reviewed specialist's
 *                                  (and visible); 409 review_answered the second time
 * - POST  /reviews/{id}/report     {reason?} → 202 {reported: true}, once per person (a repeat answers
 *                                  the same); 404 for a hidden or unknown review; 409 review_own
 *
 * A language not given is the page's. A write that changes what the public reads (a new review, an
 * edit, an answer) publishes a `reviews` change, awaited before answering, so every replica drops
 * the specialist's profile, the rating lists and those reviews, and the next page shows them.
 * CSRF, the write rate limit, JSON bodies and Idempotency-Key come from app.ts and the API's middleware.
 */
import { listReviews } from '../../domain/reviews/reviews.js';
import { answerReview, createReview, editReview, reportReview, type ReviewedSubject } from '../../domain/reviews/writes.js';
import type { ChangeFeed } from '../../cache/changes.js';
import type { AreaHandlers, HandlerSetup } from '../handler.js';

/** Every replica drops what shows the reviewed subject's reviews. */
const changed = (changes: ChangeFeed, subject: ReviewedSubject) => changes.publish({ kind: 'reviews', ...subject });

export function reviewHandlers(_setup: HandlerSetup) {
  return {
    listReviews: ({ query }, { db, lang, userId }) => listReviews(db, query, lang, userId),

    createReview: async ({ params, body }, ctx) => {
      const { lang } = ctx;
      const done = await createReview(ctx.db, ctx.userId, params.orderId, params.itemId, { stars: body.stars, text: body.text, lang: body.lang ?? lang }, lang);
      if (!done) return null;
      if (!done.ok) throw ctx.fail(409, done.reason);
      await changed(ctx.changes, done.changed);
      return done.review;
    },

    editReview: async ({ params, body }, ctx) => {
      const { lang } = ctx;
      const done = await editReview(ctx.db, ctx.userId, params.id, { stars: body.stars, text: body.text, lang: body.lang ?? lang }, lang);
      if (!done) return null;
      if (!done.ok) throw ctx.fail(409, done.reason);
      await changed(ctx.changes, done.changed);
      return done.review;
    },

    answerReview: async ({ params, body }, ctx) => {
      const { lang } = ctx;
      const done = await answerReview(ctx.db, ctx.userId, params.id, { text: body.text, lang: body.lang ?? lang }, lang);
      if (!done) return null;
      if (!done.ok) throw ctx.fail(409, done.reason);
      await changed(ctx.changes, done.changed);
      return done.review;
    },

    reportReview: async ({ params, body }, ctx) => {
      const done = await reportReview(ctx.db, ctx.userId, params.id, body.reason);
      if (!done) return null;
      if (!done.ok) throw ctx.fail(409, done.reason);
      return { reported: true as const };
    },
  } satisfies AreaHandlers;
}
