/**
 * The specialist's side of a paid order (issue 12, ADR 012; migration 0012). The specialist whose
 * service is in a paid order sees it among their sales and moves it waiting → in_progress → done;
 * the client confirms done → completed, or disputes within 7 days of done, which opens a support
 * ticket with the order attached. A done order 7 days old without a dispute reads as completed
 * (computed when read, like the 12-hour expiry; confirm and dispute check the same rule).
 * Each move locks the order row, as the providers' calls do. The specialist may undo their last
 * move for UNDO_WINDOW_MS (issue 29); the client's name and phone reach the specialist only when
 * the client consented at checkout (orders.share_contact).
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { OrderFulfilment, OrderItem, Sale, SaleEvent, SaleList } from '../../../shared/api/orders/contract.js';
import {
  disputeDeadline,
  effectiveFulfilment,
  specialistMovesFrom,
  undoDeadline,
  undoTarget,
  type Fulfilment,
  type SpecialistMove,
} from '../../../shared/payments/fulfilment.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import { inTransaction } from '../../sql/transaction.js';
import { openAccountTicket } from '../directory/support-tickets.js';
import { displayName } from '../../auth/viewer.js';
import { QUOTE_REF_COLUMNS, quoteRefOf, type QuoteRefRow } from '../messages/quote-state.js';

export interface FulfilmentRow {
  fulfilment: Fulfilment;
  started_at: Date | null;
  done_at: Date | null;
  completed_at: Date | null;
  disputed_at: Date | null;
  dispute_ticket_id: number | null;
}

export const FULFILMENT_COLUMNS = 'o.fulfilment, o.started_at, o.done_at, o.completed_at, o.disputed_at, o.dispute_ticket_id';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** The fulfilment as read at `now`. */
export function fulfilmentOf(row: FulfilmentRow, now: Date): OrderFulfilment {
  const state = effectiveFulfilment(row.fulfilment, row.done_at, row.disputed_at !== null, now);
  const completedAt = row.completed_at ?? (state === 'completed' && row.done_at ? disputeDeadline(row.done_at) : null);
  return {
    state,
    startedAt: iso(row.started_at),
    doneAt: iso(row.done_at),
    completedAt: iso(completedAt),
    disputeUntil: state === 'done' && row.done_at && row.disputed_at === null ? disputeDeadline(row.done_at).toISOString() : null,
    disputedAt: iso(row.disputed_at),
    disputeTicketId: row.dispute_ticket_id === null ? null : Number(row.dispute_ticket_id),
  };
}

/**
 * Whose sales the user handles: their own specialist profile's, and those of the law firms they
 * own or were named to handle sales for (ADR 024). Null when neither.
 */
export interface Seller {
  specialistId: number | null;
  firmIds: number[];
}

async function specialistOf(db: Queryable, userId: number): Promise<Seller | null> {
  const { rows } = await db.query<{ id: number | null; firm_ids: number[] }>(
    `SELECT (SELECT id FROM specialists WHERE user_id = $1) AS id,
            ARRAY(SELECT m.law_firm_id::int FROM law_firm_members m WHERE m.user_id = $1 AND (m.role = 'owner' OR m.can_manage_sales)) AS firm_ids`,
    [userId],
  );
  const row = rows[0];
  if (!row || (row.id === null && row.firm_ids.length === 0)) return null;
  return { specialistId: row.id === null ? null : Number(row.id), firmIds: row.firm_ids.map(Number) };
}

interface SaleRow extends FulfilmentRow {
  id: number;
  conversation_id: number | null;
  paid_at: Date;
  share_contact: boolean;
  first_name: string;
  last_name: string;
  phone: string | null;
}

const SALE_SELECT = `SELECT o.id, o.paid_at, o.share_contact, u.first_name, u.last_name, u.phone, ${FULFILMENT_COLUMNS},
         (SELECT c.id FROM conversations c WHERE c.order_id = o.id AND c.specialist_id = $1) AS conversation_id
   FROM orders o JOIN users u ON u.id = o.user_id
  WHERE o.status = 'paid'
    AND EXISTS (SELECT 1 FROM order_items oi JOIN services sv ON sv.id = oi.service_id
                 WHERE oi.order_id = o.id AND (sv.specialist_id = $1 OR sv.law_firm_id = ANY($2::bigint[])))`;

