/**
 * Writing in conversations (issue 31, ADR 020): asking a specialist, messages with files, read
 * receipts, closing, blocking and reporting. Each write is one transaction that also records the
 * live stream's events for both people and notifies the other side (`record_user_event`,
 * `notify_user`, migration 0031), so nothing is told that did not happen and nothing that happened
 * goes untold. The caller rings the replicas after the commit (server/events/ring.ts).
 */
import { CONVERSATION_FILES_MAX_BYTES, MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY, type ConversationSide } from '../../../shared/api/messages/contract.js';
import type { Locale } from '../../../shared/locales.js';
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import { openAccountTicket } from '../directory/support-tickets.js';
import type { CheckedFile } from './files.js';
import { participantOf, peopleOf, type ConversationRow, type Participant } from './participants.js';
import { excerpt } from './threads.js';

/** Records event `kind` with `data` for each of `people` (in the caller's transaction). */
export async function recordEvents(tx: Queryable, people: readonly number[], kind: string, data: Record<string, unknown>): Promise<void> {
  if (people.length === 0) return;
  await tx.query('SELECT record_user_event(u, $2, $3::jsonb) FROM unnest($1::bigint[]) AS u', [people, kind, JSON.stringify(data)]);
}

/** The name the other side of `conversation` knows the writer on `side` by, in the reader's language. */
const WRITER_NAME = `CASE WHEN $2 = 'client' THEN btrim(initcap(cu.first_name) || ' ' || initcap(cu.last_name))
  ELSE l10n_text(sp.first_name, coalesce(ru.locale, 'uz')) || ' ' || l10n_text(sp.last_name, coalesce(ru.locale, 'uz')) END`;

/**
 * Tells the other side of the conversation about a new message: one unread "message" notification
 * per conversation at a time (a busy thread does not fill the bell; the first unread one leads to
 * all of them).
 */
async function notifyMessage(tx: Queryable, participant: Participant, text: string, files: number): Promise<void> {
  const { conversation, side, otherUserId } = participant;
  if (otherUserId === null) return;
  await tx.query(
    `SELECT notify_user($1, 'message', jsonb_build_object('conversationId', c.id, 'from', ${WRITER_NAME}, 'excerpt', $4::text, 'files', $5::int),
                        '/home/messages/' || c.id)
       FROM conversations c JOIN specialists sp ON sp.id = c.specialist_id JOIN users cu ON cu.id = c.client_user_id
       LEFT JOIN users ru ON ru.id = $1
      WHERE c.id = $3
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = $1 AND n.kind = 'message' AND n.read_at IS NULL
                          AND n.data->>'conversationId' = c.id::text)`,
    [otherUserId, side, conversation.id, excerpt(text, 120), files],
  );
}

export type MessageRefusal = 'conversation_closed' | 'conversation_blocked' | 'message_limit' | 'files_too_large';

/** Why `participant` may not write now, or null. */
async function refusalToWrite(tx: Queryable, userId: number, conversation: ConversationRow, newBytes: number): Promise<MessageRefusal | null> {
  if (conversation.closed_at !== null) return 'conversation_closed';
  if (conversation.blocked) return 'conversation_blocked';
  const { rows } = await tx.query<{ recent: number; bytes: number }>(
    `SELECT (SELECT count(*)::int FROM conversation_messages WHERE author_user_id = $1 AND created_at > now() - interval '1 minute') AS recent,
            (SELECT coalesce(sum(size), 0)::bigint FROM conversation_files WHERE conversation_id = $2) AS bytes`,
    [userId, conversation.id],
  );
  if ((rows[0]?.recent ?? 0) >= MESSAGES_PER_MINUTE) return 'message_limit';
  if (newBytes > 0 && Number(rows[0]?.bytes ?? 0) + newBytes > CONVERSATION_FILES_MAX_BYTES) return 'files_too_large';
  return null;
}

/** Stores one message (text, files) of `participant` and tells both sides; answers its id. */
async function storeMessage(tx: Queryable, userId: number, participant: Participant, text: string, files: readonly CheckedFile[]): Promise<number> {
  const { conversation, side } = participant;
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO conversation_messages (conversation_id, author_user_id, side, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [conversation.id, userId, side, text],
  );
  const messageId = Number(rows[0]!.id);
  for (const file of files) {
    await tx.query(
      'INSERT INTO conversation_files (conversation_id, message_id, name, media_type, size, sha256, content) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [conversation.id, messageId, file.name, file.mediaType, file.bytes.length, file.sha256, file.bytes],
    );
  }
  // The writer has seen their own thread up to here.
  await tx.query(`UPDATE conversations SET last_message_at = now(), ${side === 'client' ? 'client_read_id' : 'specialist_read_id'} = $2 WHERE id = $1`, [
    conversation.id,
    messageId,
  ]);
  await recordEvents(tx, peopleOf(conversation), 'message', { conversationId: conversation.id, messageId });
  await notifyMessage(tx, participant, text, files.length);
  return messageId;
}

