/**
 * Reconciliation of payments with orders (issue 12, ADR 012 "Reconciliation"). The stored provider
 * history (`payments`, the rows Payme's GetStatement answers from, and Click's) is compared with the
 * orders' states:
 * - a performed payment whose order is not paid (pending, or cancelled meanwhile) is repaired: the
 *   order is marked paid at the payment's perform time, in one transaction that locks the order and
 *   then the payment (the lock order of server/payments/payme.ts and click.ts);
 * - a paid order without a performed payment, two performed payments of one order, a performed
 *   payment of a refunded order and a performed amount other than the order's are reported only:
 *   they need a person (a refund at the provider, a look at the cabinet);
 * - a Click payment whose fiscal items Click refused, or that could not reach Click, is sent again
 *   (ADR 016): at most FISCAL_MAX_ATTEMPTS attempts in all, FISCAL_RETRY_AFTER_MS apart, each
 *   recorded on the payment (fiscal_attempts, fiscal_attempted_at, fiscal_error); what is still not
 *   accepted is reported.
 * `decide` is the pure part; `reconcile` reads, repairs and returns what it found.
 */
import type { Database, Queryable, Session } from '../db/adapter.js';
import type { DbLogger } from '../db/logger.js';
import { inTransaction } from '../sql/transaction.js';
import { orderNumber } from '../../shared/payments/orders.js';
import { FISCAL_INCOMPLETE, sendClickFiscalItems } from './click-fiscal.js';
import type { ClickMerchantApi } from './click-merchant-api.js';

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';
export type PaymentState = 'created' | 'performed' | 'cancelled' | 'cancelled_after_perform';

export interface ReconcileOrder {
  id: number;
  status: OrderStatus;
  /** Tiyin. */
  total: number;
  /** Refunded by hand, outside the provider (a dispute settled in the console): its payment stands there. */
  refundedByHand?: boolean;
}

export interface ReconcilePayment {
  id: number;
  orderId: number;
  provider: 'payme' | 'click';
  /** Payme's transaction id or Click's click_trans_id. */
  transactionId: string;
  /** Tiyin. */
  amount: number;
  state: PaymentState;
  /** Milliseconds, when performed. */
  performedAt: number | null;
}

export type Finding =
  /** Repaired (or, in a dry run, to be repaired): the order is marked paid by this payment. */
  | { kind: 'unmarked_paid'; orderId: number; orderStatus: 'pending' | 'cancelled'; payment: ReconcilePayment }
  | { kind: 'paid_without_payment'; orderId: number }
  | { kind: 'performed_twice'; orderId: number; payments: ReconcilePayment[] }
  | { kind: 'refunded_but_performed'; orderId: number; payment: ReconcilePayment }
  | { kind: 'amount_mismatch'; orderId: number; orderTotal: number; payment: ReconcilePayment }
  /** A Click payment whose fiscal items Click has not accepted, and what this run did about it. */
  | { kind: 'fiscal_unsent'; orderId: number; paymentId: number; attempts: number; error: string; retry: FiscalRetry };

/**
 * What a run did with an unsent fiscal submission: sent it again and Click accepted (`sent`, a
 * repair) or not (`failed`); in a dry run, would send it (`would_retry`); left it until its next
 * attempt is due (`waiting`), or for good after the last attempt (`given_up`) or because it cannot be
 * made from what the order holds (`cannot_send`); or could not, Click's Merchant API not being
 * configured (`not_configured`).
 */
export type FiscalRetry = 'sent' | 'failed' | 'would_retry' | 'waiting' | 'given_up' | 'cannot_send' | 'not_configured';

/** Attempts at most of one Click fiscal submission, the first (after Complete) included. */
export const FISCAL_MAX_ATTEMPTS = 5;
/** The least time between two attempts, so a timer every minute does not spend them on one outage. */
export const FISCAL_RETRY_AFTER_MS = 10 * 60_000;

const byPerformTime = (a: ReconcilePayment, b: ReconcilePayment) => (a.performedAt ?? 0) - (b.performedAt ?? 0) || a.id - b.id;

