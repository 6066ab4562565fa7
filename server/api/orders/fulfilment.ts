/**
 * The specialist's side of a paid order (issue 12, ADR 012), besides GET /me/sales (shared/api's
 * operations):
 *
 * - POST /me/sales/{orderId}/status  {fulfilment: "in_progress" | "done"} → 200 the sale; 404 unless a
 *                                     paid order with the signed-in specialist's service; 409
 *                                     fulfilment_invalid_transition with error.current {fulfilment, allowed}
 * - POST /me/sales/{orderId}/undo    → 200 the sale, its last move undone (in_progress → waiting, done →
 *                                     in_progress) within UNDO_WINDOW_MS (10 minutes) of it; 404 as above;
 *                                     409 fulfilment_undo_closed with error.current {fulfilment, allowed}
 *                                     once the window is over or the client confirmed or disputed
 * - POST /me/orders/{id}/confirm     → 200 the order, completed; 409 fulfilment_invalid_transition
 *                                     (error.current {fulfilment, allowed: []}) unless it is done
 * - POST /me/orders/{id}/dispute     {text} → 201 {ticketId, order}; 409 dispute_not_allowed unless done
 *                                     less than 7 days ago and not disputed yet
 *
 * Another user's order is 404 alike. CSRF, the write rate limit, JSON bodies and Idempotency-Key
 * come from app.ts and the API's middleware.
 */
import type { Request, Response, Router } from 'express';
import { ApiError } from '../../../shared/api/errors.js';
import { idParams } from '../../../shared/api/queries.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { ORDERS_PATH, SALES_PATH, orderDisputeBody, saleStatusBody, type SaleStatusInput } from '../../../shared/api/orders/contract.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import { UNDO_WINDOW_MS, type Fulfilment, type SpecialistMove } from '../../../shared/payments/fulfilment.js';
import { confirmOwnOrder, disputeOwnOrder, moveOwnSale, undoOwnSaleMove } from '../../domain/orders/fulfilment.js';
import { getOwnOrder } from '../../domain/orders/orders.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';

export function orderFulfilmentRoutes(router: Router, kit: ApiKit): void {
  const db = kit.db;
  const translators = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, kit.resources).t])) as Record<
    Locale,
    ReturnType<typeof createTranslator>['t']
  >;
  const idOf = (req: Request, res: Response): number => kit.paramsOf(idParams, req, res).id;
  const invalidMove = (res: Response, from: Fulfilment, allowed: readonly SpecialistMove[]): ApiError => {
    const lang = apiLanguageOf(res);
    const status = translators[lang](`basket:fulfilment.state.${from}`);
    return new ApiError(409, 'fulfilment_invalid_transition', kit.messages.error(lang, 'fulfilment_invalid_transition', { status }), undefined, {
      current: { fulfilment: from, allowed },
    });
  };

  const statusPath = `${SALES_PATH}/:id/status`;
  router.post(statusPath, kit.requireUser, kit.validateBody(saleStatusBody), async (req, res) => {
    const id = idOf(req, res);
    const { fulfilment } = req.body as SaleStatusInput;
    const moved = await moveOwnSale(db, await kit.userOf(req, res), id, fulfilment, apiLanguageOf(res));
    if (!moved) throw kit.notFound(res);
    if (!moved.ok) throw invalidMove(res, moved.from, moved.allowed);
    res.json(moved.sale);
  });

  const undoPath = `${SALES_PATH}/:id/undo`;
  router.post(undoPath, kit.requireUser, async (req, res) => {
    const id = idOf(req, res);
    const lang = apiLanguageOf(res);
    const undone = await undoOwnSaleMove(db, await kit.userOf(req, res), id, lang);
    if (!undone) throw kit.notFound(res);
    if (!undone.ok) {
      const message = kit.messages.error(lang, 'fulfilment_undo_closed', { minutes: UNDO_WINDOW_MS / 60_000 });
      throw new ApiError(409, 'fulfilment_undo_closed', message, undefined, { current: { fulfilment: undone.from, allowed: undone.allowed } });
    }
    res.json(undone.sale);
  });

  const confirmPath = `${ORDERS_PATH}/:id/confirm`;
  router.post(confirmPath, kit.requireUser, async (req, res) => {
    const id = idOf(req, res);
    const lang = apiLanguageOf(res);
    const userId = await kit.userOf(req, res);
    const done = await confirmOwnOrder(db, userId, id);
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw invalidMove(res, done.from, []);
    res.json(await getOwnOrder(db, userId, id, lang));
  });

  const disputePath = `${ORDERS_PATH}/:id/dispute`;
  router.post(disputePath, kit.requireUser, kit.validateBody(orderDisputeBody), async (req, res) => {
    const id = idOf(req, res);
    const lang = apiLanguageOf(res);
    const userId = await kit.userOf(req, res);
    const { text } = req.body as { text: string };
    const subject = translators[lang]('basket:fulfilment.ticketSubject', { number: orderNumber(id) });
    const done = await disputeOwnOrder(db, userId, id, { text, subject, locale: lang });
    if (!done) throw kit.notFound(res);
    if (!done.ok) throw kit.messages.fail(lang, 409, 'dispute_not_allowed');
    res.status(201).json({ ticketId: done.ticketId, order: await getOwnOrder(db, userId, id, lang) });
  });

  router.all(statusPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(undoPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(confirmPath, methodNotAllowed(kit.messages, 'POST'));
  router.all(disputePath, methodNotAllowed(kit.messages, 'POST'));
}
