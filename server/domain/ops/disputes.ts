/**
 * The operators' disputes queue (issue 32, ADR 022): paid orders a client disputed and nobody has
 * settled, with what an operator needs to decide (the order, both sides, the client's text, the
 * order's conversation), and the three decisions:
 *
 * - **complete**: the work counts as done (the order completes; its sellers are told by the orders'
 *   trigger);
 * - **refund** through the provider: ADR 012's refund (server/payments/dispute-refund.ts), the one
 *   `npm run payments:refund` calls (Payme: approved, then pressed in Payme's cabinet; Click: reversed);
 * - **refund by hand**: support returned the money outside the provider; the order is refunded and
 *   its provider's payment stands (reconciliation leaves it alone).
 *
 * Each decision takes a reason, is made once under the order's row lock, writes a note from support
 * in the dispute's ticket in the client's language (the client reads it in /support and their
 * order), and is audited, all in one transaction.
 */
import type { Database, Queryable } from '../../db/adapter.js';
import type { Resources } from '../../../shared/i18n/index.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locales.js';
import type { DisputeDecision, OpsDispute } from '../../../shared/api/ops/contract.js';
import { formatMoney } from '../../../shared/format/money.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import { displayName } from '../../../shared/format/person-name.js';
import type { ClickMerchantApi } from '../../payments/click-merchant-api.js';
import { orderIdOf, refundDisputedOrder, refundRequestProblem, type RefundActor, type RefundOutcome } from '../../payments/dispute-refund.js';
import { recordAudit, type AuditActor } from './audit.js';

/** The conversation's messages the queue shows, the latest ones. */
export const DISPUTE_MESSAGES = 30;

interface DisputeRow {
  id: number;
  total: string;
  provider: 'payme' | 'click';
  paid_at: Date | null;
  done_at: Date | null;
  disputed_at: Date;
  refund_approved: boolean;
  client_first: string;
  client_last: string;
  ticket_id: number | null;
  claim: string | null;
  items: { title: string; quantity: number; unitPrice: number; seller: string | null; nickname: string | null }[];
  messages: { side: 'client' | 'specialist'; text: string; at: string; files: string[] }[] | null;
}

/** The disputes nobody has settled, the earliest first. */
export async function openDisputes(db: Queryable, lang: Locale): Promise<OpsDispute[]> {
  const { rows } = await db.query<DisputeRow>(
    `SELECT o.id, o.total::text, o.provider, o.paid_at, o.done_at, o.disputed_at, o.refund_approved_at IS NOT NULL AS refund_approved,
            u.first_name AS client_first, u.last_name AS client_last, o.dispute_ticket_id AS ticket_id,
            (SELECT m.body FROM support_ticket_messages m WHERE m.ticket_id = o.dispute_ticket_id AND NOT m.from_staff ORDER BY m.created_at, m.id LIMIT 1) AS claim,
            (SELECT json_agg(json_build_object(
                      'title', l10n_text(i.title, $1), 'quantity', i.quantity, 'unitPrice', i.unit_price,
                      'seller', CASE WHEN lf.id IS NOT NULL THEN l10n_text(lf.name, $1)
                                     WHEN sp.id IS NOT NULL THEN l10n_text(sp.first_name, $1) || ' ' || l10n_text(sp.last_name, $1) END,
                      'nickname', sp.nickname) ORDER BY i.id)
               FROM order_items i LEFT JOIN services sv ON sv.id = i.service_id
               LEFT JOIN specialists sp ON sp.id = sv.specialist_id LEFT JOIN law_firms lf ON lf.id = sv.law_firm_id
              WHERE i.order_id = o.id) AS items,
            (SELECT json_agg(x ORDER BY x.at) FROM (
               SELECT m.side, m.body AS text, m.created_at AS at,
                      coalesce((SELECT json_agg(f.name ORDER BY f.id) FROM conversation_files f WHERE f.message_id = m.id), '[]'::json) AS files
                 FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
                WHERE c.order_id = o.id ORDER BY m.created_at DESC, m.id DESC LIMIT $2) x) AS messages
       FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.disputed_at IS NOT NULL AND o.dispute_decision IS NULL AND o.status = 'paid'
      ORDER BY o.disputed_at, o.id`,
    [lang, DISPUTE_MESSAGES],
  );
  return rows.map((row) => ({
    orderId: Number(row.id),
    number: orderNumber(Number(row.id)),
    total: Number(row.total),
    provider: row.provider,
    paidAt: row.paid_at?.toISOString() ?? null,
    doneAt: row.done_at?.toISOString() ?? null,
    disputedAt: row.disputed_at.toISOString(),
    refundApproved: row.refund_approved,
    client: displayName(row.client_first, row.client_last),
    claim: row.claim ?? '',
    ticketId: row.ticket_id === null ? null : Number(row.ticket_id),
    items: (row.items ?? []).map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: Number(item.unitPrice),
      seller: item.seller,
      sellerPath: item.nickname ? `/${item.nickname}` : null,
    })),
    messages: (row.messages ?? []).map((message) => ({ side: message.side, text: message.text, at: new Date(message.at).toISOString(), files: message.files })),
  }));
}