/** What is wrong with one order, given all its payments (pure). */
export function decideOrder(order: ReconcileOrder, payments: readonly ReconcilePayment[]): Finding[] {
  const performed = payments.filter((p) => p.orderId === order.id && p.state === 'performed').sort(byPerformTime);
  const findings: Finding[] = [];
  const first = performed[0];
  if (!first) {
    if (order.status === 'paid') findings.push({ kind: 'paid_without_payment', orderId: order.id });
    return findings;
  }
  if (order.status === 'pending' || order.status === 'cancelled')
    findings.push({ kind: 'unmarked_paid', orderId: order.id, orderStatus: order.status, payment: first });
  if (order.status === 'refunded' && !order.refundedByHand) findings.push({ kind: 'refunded_but_performed', orderId: order.id, payment: first });
  if (performed.length > 1) findings.push({ kind: 'performed_twice', orderId: order.id, payments: performed });
  for (const payment of performed) {
    if (payment.amount !== order.total) findings.push({ kind: 'amount_mismatch', orderId: order.id, orderTotal: order.total, payment });
  }
  return findings;
}

/** Every finding over the orders and payments read (pure); orders by id. */
export function decide(orders: readonly ReconcileOrder[], payments: readonly ReconcilePayment[]): Finding[] {
  const byOrder = new Map<number, ReconcilePayment[]>();
  for (const payment of payments) byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
  return [...orders].sort((a, b) => a.id - b.id).flatMap((order) => decideOrder(order, byOrder.get(order.id) ?? []));
}

/** A finding the job repairs by itself (an order marked paid); the others are reported, fiscal submissions aside. */
export const isRepair = (finding: Finding): finding is Extract<Finding, { kind: 'unmarked_paid' }> => finding.kind === 'unmarked_paid';

type FiscalFinding = Extract<Finding, { kind: 'fiscal_unsent' }>;
const isFiscal = (finding: Finding): finding is FiscalFinding => finding.kind === 'fiscal_unsent';
/** A fiscal submission this run sent (or, in a dry run, would send) again. */
const isFiscalRetry = (finding: Finding): boolean => isFiscal(finding) && (finding.retry === 'sent' || finding.retry === 'would_retry');

/** Whether an unsent submission is due for another attempt at `now`, or why not (pure). */
export function fiscalRetryDue(
  payment: { error: string; attempts: number; attemptedAt: number | null },
  now: number,
  configured: boolean,
): 'due' | Extract<FiscalRetry, 'waiting' | 'given_up' | 'cannot_send' | 'not_configured'> {
  if (payment.error === FISCAL_INCOMPLETE) return 'cannot_send';
  if (payment.attempts >= FISCAL_MAX_ATTEMPTS) return 'given_up';
  if (!configured) return 'not_configured';
  if (payment.attemptedAt !== null && now - payment.attemptedAt < FISCAL_RETRY_AFTER_MS) return 'waiting';
  return 'due';
}

const MS = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;

interface OrderRow {
  id: number;
  status: OrderStatus;
  total: number;
  refunded_by_hand: boolean;
}

interface PaymentRow {
  id: number;
  order_id: number;
  provider: 'payme' | 'click';
  provider_transaction_id: string;
  amount: number;
  state: PaymentState;
  performed_at: number | null;
}

const toOrder = (row: OrderRow): ReconcileOrder => ({
  id: Number(row.id),
  status: row.status,
  total: Number(row.total),
  ...(row.refunded_by_hand ? { refundedByHand: true } : {}),
});
const toPayment = (row: PaymentRow): ReconcilePayment => ({
  id: Number(row.id),
  orderId: Number(row.order_id),
  provider: row.provider,
  transactionId: row.provider_transaction_id,
  amount: Number(row.amount),
  state: row.state,
  performedAt: row.performed_at === null ? null : Number(row.performed_at),
});

const PAYMENT_COLUMNS = `id, order_id, provider, provider_transaction_id, amount, state, ${MS('performed_at')} AS performed_at`;

/**
 * The orders that may have a finding, and their payments. The database narrows them (usually to
 * none, so a run ships no rows); `decide` then says what exactly is wrong.
 */
