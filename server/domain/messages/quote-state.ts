/**
 * A quote as read (issue 31): its stored status, and "expired" computed when read (an offer or an
 * accepted quote not yet bought, past valid_until), like an order's 12-hour expiry: no job changes it.
 */
import type { Quote, QuoteState } from '../../../shared/api/messages/contract.js';
import type { QuoteRef } from '../../../shared/api/orders/contract.js';

export interface QuoteRow {
  id: number;
  conversation_id: number;
  service_id: number | null;
  title: string;
  description: string;
  price: number;
  days: number;
  valid_until: Date;
  status: 'offered' | 'accepted' | 'declined';
  answered_at: Date | null;
  order_id: number | null;
}

/** The quote's columns in language $2, the order that bought it (not cancelled) included; add the WHERE. */
export const QUOTE_COLUMNS = `SELECT q.id, q.conversation_id, q.service_id, l10n_text(q.title, $2) AS title, q.description, q.price, q.days,
         q.valid_until, q.status, q.answered_at,
         (SELECT oi.order_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
           WHERE oi.quote_id = q.id AND o.status <> 'cancelled' ORDER BY oi.id DESC LIMIT 1) AS order_id
    FROM quotes q`;

/** What a quote is at `now`. */
export function quoteStateOf(row: Pick<QuoteRow, 'status' | 'valid_until' | 'order_id'>, now: Date): QuoteState {
  if (row.status === 'declined') return 'declined';
  if (row.order_id !== null) return 'accepted';
  if (row.valid_until.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function quoteOf(row: QuoteRow, now: Date): Quote {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    serviceId: row.service_id === null ? null : Number(row.service_id),
    title: row.title,
    description: row.description,
    price: Number(row.price),
    days: row.days,
    validUntil: row.valid_until.toISOString(),
    state: quoteStateOf(row, now),
    answeredAt: row.answered_at === null ? null : row.answered_at.toISOString(),
    orderId: row.order_id === null ? null : Number(row.order_id),
  };
}

/** The columns of a quote an item refers to, from `LEFT JOIN quotes q` (all null without one). */
export const QUOTE_REF_COLUMNS =
  'q.id AS q_id, q.conversation_id AS q_conversation_id, q.description AS q_description, q.days AS q_days, q.created_at AS q_created_at, q.valid_until AS q_valid_until';

export interface QuoteRefRow {
  q_id: number | null;
  q_conversation_id: number | null;
  q_description: string | null;
  q_days: number | null;
  q_created_at: Date | null;
  q_valid_until: Date | null;
}

/** The quote an item of a basket, an order or a receipt was bought by, or null. */
export function quoteRefOf(row: QuoteRefRow): QuoteRef | null {
  if (row.q_id === null) return null;
  return {
    id: Number(row.q_id),
    conversationId: Number(row.q_conversation_id),
    description: row.q_description ?? '',
    days: row.q_days ?? 0,
    createdAt: row.q_created_at!.toISOString(),
    validUntil: row.q_valid_until!.toISOString(),
  };
}
