/**
 * Orders (tables `orders`, `order_items`, `payments`; migrations 0005, 0010; ADR 012): placed from
 * the basket with their items and prices frozen, listed and read by their owner only. A pending
 * order past `expires_at` reads as expired. Providers move orders through server/payments.
 */
import type { Queryable } from '../db/adapter.js';
import type { Locale } from '../../shared/locales.js';
import type { Basket, OrderPayment, OwnOrder, OwnOrderCard, OwnOrderItem, OwnOrderList } from '../../shared/api/orders.js';
import { isReviewable } from '../../shared/reviews/rules.js';
import { MAX_ORDER_TIYIN } from '../../shared/payments/money.js';
import { ORDER_TTL_MS, effectiveOrderState, orderNumber, type PaymentProvider, type StoredOrderState } from '../../shared/payments/orders.js';
import { readBasket } from './basket.js';
import { inTransaction } from './transaction.js';
import { FULFILMENT_COLUMNS, fulfilmentOf, type FulfilmentRow } from './order-fulfilment.js';
import { reviewsOfOrder, toOwnReview } from './reviews.js';

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
    db.query<{ id: number; service_id: number | null; title: string; unit_price: number; quantity: number }>(
      'SELECT id, service_id, l10n_text(title, $2) AS title, unit_price, quantity FROM order_items WHERE order_id = $1 ORDER BY id',
      [id, lang],
    ),
    db.query<{ provider: PaymentProvider; provider_transaction_id: string; state: OrderPayment['state']; amount: number; created_at: Date; performed_at: Date | null; cancelled_at: Date | null }>(
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
  };
}

/** What the payer is sent to: the provider's checkout for this order. */
export type CheckoutUrlOf = (order: { id: number; amount: number; provider: PaymentProvider; lang: Locale }) => string;

export type PlaceOrderResult =
  | { ok: true; order: OwnOrder }
  | { ok: false; reason: 'basket_empty' | 'order_too_large' }
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

    const now = new Date(Math.floor(Date.now()));
    const free = current.total === 0;
    const { rows: placed } = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, total, locale, provider, created_at, expires_at, paid_at, share_contact)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [userId, free ? 'paid' : 'pending', current.total, lang, input.provider, now, new Date(now.getTime() + ORDER_TTL_MS), free ? now : null, input.shareContact === true],
    );
    const id = Number(placed[0]!.id);
    await tx.query(
      `INSERT INTO order_items (order_id, service_id, title, unit_price, quantity)
       SELECT $1, sv.id, sv.title, u.price, u.quantity
         FROM unnest($2::bigint[], $3::int[], $4::bigint[]) WITH ORDINALITY AS u(service_id, quantity, price, ord)
         JOIN services sv ON sv.id = u.service_id
        ORDER BY u.ord`,
      [id, items.map((item) => item.serviceId), items.map((item) => item.quantity), items.map((item) => item.price)],
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
    const { rows: inFlight } = await tx.query("SELECT 1 FROM payments WHERE order_id = $1 AND state = 'created'", [id]);
    if (inFlight.length > 0) return { ok: false, reason: 'payment_in_progress', order: await current() };
    await tx.query("UPDATE orders SET status = 'cancelled', cancelled_at = date_trunc('milliseconds', now()) WHERE id = $1", [id]);
    return { ok: true, order: await current() };
  });
}