async function readState(db: Queryable): Promise<{ orders: ReconcileOrder[]; payments: ReconcilePayment[] }> {
  const { rows: orders } = await db.query<OrderRow>(
    `SELECT o.id, o.status, o.total, o.refunded_by_hand FROM orders o
       LEFT JOIN LATERAL (
         SELECT count(*) AS performed, count(*) FILTER (WHERE p.amount <> o.total) AS mismatched
           FROM payments p WHERE p.order_id = o.id AND p.state = 'performed'
       ) p ON true
      WHERE (o.status = 'paid' AND p.performed <> 1) OR (o.status <> 'paid' AND p.performed > 0) OR p.mismatched > 0
      ORDER BY o.id`,
  );
  const ids = orders.map((row) => Number(row.id));
  const { rows: payments } = ids.length
    ? await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ANY($1::bigint[])`, [ids])
    : { rows: [] };
  return { orders: orders.map(toOrder), payments: payments.map(toPayment) };
}

/**
 * Marks the order paid by the payment, deciding again under the locks (a provider's call may have
 * paid it meanwhile). True when this run changed it.
 */
async function repair(db: Queryable, orderId: number, paymentId: number): Promise<boolean> {
  const run = async (tx: Queryable): Promise<boolean> => {
    const { rows: orderRows } = await tx.query<OrderRow>('SELECT id, status, total, refunded_by_hand FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
    const order = orderRows[0];
    if (!order) return false;
    const { rows: paymentRows } = await tx.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = $1 ORDER BY id FOR UPDATE`, [orderId]);
    const again = decideOrder(toOrder(order), paymentRows.map(toPayment)).find(isRepair);
    if (!again || again.payment.id !== paymentId) return false;
    const { rowCount } = await tx.query(
      `UPDATE orders SET status = 'paid', paid_at = p.performed_at FROM payments p
        WHERE orders.id = $1 AND p.id = $2 AND p.state = 'performed' AND orders.status IN ('pending', 'cancelled')`,
      [orderId, paymentId],
    );
    return rowCount === 1;
  };
  return inTransaction(db, run);
}

export interface ReconcileResult {
  findings: Finding[];
  /** Orders this run marked paid. */
  repaired: number[];
  dryRun: boolean;
}

export interface ReconcileOptions {
  /** Report only, change and send nothing. */
  dryRun?: boolean;
  /** Click's Merchant API account, to send refused fiscal items again; null or absent: they are only reported. */
  clickFiscal?: ClickMerchantApi | null;
  fetch?: typeof fetch;
  /** Milliseconds now. */
  now?: () => number;
}

interface FiscalRow {
  id: number;
  order_id: number;
  fiscal_error: string;
  fiscal_attempts: number;
  attempted_at: number | null;
}

/**
 * The Click payments whose fiscal items Click has not accepted (ADR 016), each sent again when due
 * (unless a dry run). A submission still in flight after Complete has no error yet and is not read.
 */
async function retryFiscal(db: Queryable, options: ReconcileOptions): Promise<FiscalFinding[]> {
  const now = options.now ?? Date.now;
  const read = async (id?: number) =>
    (
      await db.query<FiscalRow>(
        `SELECT id, order_id, fiscal_error, fiscal_attempts, ${MS('fiscal_attempted_at')} AS attempted_at FROM payments
          WHERE fiscal_error IS NOT NULL AND fiscal_sent_at IS NULL AND provider = 'click' AND state = 'performed' ${id === undefined ? '' : 'AND id = $1'}
          ORDER BY id`,
        id === undefined ? [] : [id],
      )
    ).rows;
  const findings: FiscalFinding[] = [];
  for (const row of await read()) {
    const paymentId = Number(row.id);
    const finding = { kind: 'fiscal_unsent' as const, orderId: Number(row.order_id), paymentId, attempts: row.fiscal_attempts, error: row.fiscal_error };
    const api = options.clickFiscal ?? null;
    const due = fiscalRetryDue(
      { error: row.fiscal_error, attempts: row.fiscal_attempts, attemptedAt: row.attempted_at === null ? null : Number(row.attempted_at) },
      now(),
      api !== null,
    );
    if (due !== 'due' || api === null) {
      findings.push({ ...finding, retry: due === 'due' ? 'not_configured' : due });
      continue;
    }
    if (options.dryRun) {
      findings.push({ ...finding, retry: 'would_retry' });
      continue;
    }
    const sent = await sendClickFiscalItems(db, api, paymentId, { ...(options.fetch ? { fetch: options.fetch } : {}), now });
    // Sent: accepted. Not due: the payment changed meanwhile (refunded, or sent by another path).
    if (sent === 'not_due') continue;
    const after = (await read(paymentId))[0];
    findings.push({
      ...finding,
      attempts: after?.fiscal_attempts ?? finding.attempts + 1,
      error: after?.fiscal_error ?? finding.error,
      retry: sent === 'sent' ? 'sent' : sent === 'incomplete' ? 'cannot_send' : 'failed',
    });
  }
  return findings;
}

