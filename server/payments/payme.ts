/**
 * Payme's Merchant API methods on the database (docs/protocols.md §2, ADR 012). Each runs in one
 * transaction with the order's row locked (SELECT … FOR UPDATE; the payment's row after it, always
 * in that order), so two PerformTransaction at once pay once. Every time Payme is answered with is
 * stored, to the millisecond, when first set, and read back for every repeat: repeated calls get
 * byte-identical answers. A transaction is our `payments` row; its number is the row's id.
 */
import type { Queryable } from '../db/adapter.js';
import type { PaymeErrorName, StoredPaymentState } from '../../shared/payments/payme.js';
import { PAYME_TIMEOUT_REASON, paymeState, paymeTimedOut } from '../../shared/payments/payme.js';
import type { Locale } from '../../shared/locales.js';
import { paymeReceiptDetail, type PaymeReceiptDetail } from '../../shared/payments/fiscal.js';
import { expireStaleClickPrepares } from './click.js';
import { inTransaction } from '../sql/transaction.js';

/** A method's outcome: its result object, or an error by name with what `data` names. */
export type PaymeOutcome<R> = { result: R } | { error: PaymeErrorName; data?: string };

/** The order, as Payme names it (`account.order_id`); already checked as a whole number. */
export interface PaymeAccount {
  orderId: number;
  /** The account object as Payme sent it, replayed in GetStatement. */
  raw: Record<string, unknown>;
}

interface OrderRow {
  id: number;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  total: number;
  expired: boolean;
  fulfilment: string;
  provider: 'payme' | 'click';
  locale: Locale;
  /** Support approved refunding the disputed order (ADR 012): a started work no longer blocks the refund. */
  refund_approved: boolean;
}

interface PaymentRow {
  id: number;
  order_id: number;
  provider_transaction_id: string;
  amount: number;
  state: StoredPaymentState;
  time: number;
  create_time: number;
  perform_time: number | null;
  cancel_time: number | null;
  cancel_reason: number | null;
  details: { account?: Record<string, unknown> };
}

const MS = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;
/** A 13-digit ms value as a timestamptz, exactly (no float on the way). */
const AT = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 millisecond')`;

const PAYMENT_COLUMNS = `id, order_id, provider_transaction_id, amount, state, details, cancel_reason,
  ${MS('provider_time')} AS time, ${MS('created_at')} AS create_time,
  ${MS('performed_at')} AS perform_time, ${MS('cancelled_at')} AS cancel_time`;

async function lockOrder(tx: Queryable, orderId: number, now: number): Promise<OrderRow | null> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT id, status, total, expires_at <= ${AT('$2')} AS expired, fulfilment, provider, locale,
            refund_approved_at IS NOT NULL AS refund_approved FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId, now],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), total: Number(row.total) } : null;
}

function toPayment(row: PaymentRow): PaymentRow {
  const n = (value: number | null) => (value === null ? null : Number(value));
  return {
    ...row,
    id: Number(row.id),
    order_id: Number(row.order_id),
    amount: Number(row.amount),
    time: Number(row.time),
    create_time: Number(row.create_time),
    perform_time: n(row.perform_time),
    cancel_time: n(row.cancel_time),
  };
}

