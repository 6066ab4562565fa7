/**
 * Orders (tables `orders`, `order_items`, `payments`; migrations 0005, 0010; ADR 012): placed from
 * the basket with their items and prices frozen, listed and read by their owner only. A pending
 * order past `expires_at` reads as expired. Providers move orders through server/payments.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { Basket, OrderPayment, OwnOrder, OwnOrderCard, OwnOrderItem, OwnOrderList } from '../../../shared/api/orders/contract.js';
import type { ServiceProvider } from '../../../shared/api/types.js';
import { isReviewable } from '../../../shared/reviews/rules.js';
import { MAX_ORDER_TIYIN } from '../../../shared/payments/money.js';
import { ORDER_TTL_MS, effectiveOrderState, orderNumber, type PaymentProvider, type StoredOrderState } from '../../../shared/payments/orders.js';
import { readBasket } from './basket.js';
import { expireStaleClickPrepares } from '../../payments/click.js';
import { orderReceipt } from './receipts.js';
import { inTransaction } from '../../sql/transaction.js';
import { FULFILMENT_COLUMNS, fulfilmentOf, type FulfilmentRow } from './fulfilment.js';
import { reviewsOfOrder, toOwnReview } from '../reviews/reviews.js';
import { QUOTE_REF_COLUMNS, quoteRefOf, type QuoteRefRow } from '../messages/quote-state.js';

interface OrderRow extends FulfilmentRow {
  id: number;
  status: StoredOrderState;
  provider: PaymentProvider;
  total: number;
  item_count: number;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
  refunded_at: Date | null;
  checkout_url: string | null;
  share_contact: boolean;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

interface SellerRow {
  nickname: string | null;
  specialist_name: string | null;
  avatar_hue: number | null;
  photo_url: string | null;
  specialist_verified: boolean | null;
  law_firm_id: number | null;
  law_firm_name: string | null;
  logo_hue: number | null;
  logo_url: string | null;
  law_firm_verified: boolean | null;
}

/** The specialist or firm whose service an item is; null once the service is gone. */
function sellerOf(row: SellerRow): ServiceProvider | null {
  if (row.nickname !== null) {
    return {
      kind: 'specialist',
      nickname: row.nickname,
      name: row.specialist_name ?? '',
      avatarHue: row.avatar_hue ?? 0,
      photoUrl: row.photo_url,
      verified: row.specialist_verified === true,
    };
  }
  if (row.law_firm_id !== null) {
    return {
      kind: 'lawfirm',
      id: Number(row.law_firm_id),
      name: row.law_firm_name ?? '',
      logoHue: row.logo_hue ?? 0,
      logoUrl: row.logo_url,
      verified: row.law_firm_verified === true,
    };
  }
  return null;
}

function toCard(row: OrderRow, now: Date): OwnOrderCard {
  return {
    id: Number(row.id),
    number: orderNumber(Number(row.id)),
    state: effectiveOrderState(row.status, row.expires_at, now),
    provider: row.provider,
    amount: Number(row.total),
    itemCount: Number(row.item_count),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: iso(row.paid_at),
  };
}

const ORDER_COLUMNS = `o.id, o.status, o.provider, o.total, o.created_at, o.expires_at, o.paid_at, o.cancelled_at, o.refunded_at, o.checkout_url,
  o.share_contact, ${FULFILMENT_COLUMNS},
  (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count`;