/** Reads, decides and (unless a dry run) repairs, then sends refused Click fiscal items again. Run it under `withReconcileLock`. */
export async function reconcile(db: Queryable, options: ReconcileOptions = {}): Promise<ReconcileResult> {
  const dryRun = options.dryRun ?? false;
  const { orders, payments } = await readState(db);
  const findings: Finding[] = decide(orders, payments);
  const repaired: number[] = [];
  if (!dryRun) {
    for (const finding of findings.filter(isRepair)) {
      if (await repair(db, finding.orderId, finding.payment.id)) repaired.push(finding.orderId);
    }
  }
  findings.push(...(await retryFiscal(db, { ...options, dryRun })));
  return { findings, repaired, dryRun };
}

/** Arbitrary constant naming "huquq payments reconciliation" among advisory locks (next to migrations' and seeding's). */
export const RECONCILE_LOCK_KEY = 7_316_200_443;

/**
 * Runs `fn` on one session holding the reconciliation's advisory lock, or returns null at once
 * when another process holds it (one replica reconciles at a time).
 */
export function withReconcileLock<T>(db: Database, fn: (session: Session) => Promise<T>): Promise<T | null> {
  return db.withSession(async (session) => {
    const { rows } = await session.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${RECONCILE_LOCK_KEY}) AS locked`);
    if (!rows[0]?.locked) return null;
    try {
      return await fn(session);
    } finally {
      await session.query(`SELECT pg_advisory_unlock(${RECONCILE_LOCK_KEY})`);
    }
  });
}

const payment = (p: ReconcilePayment) =>
  `${p.provider} ${p.transactionId} (payment ${p.id}, ${p.amount} tiyin${p.performedAt === null ? '' : `, performed ${new Date(p.performedAt).toISOString()}`})`;

/** One line for a finding, for people (the CLI's report, the log). */
export function describeFinding(finding: Finding, result: Pick<ReconcileResult, 'repaired' | 'dryRun'>): string {
  const order = `${orderNumber(finding.orderId)} (order ${finding.orderId})`;
  switch (finding.kind) {
    case 'unmarked_paid': {
      const done = result.dryRun ? 'would be marked paid' : result.repaired.includes(finding.orderId) ? 'marked paid' : 'left as it is (changed meanwhile)';
      return `REPAIR  ${order}: ${finding.orderStatus} although ${payment(finding.payment)} succeeded; ${done}`;
    }
    case 'paid_without_payment':
      return `REPORT  ${order}: paid, but no payment of it is performed`;
    case 'performed_twice':
      return `REPORT  ${order}: paid ${finding.payments.length} times: ${finding.payments.map(payment).join('; ')}; refund the extra at the provider`;
    case 'refunded_but_performed':
      return `REPORT  ${order}: refunded, but ${payment(finding.payment)} is still performed`;
    case 'amount_mismatch':
      return `REPORT  ${order}: ${payment(finding.payment)} differs from the order's ${finding.orderTotal} tiyin`;
    case 'fiscal_unsent':
      return describeFiscal(order, finding);
  }
}

