/**
 * The orders' operations (issue 12, ADR 012): the basket, the client's orders and the specialist's
 * sales (server/domain/orders). Besides the reads (GET /me/basket, /me/orders, /me/orders/{id},
 * /me/sales, /me/sales/{id}):
 *
 * - POST   /me/basket/items              {serviceId, quantity?} → 200 the basket (adds to what is there);
 *                                        404 for a service not on sale; 409 basket_full (MAX_BASKET_ITEMS),
 *                                        409 service_not_sellable (no IKPU/MXIK code yet, ADR 016)
 * - PATCH  /me/basket/items/{serviceId}  {quantity} → 200 the basket; 404 when it is not in the basket
 * - DELETE /me/basket/items/{serviceId}  → 200 the basket (one that was not there is fine)
 * - POST   /me/basket/merge              {items:[{serviceId, quantity}]} → 200 {basket, merged}
 *   (POST items and PATCH: 409 price_on_request for a service whose "from" price is agreed before work,
 *   422 quantity_not_countable for more than one of a service not sold by the unit; issue 29)
 * - POST   /me/orders                    {provider, expectedTotal?, shareContact?} → 201 the order with its
 *                                        checkoutUrl, Location: the order; 503 payments_unavailable without
 *                                        the provider; 409 basket_empty, 409 price_changed (error.current: the
 *                                        basket now), 409 service_not_sellable, 409 price_on_request,
 *                                        422 quantity_not_countable (error.current.titles)
 * - POST   /me/orders/{id}/cancel        → 200 the order, cancelled; 409 order_not_cancellable once paid or
 *                                        cancelled, or while a provider holds a payment of it (error.current: the order)
 * - POST   /me/orders/{id}/confirm       → 200 the order, completed; 409 fulfilment_invalid_transition
 *                                        (error.current {fulfilment, allowed: []}) unless it is done
 * - POST   /me/orders/{id}/dispute       {text} → 201 {ticketId, order}; 409 dispute_not_allowed unless done
 *                                        less than 7 days ago and not disputed yet
 * - POST   /me/sales/{orderId}/status    {fulfilment: "in_progress" | "done"} → 200 the sale; 404 unless a
 *                                        paid order with the signed-in specialist's service; 409
 *                                        fulfilment_invalid_transition with error.current {fulfilment, allowed}
 * - POST   /me/sales/{orderId}/undo      → 200 the sale, its last move undone (in_progress → waiting, done →
 *                                        in_progress) within UNDO_WINDOW_MS (10 minutes) of it; 404 as above;
 *                                        409 fulfilment_undo_closed with error.current {fulfilment, allowed}
 *                                        once the window is over or the client confirmed or disputed
 *
 * Another user's order or sale is 404 alike. CSRF, the write rate limit, JSON bodies of at most
 * 64 KB and Idempotency-Key on POST come from app.ts and the API's middleware.
 */
import { ApiError } from '../../../shared/api/errors.js';
import { fillPath } from '../../../shared/api/operation-kit.js';
import { API_OPERATIONS } from '../../../shared/api/operations.js';
import type { BasketMergeResult } from '../../../shared/api/orders/contract.js';
import { formatMoney } from '../../../shared/format/money.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { safeLocalPath } from '../../../shared/local-path.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { UNDO_WINDOW_MS, type Fulfilment, type SpecialistMove } from '../../../shared/payments/fulfilment.js';
import { MAX_BASKET_ITEMS, orderNumber } from '../../../shared/payments/orders.js';
import { mergeBasket, putBasketItem, readBasket, removeBasketItem, setBasketQuantity } from '../../domain/orders/basket.js';
import { confirmOwnOrder, disputeOwnOrder, getOwnSale, listOwnSales, moveOwnSale, undoOwnSaleMove } from '../../domain/orders/fulfilment.js';
import { cancelOwnOrder, getOwnOrder, listOwnOrders, placeOrder } from '../../domain/orders/orders.js';
import { checkoutUrlFor, providerAvailable } from '../../payments/settings.js';
import { inTransaction } from '../../sql/transaction.js';
import { Reply, type AreaHandlers, type HandlerSetup } from '../handler.js';
import type { ApiMessages } from '../messages.js';

type Translate = ReturnType<typeof createTranslator>['t'];

