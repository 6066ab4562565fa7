/**
 * Support refunds a disputed order (issue 29, ADR 012 "Refunding a disputed order"). Once the
 * specialist started the work Payme's CancelTransaction refuses a refund (-31007), and Click's
 * SHOP API has none, so a client's dispute that support settles with a refund goes through here:
 * - **Payme**: the approval is recorded on the order (refund_approved_at, _reason, _by, migration
 *   0030), which lets CancelTransaction of its performed transaction through (server/payments/payme.ts);
 *   the operator then presses "refund" in Payme's merchant cabinet, Payme calls CancelTransaction,
 *   and the order becomes `refunded` (-2) as any refund does.
 * - **Click**: the payment is reversed through Click's Merchant API (`DELETE
 *   /payment/reversal/{service_id}/{payment_id}`, click_paydoc_id); on error_code 0 the payment
 *   becomes `cancelled_after_perform` and the order `refunded`; Click's refusal records nothing.
 * Either way the dispute's support ticket gets a note from support, in the ticket's language,
 * saying what was done. Everything runs in one transaction under the order's row lock (then the
 * payment's), the lock order of the providers' calls: a provider's call at the same moment waits.
 *
 * Who may: `actor`: a person at the server's command line (`npm run payments:refund`,
 * server/cli/payments-refund.ts), who holds the server anyway, or an operator in the console's
 * disputes queue (server/domain/ops/disputes.ts), who needs one of REFUND_ROLES.
 */
import type { Queryable } from '../db/adapter.js';
import { recordClickReversal } from './click.js';
import { inTransaction } from '../sql/transaction.js';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { formatMoney } from '../../shared/format/money.js';
import type { Locale } from '../../shared/locales.js';
import { orderNumber, type PaymentProvider } from '../../shared/payments/orders.js';
import { holdsLoneSurrogate } from '../../shared/validation/storable-text.js';
import { callClickMerchantApi, clickAccepted, type ClickAnswer, type ClickMerchantApi } from './click-merchant-api.js';

/** Who refunds. */
export type RefundActor =
  /** A person at the server's command line, by the name they gave (operator accounts come later). */
  | { via: 'command'; name: string }
  /** A signed-in account of the operators' console (issue 32, ADR 022): it needs one of REFUND_ROLES. */
  | { via: 'console'; userId: number; name: string; roles: readonly string[] };

/** The roles a console account refunds with: the operators' (server/domain/ops/roles.ts). */
export const REFUND_ROLES: readonly string[] = ['operator', 'admin'];
/** The first of them, for a caller that names one. */
export const REFUND_ROLE = REFUND_ROLES[0]!;

/** Whether the actor may refund a disputed order. */
export function mayRefund(actor: RefundActor): boolean {
  return actor.via === 'command' || actor.roles.some((role) => REFUND_ROLES.includes(role));
}

/** The reason's length in characters (code points), as the database checks it. */
export const REFUND_REASON_MIN = 10;
export const REFUND_REASON_MAX = 2000;
const ACTOR_NAME_MAX = 200;

export interface RefundRequest {
  /** The order's id, or its number as people quote it ("HQ-000123"). */
  order: number | string;
  /** Why support refunds it (10–2000 characters), kept on the order. */
  reason: string;
  actor: RefundActor;
}

export interface RefundDeps {
  /** The site's translations (locales/): the ticket's note is written from them. */
  resources: Resources;
  /** Click's Merchant API account (clickMerchantApiOf); null when it is not configured. */
  clickApi: ClickMerchantApi | null;
  fetch?: typeof fetch;
  /** Milliseconds now. */
  now?: () => number;
}

export type RefundRefusal =
  | 'forbidden'
  | 'invalid_reason'
  | 'invalid_actor'
  | 'unknown_order'
  | 'not_paid'
  | 'not_disputed'
  | 'already_refunded'
  /** A Payme order whose refund is approved and waits for the operator at Payme's cabinet. */
  | 'already_approved'
  | 'no_payment'
  | 'click_not_configured'
  /** The dispute is settled already (the operators' console, or an earlier run). */
  | 'settled';