/** The sale's history from its stored times, oldest first. */
function historyOf(paidAt: Date, fulfilment: OrderFulfilment): SaleEvent[] {
  const events: Array<[SaleEvent['kind'], string | null]> = [
    ['paid', paidAt.toISOString()],
    ['in_progress', fulfilment.startedAt],
    ['done', fulfilment.doneAt],
    ['disputed', fulfilment.disputedAt],
    ['completed', fulfilment.completedAt],
  ];
  return events.flatMap(([kind, at]) => (at === null ? [] : [{ kind, at }])).sort((a, b) => a.at.localeCompare(b.at));
}

/** The last move's undo, as read at `now` (the client's confirm or dispute closes it). */
function undoOf(row: FulfilmentRow, now: Date): Sale['undo'] {
  const to = undoTarget(row.fulfilment);
  const until = undoDeadline(row.fulfilment, row.fulfilment === 'done' ? row.done_at : row.started_at, row.disputed_at !== null, now);
  return to !== null && until !== null ? { to, until: until.toISOString() } : null;
}

async function salesOf(db: Queryable, seller: Seller, lang: Locale, orderId?: number): Promise<Sale[]> {
  const { specialistId, firmIds } = seller;
  const { rows } = await db.query<SaleRow>(
    orderId === undefined ? `${SALE_SELECT} ORDER BY o.paid_at DESC, o.id DESC LIMIT 200` : `${SALE_SELECT} AND o.id = $3`,
    orderId === undefined ? [specialistId, firmIds] : [specialistId, firmIds, orderId],
  );
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<{ order_id: number; service_id: number; title: string; unit_price: number; quantity: number } & QuoteRefRow>(
    `SELECT oi.order_id, oi.service_id, l10n_text(oi.title, $3) AS title, oi.unit_price, oi.quantity, ${QUOTE_REF_COLUMNS}
       FROM order_items oi JOIN services sv ON sv.id = oi.service_id LEFT JOIN quotes q ON q.id = oi.quote_id
      WHERE oi.order_id = ANY($1::bigint[]) AND (sv.specialist_id = $2 OR sv.law_firm_id = ANY($4::bigint[])) ORDER BY oi.id`,
    [rows.map((row) => row.id), specialistId, lang, firmIds],
  );
  const now = new Date();
  return rows.map((row): Sale => {
    const mine = items
      .filter((item) => Number(item.order_id) === Number(row.id))
      .map(
        (item): OrderItem => ({
          serviceId: Number(item.service_id),
          title: item.title,
          unitPrice: Number(item.unit_price),
          quantity: item.quantity,
          lineTotal: Number(item.unit_price) * item.quantity,
          quote: quoteRefOf(item),
        }),
      );
    const fulfilment = fulfilmentOf(row, now);
    return {
      orderId: Number(row.id),
      number: orderNumber(Number(row.id)),
      paidAt: row.paid_at.toISOString(),
      // Only with the client's consent at checkout. OneID gives names in capitals: shown as the
      // header greets the client ("Dilnoza Yusupova").
      client: row.share_contact
        ? { shared: true, name: displayName(row.first_name, row.last_name), phone: row.phone }
        : { shared: false, name: null, phone: null },
      items: mine,
      conversationId: row.conversation_id === null ? null : Number(row.conversation_id),
      amount: mine.reduce((sum, item) => sum + item.lineTotal, 0),
      fulfilment,
      allowed: [...specialistMovesFrom(fulfilment.state)],
      undo: undoOf(row, now),
      history: historyOf(row.paid_at, fulfilment),
    };
  });
}

/** The signed-in specialist's sales, newest paid first (none for a user without a specialist profile). */
export async function listOwnSales(db: Queryable, userId: number, lang: Locale): Promise<SaleList> {
  const specialist = await specialistOf(db, userId);
  return { items: specialist === null ? [] : await salesOf(db, specialist, lang) };
}

/** One of the signed-in specialist's sales; null when it is not theirs (or not paid). */
export async function getOwnSale(db: Queryable, userId: number, orderId: number, lang: Locale): Promise<Sale | null> {
  const specialist = await specialistOf(db, userId);
  return specialist === null ? null : ((await salesOf(db, specialist, lang, orderId))[0] ?? null);
}

export type UndoSaleResult = { ok: true; sale: Sale } | { ok: false; from: Fulfilment; allowed: SpecialistMove[] };

/**
 * The specialist undoes their last move within UNDO_WINDOW_MS of it: in_progress → waiting, or
 * done → in_progress (the client's 7-day clock is gone with done_at). Refused once the window is
 * over or the client confirmed or disputed. Null when the sale is not theirs.
 */