export function orderHandlers(setup: HandlerSetup) {
  const translators = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, setup.resources).t])) as Record<Locale, Translate>;
  /** A move the order's fulfilment cannot make from where it is: 409 naming the state, with the moves it can make. */
  const invalidMove = (messages: ApiMessages, lang: Locale, from: Fulfilment, allowed: readonly SpecialistMove[]): ApiError => {
    const status = translators[lang](`basket:fulfilment.state.${from}`);
    return new ApiError(409, 'fulfilment_invalid_transition', messages.error(lang, 'fulfilment_invalid_transition', { status }), undefined, {
      current: { fulfilment: from, allowed },
    });
  };

  return {
    getBasket: (_input, { db, lang, userId }) => readBasket(db, userId, lang),

    addBasketItem: async ({ body }, ctx) => {
      const { db, userId } = ctx;
      const done = await inTransaction(db, (tx) => putBasketItem(tx, userId, body.serviceId, body.quantity, 'add'));
      if (done === 'unknown_service') throw ctx.notFound();
      if (done === 'basket_full') throw ctx.fail(409, 'basket_full', undefined, { max: MAX_BASKET_ITEMS });
      // No IKPU/MXIK code yet: no fiscal receipt could be made for it (ADR 016).
      if (done === 'not_sellable') throw ctx.fail(409, 'service_not_sellable');
      if (done === 'price_on_request') throw ctx.fail(409, 'price_on_request');
      if (done === 'not_countable') throw ctx.fail(422, 'quantity_not_countable');
      return readBasket(db, userId, ctx.lang);
    },

    setBasketQuantity: async ({ params, body }, ctx) => {
      const { db, userId } = ctx;
      const set = await setBasketQuantity(db, userId, params.serviceId, body.quantity);
      if (set === 'not_countable') throw ctx.fail(422, 'quantity_not_countable');
      if (!set) return null;
      return readBasket(db, userId, ctx.lang);
    },

    removeBasketItem: async ({ params }, { db, lang, userId }) => {
      await removeBasketItem(db, userId, params.serviceId);
      return readBasket(db, userId, lang);
    },

    mergeBasket: async ({ body }, { db, lang, userId }) => {
      const merged = await inTransaction(db, (tx) => mergeBasket(tx, userId, body.items));
      const result: BasketMergeResult = { basket: await readBasket(db, userId, lang), merged };
      return result;
    },

    listOwnOrders: ({ query }, { db, lang, userId }) => listOwnOrders(db, userId, query, lang),
    getOwnOrder: ({ params }, { db, lang, userId }) => getOwnOrder(db, userId, params.id, lang),

    placeOrder: async ({ body }, ctx) => {
      const { db, lang, messages } = ctx;
      const settings = ctx.payments;
      if (!settings || !providerAvailable(settings, body.provider)) throw ctx.fail(503, 'payments_unavailable');
      const placed = await placeOrder(db, ctx.userId, body, lang, (order) => checkoutUrlFor(settings, order));
      if (!placed.ok) {
        if (placed.reason === 'price_changed') {
          const message = messages.error(lang, 'price_changed', { total: formatMoney(placed.basket.total, lang) });
          throw new ApiError(409, 'price_changed', message, undefined, { current: placed.basket });
        }
        if (placed.reason === 'price_on_request' || placed.reason === 'quantity_not_countable') {
          const key = placed.reason === 'price_on_request' ? 'prices_on_request' : 'quantities_not_countable';
          throw new ApiError(
            placed.reason === 'price_on_request' ? 409 : 422,
            placed.reason,
            messages.text(lang, key, { titles: placed.titles.join(', ') }),
            undefined,
            { current: { titles: placed.titles } },
          );
        }
        if (placed.reason === 'service_not_sellable') {
          throw new ApiError(409, 'service_not_sellable', messages.text(lang, 'services_not_sellable', { titles: placed.titles.join(', ') }), undefined, {
            current: { titles: placed.titles },
          });
        }
        throw ctx.fail(placed.reason === 'basket_empty' ? 409 : 422, placed.reason);
      }
      const location = safeLocalPath(`/api/v1${fillPath('getOwnOrder', API_OPERATIONS.getOwnOrder.path, { id: placed.order.id })}`);
      return new Reply(placed.order, 201, { Location: location });
    },

    cancelOrder: async ({ params }, ctx) => {
      const { lang } = ctx;
      const done = await cancelOwnOrder(ctx.db, ctx.userId, params.id, lang);
      if (!done) return null;
      if (!done.ok) {
        const key = done.reason === 'payment_in_progress' ? 'order_payment_in_progress' : 'order_not_cancellable';
        throw new ApiError(409, 'order_not_cancellable', ctx.messages.text(lang, key), undefined, { current: done.order });
      }
      return done.order;
    },

    confirmOrder: async ({ params }, ctx) => {
      const { db, lang, userId } = ctx;
      const done = await confirmOwnOrder(db, userId, params.id);
      if (!done) return null;
      if (!done.ok) throw invalidMove(ctx.messages, lang, done.from, []);
      return getOwnOrder(db, userId, params.id, lang);
    },

    disputeOrder: async ({ params, body }, ctx) => {
      const { db, lang, userId } = ctx;
      const { id } = params;
      const subject = translators[lang]('basket:fulfilment.ticketSubject', { number: orderNumber(id) });
      const done = await disputeOwnOrder(db, userId, id, { text: body.text, subject, locale: lang });
      if (!done) return null;
      if (!done.ok) throw ctx.fail(409, 'dispute_not_allowed');
      const order = await getOwnOrder(db, userId, id, lang);
      // The dispute was just made of it, so the order is there.
      if (!order) return null;
      return { ticketId: done.ticketId, order };
    },

    listOwnSales: (_input, { db, lang, userId }) => listOwnSales(db, userId, lang),
    getOwnSale: ({ params }, { db, lang, userId }) => getOwnSale(db, userId, params.id, lang),

    setSaleStatus: async ({ params, body }, ctx) => {
      const moved = await moveOwnSale(ctx.db, ctx.userId, params.id, body.fulfilment, ctx.lang);
      if (!moved) return null;
      if (!moved.ok) throw invalidMove(ctx.messages, ctx.lang, moved.from, moved.allowed);
      return moved.sale;
    },

    undoSaleStatus: async ({ params }, ctx) => {
      const { lang } = ctx;
      const undone = await undoOwnSaleMove(ctx.db, ctx.userId, params.id, lang);
      if (!undone) return null;
      if (!undone.ok) {
        const message = ctx.messages.error(lang, 'fulfilment_undo_closed', { minutes: UNDO_WINDOW_MS / 60_000 });
        throw new ApiError(409, 'fulfilment_undo_closed', message, undefined, { current: { fulfilment: undone.from, allowed: undone.allowed } });
      }
      return undone.sale;
    },
  } satisfies AreaHandlers;
}