interface RefundedOrder {
  orderId: number;
  number: string;
  /** Tiyin. */
  amount: number;
  /** The dispute's ticket that got the note; null when it no longer exists. */
  ticketId: number | null;
}

export type RefundOutcome =
  /** Approved: the refund is made at Payme's merchant cabinet, whose CancelTransaction now refunds. */
  | ({ ok: true; provider: 'payme'; approvedAt: number; paymeTransactionId: string } & RefundedOrder)
  /** Reversed at Click and recorded: the order is refunded. */
  | ({ ok: true; provider: 'click'; refundedAt: number; clickPaymentId: string } & RefundedOrder)
  | { ok: false; refused: RefundRefusal; orderId?: number; provider?: PaymentProvider }
  /** Click answered, and did not reverse: nothing is recorded. */
  | { ok: false; refused: 'click_refused'; orderId: number; provider: 'click'; status: number; errorCode: number | null; errorNote: string | null }
  /** Click could not be reached or did not answer in time: nothing is recorded, and whether Click reversed is unknown. */
  | { ok: false; refused: 'click_unreachable'; orderId: number; provider: 'click'; message: string };

const AT = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 millisecond')`;
const ORDER_NUMBER = /^(?:HQ-?)?0*(\d{1,15})$/i;
const CONTROL = /\p{Cc}/u;
const DIGITS = /^\d{1,20}$/;
const codePoints = (text: string) => [...text].length;