export type AddMessageResult = { ok: true; messageId: number; side: ConversationSide; people: number[] } | { ok: false; reason: MessageRefusal };

/** A message in conversation `id` from the caller; null when it is not theirs. */
export function addMessage(db: Queryable, userId: number, id: number, text: string, files: readonly CheckedFile[]): Promise<AddMessageResult | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    const refused = await refusalToWrite(
      tx,
      userId,
      participant.conversation,
      files.reduce((sum, file) => sum + file.bytes.length, 0),
    );
    if (refused) return { ok: false, reason: refused };
    const messageId = await storeMessage(tx, userId, participant, text, files);
    return { ok: true, messageId, side: participant.side, people: peopleOf(participant.conversation) };
  });
}

export type AskRefusal = 'unknown' | 'own_specialist' | 'conversation_blocked' | 'conversation_limit' | 'message_limit';
export type AskResult = { ok: true; id: number; created: boolean; people: number[] } | { ok: false; reason: AskRefusal };

/**
 * The caller asks specialist `specialistId` a question, about `serviceId` (one of theirs) when
 * given. The open question to the same specialist about the same thing takes the message (200);
 * otherwise a new conversation (201), at most NEW_CONVERSATIONS_PER_DAY a day.
 */
export function askSpecialist(
  db: Queryable,
  userId: number,
  input: { specialistId: number; serviceId?: number | undefined; message: string },
): Promise<AskResult> {
  return inTransaction(db, async (tx) => {
    // One client's questions are asked one at a time (the daily count and the reuse hold).
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows: target } = await tx.query<{ user_id: number | null; service_ok: boolean; blocked: boolean }>(
      `SELECT sp.user_id,
              ($2::bigint IS NULL OR EXISTS (SELECT 1 FROM services sv WHERE sv.id = $2 AND sv.specialist_id = sp.id AND sv.published)) AS service_ok,
              EXISTS (SELECT 1 FROM conversation_blocks b WHERE b.specialist_id = sp.id AND b.client_user_id = $3) AS blocked
         FROM specialists sp WHERE sp.id = $1`,
      [input.specialistId, input.serviceId ?? null, userId],
    );
    const specialist = target[0];
    if (!specialist?.service_ok) return { ok: false, reason: 'unknown' };
    if (specialist.user_id !== null && Number(specialist.user_id) === userId) return { ok: false, reason: 'own_specialist' };
    if (specialist.blocked) return { ok: false, reason: 'conversation_blocked' };
    const { rows: open } = await tx.query<{ id: number }>(
      `SELECT id FROM conversations
        WHERE client_user_id = $1 AND specialist_id = $2 AND order_id IS NULL AND closed_at IS NULL
          AND service_id IS NOT DISTINCT FROM $3::bigint
        ORDER BY last_message_at DESC LIMIT 1`,
      [userId, input.specialistId, input.serviceId ?? null],
    );
    let id = open[0] ? Number(open[0].id) : null;
    const created = id === null;
    if (id === null) {
      const { rows: today } = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM conversations WHERE client_user_id = $1 AND order_id IS NULL AND created_at > now() - interval '24 hours'",
        [userId],
      );
      if ((today[0]?.n ?? 0) >= NEW_CONVERSATIONS_PER_DAY) return { ok: false, reason: 'conversation_limit' };
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO conversations (client_user_id, specialist_id, service_id) VALUES ($1, $2, $3) RETURNING id',
        [userId, input.specialistId, input.serviceId ?? null],
      );
      id = Number(rows[0]!.id);
      await recordEvents(tx, specialist.user_id === null ? [userId] : [userId, Number(specialist.user_id)], 'conversation', { conversationId: id });
    }
    const participant = (await participantOf(tx, userId, id, true))!;
    const refused = await refusalToWrite(tx, userId, participant.conversation, 0);
    if (refused === 'message_limit') return { ok: false, reason: refused };
    await storeMessage(tx, userId, participant, input.message, []);
    return { ok: true, id, created, people: peopleOf(participant.conversation) };
  });
}

