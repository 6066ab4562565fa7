/**
 * Who may read and write a conversation (issue 31, ADR 020): its client, and the account that
 * manages its specialist's profile. Everyone else is told nothing (the API answers 404). Every
 * function of the area starts here.
 */
import type { ConversationSide } from '../../../shared/api/messages/contract.js';
import type { Queryable } from '../../db/adapter.js';

export interface ConversationRow {
  id: number;
  client_user_id: number;
  specialist_id: number;
  /** The account answering for the specialist; null while nobody manages the profile. */
  specialist_user_id: number | null;
  service_id: number | null;
  order_id: number | null;
  client_read_id: number;
  specialist_read_id: number;
  closed_at: Date | null;
  reported_at: Date | null;
  report_ticket_id: number | null;
  last_message_at: Date;
  blocked: boolean;
}

export interface Participant {
  conversation: ConversationRow;
  side: ConversationSide;
  /** The other side's account, when there is one (a profile nobody manages has none). */
  otherUserId: number | null;
}

const CONVERSATION_SELECT = `SELECT c.id, c.client_user_id, c.specialist_id, sp.user_id AS specialist_user_id, c.service_id, c.order_id,
         c.client_read_id, c.specialist_read_id, c.closed_at, c.reported_at, c.report_ticket_id, c.last_message_at,
         EXISTS (SELECT 1 FROM conversation_blocks b WHERE b.specialist_id = c.specialist_id AND b.client_user_id = c.client_user_id) AS blocked
    FROM conversations c JOIN specialists sp ON sp.id = c.specialist_id`;

/** The caller's side of conversation `id`, or null when it is not theirs. `lock`: the row is locked for the transaction. */
export async function participantOf(db: Queryable, userId: number, id: number, lock = false): Promise<Participant | null> {
  if (lock) await db.query('SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE c.id = $1 AND (c.client_user_id = $2 OR sp.user_id = $2)`, [id, userId]);
  const row = rows[0];
  if (!row) return null;
  const conversation: ConversationRow = {
    ...row,
    id: Number(row.id),
    client_user_id: Number(row.client_user_id),
    specialist_id: Number(row.specialist_id),
    specialist_user_id: row.specialist_user_id === null ? null : Number(row.specialist_user_id),
    service_id: row.service_id === null ? null : Number(row.service_id),
    order_id: row.order_id === null ? null : Number(row.order_id),
    client_read_id: Number(row.client_read_id),
    specialist_read_id: Number(row.specialist_read_id),
    report_ticket_id: row.report_ticket_id === null ? null : Number(row.report_ticket_id),
  };
  // A specialist writing to their own profile is refused when asking; an old row reads as the client's.
  const side: ConversationSide = conversation.client_user_id === userId ? 'client' : 'specialist';
  return { conversation, side, otherUserId: side === 'client' ? conversation.specialist_user_id : conversation.client_user_id };
}

/** Both people of a conversation that have an account (the live stream's recipients). */
export const peopleOf = (conversation: ConversationRow): number[] =>
  [conversation.client_user_id, conversation.specialist_user_id].filter((id): id is number => id !== null);
