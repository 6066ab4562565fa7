/**
 * Writing reviews (issue 12; contract in shared/api/reviews/contract.ts), besides GET /reviews (shared/api's
 * operations):
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
import type { Router } from 'express';
import type { z } from 'zod';
import { ORDERS_PATH } from '../../../shared/api/orders/contract.js';
import { REVIEWS_PATH, orderItemReviewParams, reviewAnswerBody, reviewBody, reviewParams, reviewReportBody } from '../../../shared/api/reviews/contract.js';
import type { ReviewedSubject } from '../../domain/reviews/writes.js';
import { answerReview, createReview, editReview, reportReview } from '../../domain/reviews/writes.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';

/** The signed-in caller's own reviews (edit, answer). */
export const OWN_REVIEWS_PATH = '/me/reviews';

export function reviewRoutes(router: Router, kit: ApiKit): void {
  const db = kit.db;
  const changed = (subject: ReviewedSubject) => kit.changes.publish({ kind: 'reviews', ...subject });

  const createPath = `${ORDERS_PATH}/:orderId/items/:itemId/review`;
  router.post(createPath, kit.requireUser, kit.validateBody(reviewBody), async (req, res) => {
    const { orderId, itemId } = kit.paramsOf(orderItemReviewParams, req, res);
    const lang = apiLanguageOf(res);
    const body = req.body as z.output<typeof reviewBody>;
    const done = await createReview(db, await kit.userOf(req, res), orderId, itemId, { stars: body.stars, text: body.text, lang: body.lang ?? lang }, lang);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw kit.messages.fail(lang, 409, done.reason);
    await changed(done.changed);
    res.status(201).json(done.review);
  });

  const editPath = `${OWN_REVIEWS_PATH}/:id`;
  router.patch(editPath, kit.requireUser, kit.validateBody(reviewBody), async (req, res) => {
    const { id } = kit.paramsOf(reviewParams, req, res);
    const lang = apiLanguageOf(res);
    const body = req.body as z.output<typeof reviewBody>;
    const done = await editReview(db, await kit.userOf(req, res), id, { stars: body.stars, text: body.text, lang: body.lang ?? lang }, lang);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw kit.messages.fail(lang, 409, done.reason);
    await changed(done.changed);
    res.json(done.review);
  });

  const answerPath = `${OWN_REVIEWS_PATH}/:id/answer`;
  router.post(answerPath, kit.requireUser, kit.validateBody(reviewAnswerBody), async (req, res) => {
    const { id } = kit.paramsOf(reviewParams, req, res);
    const lang = apiLanguageOf(res);
    const body = req.body as z.output<typeof reviewAnswerBody>;
    const done = await answerReview(db, await kit.userOf(req, res), id, { text: body.text, lang: body.lang ?? lang }, lang);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw kit.messages.fail(lang, 409, done.reason);
    await changed(done.changed);
    res.json(done.review);
  });

  const reportPath = `${REVIEWS_PATH}/:id/report`;
  router.post(reportPath, kit.requireUser, kit.validateBody(reviewReportBody), async (req, res) => {
    const { id } = kit.paramsOf(reviewParams, req, res);
    const lang = apiLanguageOf(res);
    const { reason } = req.body as z.output<typeof reviewReportBody>;
    const done = await reportReview(db, await kit.userOf(req, res), id, reason);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw kit.messages.fail(lang, 409, done.reason);
    res.status(202).json({ reported: true });
  });

  router.all(createPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(editPath, methodNotAllowed(kit.messages, 'PATCH'));
  router.all(answerPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(reportPath, methodNotAllowed(kit.messages, 'POST'));
}