export type DisputeDecisionOutcome =
  | { ok: true; decision: DisputeDecision; number: string; refund?: Extract<RefundOutcome, { ok: true }> }
  | { ok: false; refused: 'unknown_order' }
  | { ok: false; refused: 'decided' }
  | { ok: false; refused: 'refund'; outcome: Extract<RefundOutcome, { ok: false }> };

export interface DisputeDeps {
  resources: Resources;
  clickApi: ClickMerchantApi | null;
  fetch?: typeof fetch;
}

/** Support's note in the dispute's ticket, in the ticket's language (a completed or a by-hand decision). */
async function noteInTicket(
  tx: Queryable,
  ticketId: number | null,
  key: string,
  values: (locale: Locale) => Record<string, string>,
  resources: Resources,
): Promise<void> {
  if (ticketId === null) return;
  const { rows } = await tx.query<{ locale: Locale }>('SELECT locale FROM support_tickets WHERE id = $1 FOR UPDATE', [ticketId]);
  const locale = rows[0]?.locale;
  if (!locale) return;
  const body = createTranslator(locale, resources).t(key, values(locale));
  if (body.startsWith('payments:')) throw new Error(`the translations have no ${key} (${locale})`);
  await tx.query('INSERT INTO support_ticket_messages (ticket_id, author_user_id, from_staff, body) VALUES ($1, NULL, true, $2)', [ticketId, body]);
  await tx.query("UPDATE support_tickets SET status = 'answered' WHERE id = $1 AND status = 'open'", [ticketId]);
}

/** Who settles: as the audit log names them, and as the refund records them (ADR 012's RefundActor). */
export interface DisputeActor {
  audit: AuditActor;
  refund: RefundActor;
}

/**
 * Settles one dispute as the operator decided, with the reason (the console's schema checks it: 10
 * to 2 000 characters; a refund checks it again, for the command line). Refusals are values; a
 * database failure throws and rolls everything back. A refund leaves its own refusals to ADR 012's
 * function (not paid, not disputed, already refunded …); the others are settled only for a paid,
 * disputed order.
 */