/** Read receipts: the caller has seen every message up to `upTo` (never moves back). Null: not theirs. */
export function markRead(db: Queryable, userId: number, id: number, upTo: number): Promise<{ people: number[] } | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    const column = participant.side === 'client' ? 'client_read_id' : 'specialist_read_id';
    const { rows } = await tx.query<{ read: number }>(
      `UPDATE conversations SET ${column} = least((SELECT coalesce(max(id), 0) FROM conversation_messages WHERE conversation_id = $1), $2)
        WHERE id = $1 AND ${column} < $2 RETURNING ${column} AS read`,
      [id, upTo],
    );
    const people = peopleOf(participant.conversation);
    if (rows[0]) {
      await recordEvents(tx, people, 'read', { conversationId: id, upTo: Number(rows[0].read), side: participant.side });
      // The bell's "new message" is answered by reading the thread.
      await tx.query(
        `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND kind = 'message' AND read_at IS NULL AND data->>'conversationId' = $2::text`,
        [userId, id],
      );
    }
    return { people };
  });
}

export type SpecialistChange = { ok: true; people: number[] } | { ok: false; reason: 'not_specialist' };

/** The specialist closes or reopens the conversation. Null: not theirs. */
export function setClosed(db: Queryable, userId: number, id: number, closed: boolean): Promise<SpecialistChange | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    if (participant.side !== 'specialist') return { ok: false, reason: 'not_specialist' };
    await tx.query(`UPDATE conversations SET closed_at = ${closed ? 'coalesce(closed_at, now())' : 'NULL'} WHERE id = $1`, [id]);
    const people = peopleOf(participant.conversation);
    await recordEvents(tx, people, 'conversation', { conversationId: id });
    return { ok: true, people };
  });
}

/** The specialist blocks this conversation's client (no new question or message from them), or lets them again. */
export function setBlocked(db: Queryable, userId: number, id: number, blocked: boolean): Promise<SpecialistChange | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    if (participant.side !== 'specialist') return { ok: false, reason: 'not_specialist' };
    const { specialist_id, client_user_id } = participant.conversation;
    await tx.query(
      blocked
        ? 'INSERT INTO conversation_blocks (specialist_id, client_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
        : 'DELETE FROM conversation_blocks WHERE specialist_id = $1 AND client_user_id = $2',
      [specialist_id, client_user_id],
    );
    const people = peopleOf(participant.conversation);
    await recordEvents(tx, people, 'conversation', { conversationId: id });
    return { ok: true, people };
  });
}

/** A transcript line's longest text (support_ticket_messages.body holds at most 5000). */
const TRANSCRIPT_LINE = 4500;
/** The messages a report carries to support at most (the newest). */
const TRANSCRIPT_MESSAGES = 200;

export type ReportResult = { ok: true; ticketId: number } | { ok: false; reason: 'not_client' };

/**
 * The client reports the conversation: a support ticket whose first message is their reason, then
 * the conversation's messages as support reads them (side, time, text, file names). Reporting again
 * answers the same ticket. Null: not theirs.
 */
export function reportConversation(
  db: Queryable,
  userId: number,
  id: number,
  input: { reason: string; subject: string; intro: string; locale: Locale },
): Promise<ReportResult | null> {
  return inTransaction(db, async (tx) => {
    const participant = await participantOf(tx, userId, id, true);
    if (!participant) return null;
    if (participant.side !== 'client') return { ok: false, reason: 'not_client' };
    if (participant.conversation.report_ticket_id !== null) return { ok: true, ticketId: participant.conversation.report_ticket_id };
    const ticketId = await openAccountTicket(tx, userId, {
      subject: input.subject,
      locale: input.locale,
      body: input.reason ? `${input.intro}\n\n${input.reason}` : input.intro,
    });
    await tx.query(
      `INSERT INTO support_ticket_messages (ticket_id, author_user_id, body)
       SELECT $1, NULL, left('[' || m.side || ' · ' || to_char(m.created_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD HH24:MI') || '] ' ||
                             CASE WHEN m.body = '' THEN '' ELSE m.body END ||
                             coalesce((SELECT ' [' || string_agg(f.name, ', ' ORDER BY f.id) || ']' FROM conversation_files f WHERE f.message_id = m.id), '') ||
                             CASE WHEN m.quote_id IS NOT NULL THEN ' [quote #' || m.quote_id || ']' ELSE '' END, $3)
         FROM (SELECT * FROM conversation_messages WHERE conversation_id = $2 ORDER BY id DESC LIMIT $4) m
        ORDER BY m.id`,
      [ticketId, id, TRANSCRIPT_LINE, TRANSCRIPT_MESSAGES],
    );
    await tx.query('UPDATE conversations SET reported_at = now(), report_ticket_id = $2 WHERE id = $1', [id, ticketId]);
    return { ok: true, ticketId };
  });
}
