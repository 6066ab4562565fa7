/**
 * The visitor's basket and orders (issue 12, ADR 012), besides the reads of shared/api's
 * operations (GET /me/basket, /me/orders, /me/orders/{id}):
 *
 * - POST   /me/basket/items              {serviceId, quantity?} → 200 the basket (adds to what is there)
 * - PATCH  /me/basket/items/{serviceId}  {quantity} → 200 the basket; 404 when it is not in the basket
 * - DELETE /me/basket/items/{serviceId}  → 200 the basket (one that was not there is fine)
 * - POST   /me/basket/merge              {items:[{serviceId, quantity}]} → 200 {basket, merged}
 *   (POST items and PATCH: 409 price_on_request for a service whose "from" price is agreed before work,
 *   422 quantity_not_countable for more than one of a service not sold by the unit; issue 29)
 * - POST   /me/orders                    {provider, expectedTotal?} → 201 the order with its checkoutUrl;
 *                                        409 basket_empty, 409 price_changed (error.current: the basket now),
 *                                        409 service_not_sellable (a service without its IKPU/MXIK code, ADR 016),
 *                                        409 price_on_request, 422 quantity_not_countable (error.current.titles)
 * - POST   /me/orders/{id}/cancel         → 200 the order, cancelled; 409 order_not_cancellable once paid or
 *                                        cancelled, or while a provider holds a payment of it (error.current: the order)
 *
 * A service that is not on sale is 404; one without its fiscal code, 409 service_not_sellable.
 * CSRF, the write rate limit, JSON bodies of at most 64 KB and Idempotency-Key on POST come from app.ts and the API's middleware.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { ApiError } from '../../../shared/api/errors.js';
import { idParams } from '../../../shared/api/queries.js';
import { safeLocalPath } from '../../../shared/local-path.js';
import { formatMoney } from '../../../shared/format/money.js';
import {
  BASKET_PATH,
  ORDERS_PATH,
  basketItemBody,
  basketItemParams,
  basketMergeBody,
  basketQuantityBody,
  orderCreateBody,
  type Basket,
  type BasketMergeResult,
} from '../../../shared/api/orders/contract.js';
import { MAX_BASKET_ITEMS, type PaymentProvider } from '../../../shared/payments/orders.js';
import { mergeBasket, putBasketItem, readBasket, removeBasketItem, setBasketQuantity } from '../../domain/orders/basket.js';
import { cancelOwnOrder, placeOrder } from '../../domain/orders/orders.js';
import { inTransaction } from '../../sql/transaction.js';
import { checkoutUrlFor, providerAvailable } from '../../payments/settings.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';

export function orderRoutes(router: Router, kit: ApiKit): void {
  const db = kit.db;
  const serviceIdOf = (req: Request, res: Response): number => kit.paramsOf(basketItemParams, req, res).serviceId;
  const basketOf = (res: Response, userId: number): Promise<Basket> => readBasket(db, userId, apiLanguageOf(res));

  const items = `${BASKET_PATH}/items`;
  const oneItem = `${items}/:serviceId`;
  const merge = `${BASKET_PATH}/merge`;

  router.post(items, kit.requireUser, kit.validateBody(basketItemBody), async (req, res) => {
    const { serviceId, quantity } = req.body as { serviceId: number; quantity: number };
    const userId = await kit.userOf(req, res);
    const done = await inTransaction(db, (tx) => putBasketItem(tx, userId, serviceId, quantity, 'add'));
    if (done === 'unknown_service') throw kit.notFound(res);
    if (done === 'basket_full') throw kit.messages.fail(apiLanguageOf(res), 409, 'basket_full', undefined, { max: MAX_BASKET_ITEMS });
    // No IKPU/MXIK code yet: no fiscal receipt could be made for it (ADR 016).
    if (done === 'not_sellable') throw kit.messages.fail(apiLanguageOf(res), 409, 'service_not_sellable');
    if (done === 'price_on_request') throw kit.messages.fail(apiLanguageOf(res), 409, 'price_on_request');
    if (done === 'not_countable') throw kit.messages.fail(apiLanguageOf(res), 422, 'quantity_not_countable');
    res.json(await basketOf(res, userId));
  });

  /** The path's service id is checked before the body, so a bad id is named as such. */
  const checkServiceId: RequestHandler = (req, res, next) => {
    serviceIdOf(req, res);
    next();
  };

  router.patch(oneItem, kit.requireUser, checkServiceId, kit.validateBody(basketQuantityBody), async (req, res) => {
    const serviceId = serviceIdOf(req, res);
    const userId = await kit.userOf(req, res);
    const { quantity } = req.body as { quantity: number };
    const set = await setBasketQuantity(db, userId, serviceId, quantity);
    if (set === 'not_countable') throw kit.messages.fail(apiLanguageOf(res), 422, 'quantity_not_countable');
    if (!set) throw kit.notFound(res);
    res.json(await basketOf(res, userId));
  });

  router.delete(oneItem, kit.requireUser, async (req, res) => {
    const serviceId = serviceIdOf(req, res);
    const userId = await kit.userOf(req, res);
    await removeBasketItem(db, userId, serviceId);
    res.json(await basketOf(res, userId));
  });

  router.post(merge, kit.requireUser, kit.validateBody(basketMergeBody), async (req, res) => {
    const { items: guest } = req.body as { items: Array<{ serviceId: number; quantity: number }> };
    const userId = await kit.userOf(req, res);
    const merged = await inTransaction(db, (tx) => mergeBasket(tx, userId, guest));
    const body: BasketMergeResult = { basket: await basketOf(res, userId), merged };
    res.json(body);
  });

  router.post(ORDERS_PATH, kit.requireUser, kit.validateBody(orderCreateBody), async (req, res) => {
    const lang = apiLanguageOf(res);
    const input = req.body as { provider: PaymentProvider; expectedTotal?: number; shareContact?: boolean };
    const settings = kit.payments;
    if (!settings || !providerAvailable(settings, input.provider)) throw kit.messages.fail(lang, 503, 'payments_unavailable');
    const placed = await placeOrder(db, await kit.userOf(req, res), input, lang, (order) => checkoutUrlFor(settings, order));
    if (!placed.ok) {
      if (placed.reason === 'price_changed') {
        const message = kit.messages.error(lang, 'price_changed', { total: formatMoney(placed.basket.total, lang) });
        throw new ApiError(409, 'price_changed', message, undefined, { current: placed.basket });
      }
      if (placed.reason === 'price_on_request' || placed.reason === 'quantity_not_countable') {
        const key = placed.reason === 'price_on_request' ? 'prices_on_request' : 'quantities_not_countable';
        throw new ApiError(
          placed.reason === 'price_on_request' ? 409 : 422,
          placed.reason,
          kit.messages.text(lang, key, { titles: placed.titles.join(', ') }),
          undefined,
          { current: { titles: placed.titles } },
        );
      }
      if (placed.reason === 'service_not_sellable') {
        throw new ApiError(409, 'service_not_sellable', kit.messages.text(lang, 'services_not_sellable', { titles: placed.titles.join(', ') }), undefined, {
          current: { titles: placed.titles },
        });
      }
      throw kit.messages.fail(lang, placed.reason === 'basket_empty' ? 409 : 422, placed.reason);
    }
    res
      .status(201)
      .location(safeLocalPath(`/api/v1${ORDERS_PATH}/${placed.order.id}`))
      .json(placed.order);
  });

  const cancelPath = `${ORDERS_PATH}/:id/cancel`;
  router.post(cancelPath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const { id } = kit.paramsOf(idParams, req, res);
    const done = await cancelOwnOrder(db, await kit.userOf(req, res), id, lang);
    if (!done) throw kit.notFound(res);
    if (!done.ok) {
      const key = done.reason === 'payment_in_progress' ? 'order_payment_in_progress' : 'order_not_cancellable';
      throw new ApiError(409, 'order_not_cancellable', kit.messages.text(lang, key), undefined, { current: done.order });
    }
    res.json(done.order);
  });

  router.all(items, methodNotAllowed(kit.messages, 'POST'));
  router.all(oneItem, methodNotAllowed(kit.messages, 'PATCH, DELETE'));
  router.all(merge, methodNotAllowed(kit.messages, 'POST'));
  router.all(ORDERS_PATH, methodNotAllowed(kit.messages, 'GET, HEAD, POST'));
  router.all(cancelPath, methodNotAllowed(kit.messages, 'POST'));
}