/** Finds a Payme transaction by Payme's id, locking its order first and then itself. */
async function lockPayment(tx: Queryable, paymeId: string, now: number): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const { rows: found } = await tx.query<{ order_id: number }>("SELECT order_id FROM payments WHERE provider = 'payme' AND provider_transaction_id = $1", [
    paymeId,
  ]);
  const orderId = found[0]?.order_id;
  if (orderId === undefined) return null;
  const order = await lockOrder(tx, Number(orderId), now);
  const { rows } = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = 'payme' AND provider_transaction_id = $1 FOR UPDATE`, [
    paymeId,
  ]);
  const row = rows[0];
  return row && order ? { payment: toPayment(row), order } : null;
}

/** Why the order cannot take this payment now (null: it can). */
async function refusal(tx: Queryable, order: OrderRow | null, amount: number, exceptPaymeId: string | null, now: number): Promise<PaymeOutcome<never> | null> {
  if (!order) return { error: 'orderNotFound', data: 'order_id' };
  // An order is paid with the provider it was placed with (ADR 012).
  if (order.provider !== 'payme') return { error: 'orderOtherProvider', data: 'order_id' };
  if (order.status !== 'pending' || order.expired) return { error: 'orderNotPayable', data: 'order_id' };
  if (amount !== order.total) return { error: 'wrongAmount', data: 'amount' };
  // A Click prepare never completed holds the order only for its bound (ADR 012).
  await expireStaleClickPrepares(tx, order.id, now);
  const { rows } = await tx.query(
    `SELECT 1 FROM payments WHERE order_id = $1 AND state = 'created' AND NOT (provider = 'payme' AND provider_transaction_id = $2)`,
    [order.id, exceptPaymeId ?? ''],
  );
  if (rows.length > 0) return { error: 'orderBusy', data: 'order_id' };
  return null;
}

export interface CheckPerformResult {
  allow: true;
  /** The fiscal receipt's lines (ADR 016); absent only for an order bought before items kept their codes. */
  detail?: PaymeReceiptDetail;
}

/** The order's lines as its receipt prints them, in the order's language. */
async function receiptLines(tx: Queryable, order: OrderRow) {
  const { rows } = await tx.query<{
    title: string;
    unit_price: number;
    quantity: number;
    ikpu_code: string | null;
    package_code: string | null;
    vat_percent: number | null;
  }>('SELECT l10n_text(title, $2) AS title, unit_price, quantity, ikpu_code, package_code, vat_percent FROM order_items WHERE order_id = $1 ORDER BY id', [
    order.id,
    order.locale,
  ]);
  return rows.map((row) => ({
    title: row.title,
    unitPrice: Number(row.unit_price),
    quantity: row.quantity,
    code: row.ikpu_code,
    packageCode: row.package_code,
    vatPercent: row.vat_percent,
  }));
}

/** Whether Payme may take the amount for the order, with the receipt's lines for its fiscal receipt. */
export function checkPerformTransaction(db: Queryable, amount: number, account: PaymeAccount, now: number): Promise<PaymeOutcome<CheckPerformResult>> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, account.orderId, now);
    const refused = await refusal(tx, order, amount, null, now);
    if (refused) return refused;
    const detail = paymeReceiptDetail(await receiptLines(tx, order!));
    return { result: detail ? { allow: true, detail } : { allow: true } };
  });
}

export interface CreateResult {
  create_time: number;
  transaction: string;
  state: number;
}

/** Cancels a created transaction Payme let time out (reason 4); the order stays payable. */
async function timeOut(tx: Queryable, payment: PaymentRow, now: number): Promise<void> {
  await tx.query(`UPDATE payments SET state = 'cancelled', cancelled_at = ${AT('$2')}, cancel_reason = $3 WHERE id = $1`, [
    payment.id,
    now,
    PAYME_TIMEOUT_REASON,
  ]);
}

export function createTransaction(
  db: Queryable,
  input: { id: string; time: number; amount: number; account: PaymeAccount },
  now: number,
): Promise<PaymeOutcome<CreateResult>> {
  return inTransaction(db, async (tx) => {
    // The order first, then the transaction (the lock order of every method): a repeat of this
    // Create waits here and then finds the transaction the first one made.
    const order = await lockOrder(tx, input.account.orderId, now);
    const existing = await lockPayment(tx, input.id, now);
    if (existing) {
      const { payment } = existing;
      if (payment.state !== 'created') return { error: 'cannotPerform', data: 'id' };
      if (paymeTimedOut(payment.time, now)) {
        await timeOut(tx, payment, now);
        return { error: 'cannotPerform', data: 'id' };
      }
      return { result: { create_time: payment.create_time, transaction: String(payment.id), state: paymeState(payment.state) } };
    }
    const refused = await refusal(tx, order, input.amount, input.id, now);
    if (refused) return refused;
    if (paymeTimedOut(input.time, now)) return { error: 'cannotPerform', data: 'time' };
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO payments (order_id, provider, provider_transaction_id, amount, state, provider_time, created_at, details)
       VALUES ($1, 'payme', $2, $3, 'created', ${AT('$4')}, ${AT('$5')}, $6) RETURNING id`,
      [input.account.orderId, input.id, input.amount, input.time, now, JSON.stringify({ account: input.account.raw })],
    );
    return { result: { create_time: now, transaction: String(rows[0]!.id), state: paymeState('created') } };
  });
}

export interface PerformResult {
  transaction: string;
  perform_time: number;
  state: number;
}