function describeFiscal(order: string, finding: FiscalFinding): string {
  const receipt = `Click's fiscal items of payment ${finding.paymentId}`;
  const tries = `attempt ${finding.attempts} of ${FISCAL_MAX_ATTEMPTS}`;
  switch (finding.retry) {
    case 'sent':
      return `REPAIR  ${order}: ${receipt} sent again and accepted (${tries})`;
    case 'would_retry':
      return `REPAIR  ${order}: ${receipt} not accepted (${finding.error}); would be sent again (attempt ${finding.attempts + 1} of ${FISCAL_MAX_ATTEMPTS})`;
    case 'failed':
      return `REPORT  ${order}: ${receipt} sent again, not accepted (${tries}): ${finding.error}`;
    case 'waiting':
      return `REPORT  ${order}: ${receipt} not accepted (${tries}): ${finding.error}; sent again ${FISCAL_RETRY_AFTER_MS / 60_000} min after the last attempt`;
    case 'given_up':
      return `REPORT  ${order}: ${receipt} not accepted after ${finding.attempts} attempts (${finding.error}); no more attempts: submit it in Click's cabinet, then set payments.fiscal_sent_at`;
    case 'cannot_send':
      return `REPORT  ${order}: ${receipt} cannot be sent: ${finding.error}`;
    case 'not_configured':
      return `REPORT  ${order}: ${receipt} not accepted (${tries}): ${finding.error}; not sent again while CLICK_MERCHANT_USER_ID is unset`;
  }
}

/** The readable report: a line per finding and a summary. */
export function formatReport(result: ReconcileResult): string[] {
  const lines = result.findings.map((finding) => describeFinding(finding, result));
  const repairs = result.findings.filter(isRepair).length;
  const fiscal = result.findings.filter(isFiscalRetry).length;
  const reports = result.findings.length - repairs - fiscal;
  if (result.findings.length === 0) return ['Payments and orders agree: nothing to repair or report.'];
  const resent = (verb: string) => (fiscal > 0 || result.findings.some(isFiscal) ? `, ${fiscal} Click fiscal submission(s) ${verb}` : '');
  lines.push(
    result.dryRun
      ? `Dry run: ${repairs} order(s) to mark paid${resent('to send again')}, ${reports} finding(s) to look at; nothing changed.`
      : `${result.repaired.length} order(s) marked paid${resent('sent again and accepted')}, ${reports} finding(s) to look at.`,
  );
  return lines;
}

/** Logs a run's findings (the timer's output): repairs and reports as warnings, a clean run at debug. */
export function logResult(logger: DbLogger & { debug?: (obj: object, msg?: string) => void }, result: ReconcileResult): void {
  if (result.findings.length === 0) {
    logger.debug?.({}, 'payments reconciled: nothing to repair');
    return;
  }
  for (const finding of result.findings) {
    const repaired = isFiscal(finding) ? finding.retry === 'sent' : result.repaired.includes(finding.orderId);
    logger.warn(
      { reconcile: finding.kind, orderId: finding.orderId, repaired, ...(isFiscal(finding) ? { paymentId: finding.paymentId, retry: finding.retry } : {}) },
      describeFinding(finding, result),
    );
  }
}

export interface ReconcileTimer {
  stop(): Promise<void>;
}

/**
 * Reconciles every `intervalMs` in this process (PAYMENTS_RECONCILE_MINUTES), under the advisory lock:
 * a replica that finds it held skips that round. Runs never overlap; the timer does not keep the
 * process alive; `stop` waits for a run in progress. `options.clickFiscal`: Click's Merchant API,
 * to send refused fiscal items again.
 */
export function startReconcileTimer(
  db: Database,
  logger: DbLogger & { debug?: (obj: object, msg?: string) => void },
  intervalMs: number,
  options: Omit<ReconcileOptions, 'dryRun'> = {},
): ReconcileTimer {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = withReconcileLock(db, (session) => reconcile(session, options))
      .then((result) => {
        if (result === null) logger.debug?.({}, 'payments reconciliation: another replica holds the lock; skipped');
        else logResult(logger, result);
      })
      .catch((error: unknown) => logger.error({ err: error }, 'payments reconciliation failed'))
      .finally(() => {
        running = null;
      });
  };
  const interval = setInterval(tick, intervalMs);
  interval.unref();
  return {
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