export async function decideDispute(
  db: Database,
  actor: DisputeActor,
  orderId: number,
  decision: DisputeDecision,
  reason: string,
  deps: DisputeDeps,
): Promise<DisputeDecisionOutcome> {
  return db.transaction(async (tx): Promise<DisputeDecisionOutcome> => {
    const { rows } = await tx.query<{ status: string; total: string; disputed: boolean; decided: boolean; ticket_id: number | null; fulfilment: string }>(
      `SELECT status, total::text, disputed_at IS NOT NULL AS disputed, dispute_decision IS NOT NULL AS decided, dispute_ticket_id AS ticket_id, fulfilment
         FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    );
    const order = rows[0];
    if (!order) return { ok: false, refused: 'unknown_order' };
    if (order.decided || (decision !== 'refunded' && (!order.disputed || order.status !== 'paid'))) return { ok: false, refused: 'decided' };
    const number = orderNumber(orderId);
    const ticketId = order.ticket_id === null ? null : Number(order.ticket_id);
    const before = { status: order.status, fulfilment: order.fulfilment };
    let refund: Extract<RefundOutcome, { ok: true }> | undefined;

    if (decision === 'completed') {
      await tx.query(
        `UPDATE orders SET fulfilment = 'completed', completed_at = date_trunc('milliseconds', now()), done_at = coalesce(done_at, date_trunc('milliseconds', now()))
          WHERE id = $1`,
        [orderId],
      );
      await noteInTicket(tx, ticketId, 'payments:dispute.note.completed', () => ({ number }), deps.resources);
    } else if (decision === 'refunded') {
      // ADR 012's refund, in this transaction (it locks the same order row first).
      const outcome = await refundDisputedOrder(
        tx,
        { order: orderId, reason, actor: actor.refund },
        { resources: deps.resources, clickApi: deps.clickApi, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
      );
      if (!outcome.ok) return { ok: false, refused: 'refund', outcome };
      refund = outcome;
    } else {
      await tx.query(
        `UPDATE orders SET status = 'refunded', refunded_at = date_trunc('milliseconds', now()), refunded_by_hand = true,
                refund_approved_at = date_trunc('milliseconds', now()), refund_reason = $2, refund_approved_by = $3
          WHERE id = $1`,
        [orderId, reason, actor.refund.name],
      );
      await noteInTicket(
        tx,
        ticketId,
        'payments:dispute.note.refundedByHand',
        (locale) => ({ number, amount: formatMoney(Number(order.total), locale) }),
        deps.resources,
      );
    }
    await tx.query(
      `UPDATE orders SET dispute_decision = $2, dispute_decided_at = date_trunc('milliseconds', now()), dispute_decided_by = $3, dispute_decision_reason = $4
        WHERE id = $1`,
      [orderId, decision, actor.audit.name, reason],
    );
    const { rows: after } = await tx.query<{ status: string; fulfilment: string }>('SELECT status, fulfilment FROM orders WHERE id = $1', [orderId]);
    await recordAudit(tx, {
      actor: actor.audit,
      action: `dispute.${decision === 'refunded_by_hand' ? 'refund-by-hand' : decision === 'refunded' ? 'refund' : 'complete'}`,
      subject: `order ${number}`,
      before,
      after: { ...after[0], decision, ...(refund ? { provider: refund.provider } : {}) },
      note: reason,
    });
    return { ok: true, decision, number, ...(refund ? { refund } : {}) };
  });
}

/**
 * `npm run payments:refund` (server/cli/payments-refund.ts): a refund as the console settles a
 * dispute with one, the decision recorded on the order and audited as the named person at the
 * command line (`audit`). Read back as ADR 012's outcome, which the command prints.
 */
export async function refundDisputeFromCommandLine(
  db: Database,
  order: number | string,
  reason: string,
  audit: AuditActor,
  operator: string,
  deps: DisputeDeps,
): Promise<RefundOutcome> {
  const actor: RefundActor = { via: 'command', name: operator };
  const problem = refundRequestProblem({ reason, actor });
  if (problem) return { ok: false, refused: problem };
  const orderId = orderIdOf(order);
  if (orderId === null) return { ok: false, refused: 'unknown_order' };
  const settled = await decideDispute(db, { audit, refund: actor }, orderId, 'refunded', reason.trim(), deps);
  if (settled.ok && settled.refund) return settled.refund;
  if (settled.ok) throw new Error(`order ${orderId} was settled without a refund`);
  if (settled.refused === 'refund') return settled.outcome;
  return { ok: false, refused: settled.refused === 'unknown_order' ? 'unknown_order' : 'settled', orderId };
}