/** One page of the user's orders, newest first. */
export async function listOwnOrders(db: Queryable, userId: number, query: { page: number; pageSize: number }, _lang: Locale): Promise<OwnOrderList> {
  const [page, count] = await Promise.all([
    db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]),
  ]);
  const now = new Date();
  return { items: page.rows.map((row) => toCard(row, now)), total: count.rows[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One of the user's orders with its items and payments; null for anyone else's or none. */
export async function getOwnOrder(db: Queryable, userId: number, id: number, lang: Locale): Promise<OwnOrder | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2`, [id, userId]);
  const row = rows[0];
  if (!row) return null;
  const [items, payments, reviews] = await Promise.all([
    db.query<
      { id: number; service_id: number | null; title: string; unit_price: number; quantity: number; conversation_id: number | null } & SellerRow & QuoteRefRow
    >(
      // Who sells each item, as the service names it now (issue 29: the order page names each seller).
      `SELECT oi.id, oi.service_id, l10n_text(oi.title, $2) AS title, oi.unit_price, oi.quantity,
              sp.nickname, l10n_text(sp.first_name, $2) || ' ' || l10n_text(sp.last_name, $2) AS specialist_name, sp.avatar_hue, sp.photo_url,
              sp.verified AS specialist_verified, lf.id AS law_firm_id, l10n_text(lf.name, $2) AS law_firm_name, lf.logo_hue, lf.logo_url,
              lf.verified AS law_firm_verified, ${QUOTE_REF_COLUMNS},
              (SELECT c.id FROM conversations c WHERE c.order_id = oi.order_id AND c.specialist_id = sv.specialist_id) AS conversation_id
         FROM order_items oi
         LEFT JOIN quotes q ON q.id = oi.quote_id
         LEFT JOIN services sv ON sv.id = oi.service_id
         LEFT JOIN specialists sp ON sp.id = sv.specialist_id
         LEFT JOIN law_firms lf ON lf.id = sv.law_firm_id
        WHERE oi.order_id = $1 ORDER BY oi.id`,
      [id, lang],
    ),
    db.query<{
      provider: PaymentProvider;
      provider_transaction_id: string;
      state: OrderPayment['state'];
      amount: number;
      created_at: Date;
      performed_at: Date | null;
      cancelled_at: Date | null;
    }>(
      'SELECT provider, provider_transaction_id, state, amount, created_at, performed_at, cancelled_at FROM payments WHERE order_id = $1 ORDER BY created_at, id',
      [id],
    ),
    reviewsOfOrder(db, id, lang),
  ]);
  const now = new Date();
  const card = toCard(row, now);
  const fulfilment = fulfilmentOf(row, now);
  // One review per item, once the order's work is done (fulfilment is per order, ADR 012).
  const reviewable = isReviewable(card.state, fulfilment.state);
  return {
    ...card,
    items: items.rows.map((item): OwnOrderItem => {
      const review = reviews.get(Number(item.id));
      return {
        id: Number(item.id),
        serviceId: item.service_id === null ? null : Number(item.service_id),
        title: item.title,
        unitPrice: Number(item.unit_price),
        quantity: item.quantity,
        lineTotal: Number(item.unit_price) * item.quantity,
        seller: sellerOf(item),
        quote: quoteRefOf(item),
        conversationId: item.conversation_id === null ? null : Number(item.conversation_id),
        // A service that is gone cannot be reviewed (whose work it was is unknown).
        review: { canReview: !review && reviewable && item.service_id !== null, review: review ? toOwnReview(review, now) : null },
      };
    }),
    payments: payments.rows.map(
      (payment): OrderPayment => ({
        provider: payment.provider,
        transactionId: payment.provider_transaction_id,
        state: payment.state,
        amount: Number(payment.amount),
        createdAt: payment.created_at.toISOString(),
        performedAt: iso(payment.performed_at),
        cancelledAt: iso(payment.cancelled_at),
      }),
    ),
    cancelledAt: iso(row.cancelled_at),
    refundedAt: iso(row.refunded_at),
    checkoutUrl: card.state === 'pending' ? row.checkout_url : null,
    shareContact: row.share_contact,
    fulfilment,
    // What a fiscal receipt prints, once there is a payment to show it for (ADR 016).
    receipt: card.state === 'paid' || card.state === 'refunded' ? await orderReceipt(db, id, lang) : null,
  };
}

/** What the payer is sent to: the provider's checkout for this order. */
export type CheckoutUrlOf = (order: { id: number; amount: number; provider: PaymentProvider; lang: Locale }) => string;

/** A specialist's name as the receipt prints it, in every language (first and last name). */
const SPECIALIST_NAME = `CASE WHEN sp.id IS NOT NULL THEN jsonb_build_object(
  'uz', l10n_text(sp.first_name, 'uz') || ' ' || l10n_text(sp.last_name, 'uz'),
  'ru', l10n_text(sp.first_name, 'ru') || ' ' || l10n_text(sp.last_name, 'ru'),
  'en', l10n_text(sp.first_name, 'en') || ' ' || l10n_text(sp.last_name, 'en')) END`;

export type PlaceOrderResult =
  | { ok: true; order: OwnOrder }
  | { ok: false; reason: 'basket_empty' | 'order_too_large' }
  | { ok: false; reason: 'service_not_sellable' | 'price_on_request' | 'quantity_not_countable'; titles: string[] }
  | { ok: false; reason: 'price_changed'; basket: Basket };

/**
 * Places an order from the user's basket, in one transaction with the basket locked: the available
 * items at today's prices are copied (titles in every language, prices frozen), the basket is
 * emptied, and the order waits 12 hours for its payment. A free order is paid at once.
 */
export async function placeOrder(
  db: Queryable,
  userId: number,
  input: { provider: PaymentProvider; expectedTotal?: number | undefined; shareContact?: boolean | undefined },
  lang: Locale,
  checkoutUrlOf: CheckoutUrlOf,
): Promise<PlaceOrderResult> {
  return inTransaction(db, async (tx) => {
    const { rows: basket } = await tx.query<{ id: number }>('SELECT id FROM baskets WHERE user_id = $1 FOR UPDATE', [userId]);
    const basketId = basket[0]?.id;
    const current = await readBasket(tx, userId, lang);
    const items = current.items.filter((item) => item.available);
    if (basketId === undefined || items.length === 0) return { ok: false, reason: 'basket_empty' };
    if (input.expectedTotal !== undefined && input.expectedTotal !== current.total) return { ok: false, reason: 'price_changed', basket: current };
    if (current.total > MAX_ORDER_TIYIN) return { ok: false, reason: 'order_too_large' };
    // A "from" price is agreed before work, and a quantity only counts what is sold by the unit (issue 29).
    // An accepted quote is how a "from" price is bought (issue 31).
    const onRequest = items.filter((item) => item.priceKind === 'from' && item.quote === null);
    if (onRequest.length > 0) return { ok: false, reason: 'price_on_request', titles: onRequest.map((item) => item.title) };
    const uncountable = items.filter((item) => !item.countable && item.quantity > 1);
    if (uncountable.length > 0) return { ok: false, reason: 'quantity_not_countable', titles: uncountable.map((item) => item.title) };

    // A fiscal receipt names every line's IKPU/MXIK code: a service without one cannot be sold (ADR 016).
    const { rows: uncoded } = await tx.query<{ title: string }>(
      'SELECT l10n_text(title, $2) AS title FROM services WHERE id = ANY($1::bigint[]) AND ikpu_code IS NULL ORDER BY id',
      [items.map((item) => item.serviceId), lang],
    );
    if (uncoded.length > 0) return { ok: false, reason: 'service_not_sellable', titles: uncoded.map((row) => row.title) };

    const now = new Date(Math.floor(Date.now()));
    const free = current.total === 0;
    const { rows: placed } = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, total, locale, provider, created_at, expires_at, paid_at, share_contact)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        userId,
        free ? 'paid' : 'pending',
        current.total,
        lang,
        input.provider,
        now,
        new Date(now.getTime() + ORDER_TTL_MS),
        free ? now : null,
        input.shareContact === true,
      ],
    );
    const id = Number(placed[0]!.id);
    await tx.query(
      // The receipt's lines are frozen as bought: title, price, fiscal code and the seller (ADR 016).
      `INSERT INTO order_items (order_id, service_id, title, unit_price, quantity, ikpu_code, package_code, vat_percent, seller_name, seller_tin, seller_pinfl, quote_id)
       SELECT $1, sv.id, sv.title, u.price, u.quantity, sv.ikpu_code, sv.package_code, sv.vat_percent,
              coalesce(lf.name, ${SPECIALIST_NAME}), coalesce(lf.tin, sp.tin), CASE WHEN lf.id IS NULL AND sp.tin IS NULL THEN coalesce(sp.pinfl, su.pinfl) END,
              u.quote_id
         FROM unnest($2::bigint[], $3::int[], $4::bigint[], $5::bigint[]) WITH ORDINALITY AS u(service_id, quantity, price, quote_id, ord)
         JOIN services sv ON sv.id = u.service_id
         LEFT JOIN law_firms lf ON lf.id = sv.law_firm_id
         LEFT JOIN specialists sp ON sp.id = sv.specialist_id
         LEFT JOIN users su ON su.id = sp.user_id
        ORDER BY u.ord`,
      [
        id,
        items.map((item) => item.serviceId),
        items.map((item) => item.quantity),
        items.map((item) => item.price),
        items.map((item) => item.quote?.id ?? null),
      ],
    );
    if (!free) {
      await tx.query('UPDATE orders SET checkout_url = $2 WHERE id = $1', [id, checkoutUrlOf({ id, amount: current.total, provider: input.provider, lang })]);
    }
    await tx.query('DELETE FROM basket_items WHERE basket_id = $1', [basketId]);
    const order = await getOwnOrder(tx, userId, id, lang);
    return { ok: true, order: order! };
  });
}

export type CancelOrderResult = { ok: true; order: OwnOrder } | { ok: false; reason: 'not_pending' | 'payment_in_progress'; order: OwnOrder };

/**
 * The payer cancels an unpaid order (pending, or expired): refused while a provider holds a
 * payment of it in flight (the provider ends it first) and once it is paid, cancelled or refunded.
 * The order row is locked as the providers' calls lock it. Null: not the user's order.
 */
export function cancelOwnOrder(db: Queryable, userId: number, id: number, lang: Locale): Promise<CancelOrderResult | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ status: StoredOrderState }>('SELECT status FROM orders WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId]);
    const status = rows[0]?.status;
    if (status === undefined) return null;
    const current = async () => (await getOwnOrder(tx, userId, id, lang))!;
    if (status !== 'pending') return { ok: false, reason: 'not_pending', order: await current() };
    // A Click prepare never completed holds the order only for its bound (ADR 012).
    await expireStaleClickPrepares(tx, id, Date.now());
    const { rows: inFlight } = await tx.query("SELECT 1 FROM payments WHERE order_id = $1 AND state = 'created'", [id]);
    if (inFlight.length > 0) return { ok: false, reason: 'payment_in_progress', order: await current() };
    await tx.query("UPDATE orders SET status = 'cancelled', cancelled_at = date_trunc('milliseconds', now()) WHERE id = $1", [id]);
    return { ok: true, order: await current() };
  });
}