export function undoOwnSaleMove(db: Queryable, userId: number, orderId: number, lang: Locale): Promise<UndoSaleResult | null> {
  return inTransaction(db, async (tx) => {
    const specialist = await specialistOf(tx, userId);
    if (specialist === null) return null;
    const { rows } = await tx.query<FulfilmentRow>(`SELECT ${FULFILMENT_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [orderId]);
    const current = (await salesOf(tx, specialist, lang, orderId))[0];
    if (!rows[0] || !current) return null;
    if (current.undo === null) return { ok: false, from: current.fulfilment.state, allowed: current.allowed };
    await tx.query(
      current.undo.to === 'waiting'
        ? "UPDATE orders SET fulfilment = 'waiting', started_at = NULL WHERE id = $1"
        : "UPDATE orders SET fulfilment = 'in_progress', done_at = NULL WHERE id = $1",
      [orderId],
    );
    return { ok: true, sale: (await salesOf(tx, specialist, lang, orderId))[0]! };
  });
}

export type MoveSaleResult = { ok: true; sale: Sale } | { ok: false; from: Fulfilment; allowed: SpecialistMove[] };

/** The specialist moves one of their sales; null when it is not theirs (or not paid). */
export function moveOwnSale(db: Queryable, userId: number, orderId: number, to: SpecialistMove, lang: Locale): Promise<MoveSaleResult | null> {
  return inTransaction(db, async (tx) => {
    const specialist = await specialistOf(tx, userId);
    if (specialist === null) return null;
    const { rows } = await tx.query<FulfilmentRow>(`SELECT ${FULFILMENT_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`, [orderId]);
    const current = (await salesOf(tx, specialist, lang, orderId))[0];
    if (!rows[0] || !current) return null;
    const from = current.fulfilment.state;
    if (!current.allowed.includes(to)) return { ok: false, from, allowed: current.allowed };
    const column = to === 'in_progress' ? 'started_at' : 'done_at';
    await tx.query(`UPDATE orders SET fulfilment = $2, ${column} = date_trunc('milliseconds', now()) WHERE id = $1`, [orderId, to]);
    return { ok: true, sale: (await salesOf(tx, specialist, lang, orderId))[0]! };
  });
}

interface OwnFulfilmentRow extends FulfilmentRow {
  status: string;
}

async function lockOwnPaid(tx: Queryable, userId: number, orderId: number): Promise<OwnFulfilmentRow | null> {
  const { rows } = await tx.query<OwnFulfilmentRow>(`SELECT o.status, ${FULFILMENT_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE`, [
    orderId,
    userId,
  ]);
  return rows[0] ?? null;
}

export type ConfirmResult = { ok: true } | { ok: false; from: Fulfilment };

/** The client confirms a done order: completed. Null: not the user's order. */
export function confirmOwnOrder(db: Queryable, userId: number, orderId: number): Promise<ConfirmResult | null> {
  return inTransaction(db, async (tx) => {
    const row = await lockOwnPaid(tx, userId, orderId);
    if (!row) return null;
    const state = fulfilmentOf(row, new Date()).state;
    if (row.status !== 'paid' || state !== 'done') return { ok: false, from: state };
    await tx.query("UPDATE orders SET fulfilment = 'completed', completed_at = date_trunc('milliseconds', now()) WHERE id = $1", [orderId]);
    return { ok: true };
  });
}

export type DisputeResult = { ok: true; ticketId: number } | { ok: false };

/**
 * The client disputes a done order within 7 days of done, once: a support ticket is opened with
 * the order's number in its subject and the client's text as its first message, and linked to
 * the order (which then no longer completes by itself). Null: not the user's order.
 */
export function disputeOwnOrder(
  db: Queryable,
  userId: number,
  orderId: number,
  input: { text: string; subject: string; locale: Locale },
): Promise<DisputeResult | null> {
  return inTransaction(db, async (tx) => {
    const row = await lockOwnPaid(tx, userId, orderId);
    if (!row) return null;
    const state = fulfilmentOf(row, new Date()).state;
    if (row.status !== 'paid' || state !== 'done' || row.disputed_at !== null) return { ok: false };
    const ticketId = await openAccountTicket(tx, userId, { subject: input.subject, locale: input.locale, body: input.text });
    await tx.query("UPDATE orders SET disputed_at = date_trunc('milliseconds', now()), dispute_ticket_id = $2 WHERE id = $1", [orderId, ticketId]);
    return { ok: true, ticketId };
  });
}