/** An order's id from its id or number ("HQ-000123", "hq-123", "123"); null when it names none. */
export function orderIdOf(order: number | string): number | null {
  if (typeof order === 'number') return Number.isSafeInteger(order) && order > 0 ? order : null;
  const match = ORDER_NUMBER.exec(order.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What is wrong with the request itself, before the database is asked (null: nothing). */
export function refundRequestProblem(request: Pick<RefundRequest, 'reason' | 'actor'>): 'forbidden' | 'invalid_reason' | 'invalid_actor' | null {
  const name = request.actor.name.trim();
  if (!name || codePoints(name) > ACTOR_NAME_MAX || CONTROL.test(name) || holdsLoneSurrogate(name)) return 'invalid_actor';
  if (!mayRefund(request.actor)) return 'forbidden';
  const reason = request.reason.trim();
  if (codePoints(reason) < REFUND_REASON_MIN || codePoints(reason) > REFUND_REASON_MAX || holdsLoneSurrogate(reason)) return 'invalid_reason';
  return null;
}

interface OrderRow {
  id: number;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  total: number;
  disputed: boolean;
  dispute_ticket_id: number | null;
  refund_approved: boolean;
}

interface PaymentRow {
  id: number;
  provider: PaymentProvider;
  provider_transaction_id: string;
  paydoc: string | null;
}

/**
 * Support's note in the dispute's ticket, in the ticket's language: a message from staff (no
 * author account: operators have none yet). An open ticket then reads as answered. Answers the
 * ticket's id, or null when the ticket is gone.
 */
async function noteInTicket(tx: Queryable, ticketId: number | null, provider: PaymentProvider, order: OrderRow, resources: Resources): Promise<number | null> {
  if (ticketId === null) return null;
  const { rows } = await tx.query<{ locale: Locale }>('SELECT locale FROM support_tickets WHERE id = $1 FOR UPDATE', [ticketId]);
  const locale = rows[0]?.locale;
  if (!locale) return null;
  const t = createTranslator(locale, resources).t;
  const body = t(`payments:refund.note.${provider}`, { number: orderNumber(order.id), amount: formatMoney(order.total, locale) });
  if (body.startsWith('payments:')) throw new Error(`the translations have no payments:refund.note.${provider} (${locale})`);
  await tx.query('INSERT INTO support_ticket_messages (ticket_id, author_user_id, from_staff, body) VALUES ($1, NULL, true, $2)', [ticketId, body]);
  await tx.query("UPDATE support_tickets SET status = 'answered' WHERE id = $1 AND status = 'open'", [ticketId]);
  return ticketId;
}

/**
 * Refunds a paid, disputed order not refunded yet (see the file's comment). Never throws for a
 * refusal (the outcome says which); throws when the database fails, which rolls everything back.
 */
export async function refundDisputedOrder(db: Queryable, request: RefundRequest, deps: RefundDeps): Promise<RefundOutcome> {
  const problem = refundRequestProblem(request);
  if (problem) return { ok: false, refused: problem };
  const orderId = orderIdOf(request.order);
  if (orderId === null) return { ok: false, refused: 'unknown_order' };
  const now = deps.now ?? Date.now;
  const reason = request.reason.trim();
  const by = request.actor.name.trim();
  return inTransaction(db, async (tx): Promise<RefundOutcome> => {
    const { rows: orders } = await tx.query<OrderRow>(
      `SELECT id, status, total, disputed_at IS NOT NULL AS disputed, dispute_ticket_id, refund_approved_at IS NOT NULL AS refund_approved
         FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    );
    const found = orders[0];
    if (!found) return { ok: false, refused: 'unknown_order' };
    const order: OrderRow = {
      ...found,
      id: Number(found.id),
      total: Number(found.total),
      dispute_ticket_id: found.dispute_ticket_id === null ? null : Number(found.dispute_ticket_id),
    };
    if (order.status === 'refunded') return { ok: false, refused: 'already_refunded', orderId };
    if (order.status !== 'paid') return { ok: false, refused: 'not_paid', orderId };
    if (!order.disputed) return { ok: false, refused: 'not_disputed', orderId };
    // The payment that paid the order (the earliest performed, as reconciliation reads it).
    const { rows: payments } = await tx.query<PaymentRow>(
      `SELECT id, provider, provider_transaction_id, details ->> 'click_paydoc_id' AS paydoc FROM payments
        WHERE order_id = $1 AND state = 'performed' ORDER BY performed_at, id FOR UPDATE`,
      [orderId],
    );
    const payment = payments[0];
    if (order.refund_approved) return { ok: false, refused: 'already_approved', orderId, ...(payment ? { provider: payment.provider } : {}) };
    if (!payment) return { ok: false, refused: 'no_payment', orderId };
    const paymentId = Number(payment.id);
    const at = now();
    const approve = () =>
      tx.query(`UPDATE orders SET refund_approved_at = ${AT('$2')}, refund_reason = $3, refund_approved_by = $4 WHERE id = $1`, [orderId, at, reason, by]);
    const done = { orderId, number: orderNumber(orderId), amount: order.total };

    if (payment.provider === 'payme') {
      await approve();
      const ticketId = await noteInTicket(tx, order.dispute_ticket_id, 'payme', order, deps.resources);
      return { ok: true, provider: 'payme', approvedAt: at, paymeTransactionId: payment.provider_transaction_id, ...done, ticketId };
    }

    const api = deps.clickApi;
    if (api === null) return { ok: false, refused: 'click_not_configured', orderId, provider: 'click' };
    const paydoc = payment.paydoc;
    if (paydoc === null || !DIGITS.test(paydoc) || !DIGITS.test(api.serviceId)) return { ok: false, refused: 'no_payment', orderId, provider: 'click' };
    let answer: ClickAnswer;
    try {
      answer = await callClickMerchantApi(api, 'DELETE', `/payment/reversal/${api.serviceId}/${paydoc}`, null, {
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        now,
      });
    } catch (error) {
      return { ok: false, refused: 'click_unreachable', orderId, provider: 'click', message: error instanceof Error ? error.message : String(error) };
    }
    if (!clickAccepted(answer))
      return {
        ok: false,
        refused: 'click_refused',
        orderId,
        provider: 'click',
        status: answer.status,
        errorCode: answer.errorCode,
        errorNote: answer.errorNote,
      };
    const refundedAt = now();
    await approve();
    // Under the locks nothing can have changed; if it had, the rollback keeps the rows as they were.
    if (!(await recordClickReversal(tx, { orderId, paymentId, now: refundedAt })))
      throw new Error(`order ${orderId} changed while Click reversed its payment ${paydoc}`);
    const ticketId = await noteInTicket(tx, order.dispute_ticket_id, 'click', order, deps.resources);
    return { ok: true, provider: 'click', refundedAt, clickPaymentId: paydoc, ...done, ticketId };
  });
}

/** `npm run payments:refund`'s exit codes (server/cli/payments-refund.ts; 0: done). Refused: a usage error, or the order cannot be refunded this way. */
export const EXIT_REFUSED = 2;
/** Click answered and did not reverse the payment: nothing recorded. */
export const EXIT_PROVIDER_REFUSED = 3;
/** The embedded database is held by another process (the running server). */
export const EXIT_DATABASE_IN_USE = 4;
/** The command failed (Click unreachable included: nothing recorded, the outcome at Click unknown). */
export const EXIT_FAILED = 5;

/** The command's exit code for an outcome. */
export function refundExitCode(outcome: RefundOutcome): number {
  if (outcome.ok) return 0;
  if (outcome.refused === 'click_refused') return EXIT_PROVIDER_REFUSED;
  if (outcome.refused === 'click_unreachable') return EXIT_FAILED;
  return EXIT_REFUSED;
}

/** One line for a person (the command's output) about an outcome. */
export function describeRefund(outcome: RefundOutcome): string {
  if (outcome.ok) {
    const ticket =
      outcome.ticketId === null ? 'the dispute has no ticket any more: tell the client otherwise' : `a note was added to support ticket ${outcome.ticketId}`;
    return outcome.provider === 'payme'
      ? `APPROVED  ${outcome.number} (order ${outcome.orderId}, ${outcome.amount} tiyin, Payme transaction ${outcome.paymeTransactionId}): ` +
          `now press "refund" for this transaction in Payme's merchant cabinet; Payme's CancelTransaction will refund it and the order will read refunded. ${ticket[0]!.toUpperCase()}${ticket.slice(1)}.`
      : `REFUNDED  ${outcome.number} (order ${outcome.orderId}, ${outcome.amount} tiyin): Click reversed payment ${outcome.clickPaymentId}; the order is refunded. ${ticket[0]!.toUpperCase()}${ticket.slice(1)}.`;
  }
  const order = outcome.orderId === undefined ? 'The order' : `${orderNumber(outcome.orderId)} (order ${outcome.orderId})`;
  switch (outcome.refused) {
    case 'forbidden':
      return `Refused: this account may not refund orders (it needs the role ${REFUND_ROLE}).`;
    case 'invalid_reason':
      return `Refused: give the reason, ${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters (--reason "…").`;
    case 'invalid_actor':
      return `Refused: name the person refunding, up to ${ACTOR_NAME_MAX} characters (--operator "…").`;
    case 'unknown_order':
      return 'Refused: no such order (give its number, e.g. HQ-000123, or its id).';
    case 'not_paid':
      return `Refused: ${order} is not paid; there is nothing to refund.`;
    case 'not_disputed':
      return `Refused: ${order} was not disputed by its client; only a disputed order is refunded this way (Payme refunds an order whose work has not started from its cabinet as it is).`;
    case 'already_refunded':
      return `Refused: ${order} is already refunded.`;
    case 'settled':
      return `Refused: the dispute about ${order} is settled already (see the operators' console, /ops/audit).`;
    case 'already_approved':
      return `Refused: the refund of ${order} is already approved; it waits for "refund" in Payme's merchant cabinet.`;
    case 'no_payment':
      return `Refused: ${order} has no performed payment to refund${outcome.provider === 'click' ? ' with a Click payment id (click_paydoc_id)' : ''}; run payments:reconcile.`;
    case 'click_not_configured':
      return `Refused: ${order} was paid with Click, and Click's Merchant API is not configured (CLICK_MERCHANT_USER_ID, CLICK_SERVICE_ID, CLICK_SECRET_KEY).`;
    case 'click_refused':
      return (
        `Click refused to reverse the payment of ${order}: HTTP ${outcome.status}, error_code ${outcome.errorCode ?? '?'}${outcome.errorNote ? ` (${outcome.errorNote})` : ''}. ` +
        `Nothing was recorded. Click reverses card payments of the current month only (the previous month's on the first day); otherwise return the money another way.`
      );
    case 'click_unreachable':
      return `Click could not be reached (${outcome.message}). Nothing was recorded; check the payment in Click's merchant cabinet before running this again.`;
  }
}