export function performTransaction(db: Queryable, paymeId: string, now: number): Promise<PaymeOutcome<PerformResult>> {
  return inTransaction(db, async (tx) => {
    const found = await lockPayment(tx, paymeId, now);
    if (!found) return { error: 'transactionNotFound', data: 'id' };
    const { payment, order } = found;
    if (payment.state === 'performed')
      return { result: { transaction: String(payment.id), perform_time: payment.perform_time!, state: paymeState('performed') } };
    if (payment.state !== 'created') return { error: 'cannotPerform', data: 'id' };
    if (paymeTimedOut(payment.time, now)) {
      await timeOut(tx, payment, now);
      return { error: 'cannotPerform', data: 'id' };
    }
    // The order was taken by another payment meanwhile (cannot happen while this one is active).
    if (order.status !== 'pending') return { error: 'cannotPerform', data: 'id' };
    await tx.query(`UPDATE payments SET state = 'performed', performed_at = ${AT('$2')} WHERE id = $1`, [payment.id, now]);
    await tx.query(`UPDATE orders SET status = 'paid', paid_at = ${AT('$2')} WHERE id = $1`, [order.id, now]);
    return { result: { transaction: String(payment.id), perform_time: now, state: paymeState('performed') } };
  });
}

export interface CancelResult {
  transaction: string;
  cancel_time: number;
  state: number;
}

export function cancelTransaction(db: Queryable, paymeId: string, reason: number, now: number): Promise<PaymeOutcome<CancelResult>> {
  return inTransaction(db, async (tx) => {
    const found = await lockPayment(tx, paymeId, now);
    if (!found) return { error: 'transactionNotFound', data: 'id' };
    const { payment, order } = found;
    const answer = (state: StoredPaymentState, cancelTime: number) => ({
      result: { transaction: String(payment.id), cancel_time: cancelTime, state: paymeState(state) },
    });
    if (payment.state === 'cancelled' || payment.state === 'cancelled_after_perform') return answer(payment.state, payment.cancel_time!);
    if (payment.state === 'created') {
      await tx.query(`UPDATE payments SET state = 'cancelled', cancelled_at = ${AT('$2')}, cancel_reason = $3 WHERE id = $1`, [payment.id, now, reason]);
      return answer('cancelled', now);
    }
    // Performed: a refund, unless the work on the order has started and support has not approved
    // refunding the disputed order (`npm run payments:refund`, ADR 012).
    if (order.fulfilment !== 'waiting' && !order.refund_approved) return { error: 'cannotCancel', data: 'id' };
    await tx.query(`UPDATE payments SET state = 'cancelled_after_perform', cancelled_at = ${AT('$2')}, cancel_reason = $3 WHERE id = $1`, [
      payment.id,
      now,
      reason,
    ]);
    await tx.query(`UPDATE orders SET status = 'refunded', refunded_at = ${AT('$2')} WHERE id = $1 AND status = 'paid'`, [order.id, now]);
    return answer('cancelled_after_perform', now);
  });
}

export interface CheckResult {
  create_time: number;
  perform_time: number;
  cancel_time: number;
  transaction: string;
  state: number;
  reason: number | null;
}

function checkResult(payment: PaymentRow): CheckResult {
  return {
    create_time: payment.create_time,
    perform_time: payment.perform_time ?? 0,
    cancel_time: payment.cancel_time ?? 0,
    transaction: String(payment.id),
    state: paymeState(payment.state),
    reason: payment.cancel_reason,
  };
}

export async function checkTransaction(db: Queryable, paymeId: string): Promise<PaymeOutcome<CheckResult>> {
  const { rows } = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = 'payme' AND provider_transaction_id = $1`, [paymeId]);
  const row = rows[0];
  return row ? { result: checkResult(toPayment(row)) } : { error: 'transactionNotFound', data: 'id' };
}

export interface StatementEntry extends CheckResult {
  id: string;
  time: number;
  amount: number;
  account: Record<string, unknown>;
  receivers: null;
}

/** Every Payme transaction created with from ≤ time ≤ to (Payme's time), oldest first. */
export async function statement(db: Queryable, from: number, to: number): Promise<{ transactions: StatementEntry[] }> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments
      WHERE provider = 'payme' AND provider_time BETWEEN ${AT('$1')} AND ${AT('$2')}
      ORDER BY provider_time, id`,
    [from, to],
  );
  return {
    transactions: rows.map(toPayment).map((payment) => ({
      id: payment.provider_transaction_id,
      time: payment.time,
      amount: payment.amount,
      account: payment.details.account ?? { order_id: String(payment.order_id) },
      ...checkResult(payment),
      receivers: null,
    })),
  };
}
