/**
 * Click's Prepare and Complete on the database (docs/protocols.md §3, ADR 012). Each runs in one
 * transaction with the order's row locked, then the payment's: two Completes at once pay once.
 * A Click payment is a `payments` row keyed by click_trans_id; its id is our merchant_prepare_id
 * and merchant_confirm_id.
 */
import type { Queryable } from '../db/adapter.js';
import type { ClickErrorName } from '../../shared/payments/click.js';
import type { StoredPaymentState } from '../../shared/payments/payme.js';
import { CLICK_PREPARE_TTL_MS } from '../../shared/payments/click.js';
import { inTransaction } from '../sql/transaction.js';

export type ClickOutcome = { ok: true; paymentId: number } | { ok: false; error: ClickErrorName; paymentId?: number };

interface OrderRow {
  id: number;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  total: number;
  expired: boolean;
  provider: 'payme' | 'click';
}

interface PaymentRow {
  id: number;
  order_id: number;
  state: StoredPaymentState;
  amount: number;
}

const AT = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 millisecond')`;

async function lockOrder(tx: Queryable, orderId: number, now: number): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(`SELECT id, status, total, expires_at <= ${AT('$2')} AS expired, provider FROM orders WHERE id = $1 FOR UPDATE`, [
    orderId,
    now,
  ]);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), total: Number(row.total) } : null;
}

/**
 * Cancels the order's Click prepares older than CLICK_PREPARE_TTL_MS that were never completed
 * (ADR 012): Click completes a payment within seconds of its prepare, so one that old was given
 * up, and it no longer holds the order against the payer's cancel or another payment. Call it
 * with the order's row locked. Answers how many it cancelled.
 */
export async function expireStaleClickPrepares(tx: Queryable, orderId: number, now: number): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE payments SET state = 'cancelled', cancelled_at = ${AT('$2')}, details = details || '{"expired":true}'::jsonb
      WHERE order_id = $1 AND provider = 'click' AND state = 'created' AND created_at <= ${AT('$2')} - $3::bigint * interval '1 millisecond'
      RETURNING id`,
    [orderId, now, CLICK_PREPARE_TTL_MS],
  );
  return rows.length;
}

async function lockClickPayment(tx: Queryable, clickTransId: string): Promise<PaymentRow | null> {
  const { rows } = await tx.query<PaymentRow>(
    "SELECT id, order_id, state, amount FROM payments WHERE provider = 'click' AND provider_transaction_id = $1 FOR UPDATE",
    [clickTransId],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), order_id: Number(row.order_id), amount: Number(row.amount) } : null;
}

export interface ClickPrepareInput {
  clickTransId: string;
  clickPaydocId: string;
  orderId: number;
  /** Tiyin, read exactly from the posted so'm. */
  amount: number;
  /** Click's own error for this payment (< 0: it failed on Click's side). */
  clickError: number;
  signTime: string;
}

export function clickPrepare(db: Queryable, input: ClickPrepareInput, now: number): Promise<ClickOutcome> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId, now);
    // An order placed to be paid with Payme is not Click's to find (ADR 012).
    if (order?.provider !== 'click') return { ok: false, error: 'orderNotFound' };
    if (input.amount !== order.total) return { ok: false, error: 'wrongAmount' };
    await expireStaleClickPrepares(tx, order.id, now);
    const existing = await lockClickPayment(tx, input.clickTransId);
    if (existing) {
      if (existing.order_id !== order.id) return { ok: false, error: 'transactionNotFound' };
      if (existing.state === 'created') return { ok: true, paymentId: existing.id };
      return { ok: false, error: existing.state === 'performed' ? 'alreadyPaid' : 'cancelled', paymentId: existing.id };
    }
    if (order.status === 'paid') return { ok: false, error: 'alreadyPaid' };
    if (order.status !== 'pending' || order.expired || input.clickError < 0) return { ok: false, error: 'cancelled' };
    const { rows: busy } = await tx.query("SELECT 1 FROM payments WHERE order_id = $1 AND state = 'created'", [order.id]);
    if (busy.length > 0) return { ok: false, error: 'updateFailed' };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, details)
       VALUES ($1, 'click', $2, $3, 'created', ${AT('$4')}, ${AT('$4')}, $5) RETURNING id`,
      [order.id, input.clickTransId, input.amount, now, JSON.stringify({ click_paydoc_id: input.clickPaydocId, sign_time: input.signTime })],
    );
    return { ok: true, paymentId: Number(rows[0]!.id) };
  });
}

export interface ClickCompleteInput extends ClickPrepareInput {
  prepareId: number;
}

export function clickComplete(db: Queryable, input: ClickCompleteInput, now: number): Promise<ClickOutcome> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId, now);
    if (order?.provider !== 'click') return { ok: false, error: 'orderNotFound' };
    // A prepare past its bound is cancelled first: its Complete then answers -9 (cancelled).
    await expireStaleClickPrepares(tx, order.id, now);
    const payment = await lockClickPayment(tx, input.clickTransId);
    if (!payment || payment.id !== input.prepareId || payment.order_id !== order.id) return { ok: false, error: 'transactionNotFound' };
    if (input.amount !== payment.amount || input.amount !== order.total) return { ok: false, error: 'wrongAmount', paymentId: payment.id };
    if (payment.state === 'performed') return { ok: false, error: 'alreadyPaid', paymentId: payment.id };
    if (payment.state !== 'created') return { ok: false, error: 'cancelled', paymentId: payment.id };
    if (input.clickError < 0) {
      // Click could not debit: the payment is cancelled and the order free to be paid again.
      await tx.query(`UPDATE payments SET state = 'cancelled', cancelled_at = ${AT('$2')}, details = details || $3::jsonb WHERE id = $1`, [
        payment.id,
        now,
        JSON.stringify({ click_error: input.clickError }),
      ]);
      return { ok: false, error: 'cancelled', paymentId: payment.id };
    }
    if (order.status === 'paid') return { ok: false, error: 'alreadyPaid', paymentId: payment.id };
    if (order.status !== 'pending') return { ok: false, error: 'cancelled', paymentId: payment.id };
    await tx.query(`UPDATE payments SET state = 'performed', performed_at = ${AT('$2')} WHERE id = $1`, [payment.id, now]);
    await tx.query(`UPDATE orders SET status = 'paid', paid_at = ${AT('$2')} WHERE id = $1`, [order.id, now]);
    return { ok: true, paymentId: payment.id };
  });
}

/**
 * Click reversed a performed payment through its Merchant API (support's refund of a disputed
 * order, ADR 012): the payment is cancelled after perform and the order refunded, at `now`, as
 * Payme's CancelTransaction leaves a refunded order. Call it with the order's row, then the
 * payment's, locked, after Click answered error_code 0. False when either had changed meanwhile.
 */
export async function recordClickReversal(tx: Queryable, input: { orderId: number; paymentId: number; now: number }): Promise<boolean> {
  const { rowCount: payment } = await tx.query(
    `UPDATE payments SET state = 'cancelled_after_perform', cancelled_at = ${AT('$3')}, details = details || '{"reversed":true}'::jsonb
      WHERE id = $1 AND order_id = $2 AND provider = 'click' AND state = 'performed'`,
    [input.paymentId, input.orderId, input.now],
  );
  if (payment !== 1) return false;
  const { rowCount: order } = await tx.query(`UPDATE orders SET status = 'refunded', refunded_at = ${AT('$2')} WHERE id = $1 AND status = 'paid'`, [
    input.orderId,
    input.now,
  ]);
  return order === 1;
}
