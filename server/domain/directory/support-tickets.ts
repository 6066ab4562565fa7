/** Support tickets: a visitor's request for help, stored with its first message. */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { SupportTicketCreated, SupportTicketInput } from '../../../shared/api/directory/support-tickets.js';

export interface NewSupportTicket extends SupportTicketInput {
  /** The signed-in visitor, or null for a guest (who is answered through `contact`). */
  userId: number | null;
  locale: Locale;
}

/** The topic's id, or null when the visitor chose none; undefined when the slug names no topic. */
async function categoryId(db: Queryable, slug: string | undefined): Promise<number | null | undefined> {
  if (!slug) return null;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM support_categories WHERE slug = $1', [slug]);
  return rows[0]?.id;
}

/**
 * Creates the ticket and its first message in one statement (atomic on both engines, no
 * transaction needed). 'unknown_category' when the topic does not exist.
 */
export async function createSupportTicket(db: Queryable, ticket: NewSupportTicket): Promise<SupportTicketCreated | 'unknown_category'> {
  const category = await categoryId(db, ticket.category);
  if (category === undefined) return 'unknown_category';
  const { rows } = await db.query<{ id: number; status: 'open'; created_at: Date }>(
    `WITH ticket AS (
       INSERT INTO support_tickets (user_id, category_id, contact, subject, locale)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, status, created_at
     ), message AS (
       INSERT INTO support_ticket_messages (ticket_id, author_user_id, body) SELECT id, $1, $6 FROM ticket
     )
     SELECT id, status, created_at FROM ticket`,
    [ticket.userId, category, ticket.contact, ticket.subject, ticket.locale, ticket.message],
  );
  const row = rows[0];
  if (!row) throw new Error('support ticket was not created');
  return { id: row.id, status: row.status, createdAt: new Date(row.created_at).toISOString() };
}

/**
 * A ticket of a signed-in person opened by what they did elsewhere (a dispute of an order, a
 * report of a conversation), with its first message, in the caller's transaction; answered
 * through their account, so no contact is asked for. Returns its id.
 */
export async function openAccountTicket(db: Queryable, userId: number, ticket: { subject: string; locale: Locale; body: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `WITH ticket AS (
       INSERT INTO support_tickets (user_id, subject, locale) VALUES ($1, $2, $3) RETURNING id
     ), message AS (
       INSERT INTO support_ticket_messages (ticket_id, author_user_id, body) SELECT id, $1, $4 FROM ticket
     )
     SELECT id FROM ticket`,
    [userId, ticket.subject, ticket.locale, ticket.body],
  );
  return Number(rows[0]!.id);
}
