/**
 * Reading conversations (issue 31): the list with each one's last message and unread count, one
 * conversation with its messages, files and quotes, and what came after a message. The reader is
 * always one of its two people (./participants.ts).
 */
import type { Locale } from '../../../shared/locales.js';
import {
  THREAD_PAGE,
  type Conversation,
  type ConversationCard,
  type ConversationList,
  type ConversationSide,
  type Counterpart,
  type Message,
  type MessageFile,
  type MessageFileType,
  type QuotableService,
} from '../../../shared/api/messages/contract.js';
import { orderNumber } from '../../../shared/payments/orders.js';
import { displayName } from '../../auth/viewer.js';
import type { Queryable } from '../../db/adapter.js';
import { participantOf, type Participant } from './participants.js';
import { quoteOf, QUOTE_COLUMNS, type QuoteRow } from './quote-state.js';

/** The first characters of a message, for lists and notifications. */
export const excerpt = (text: string, length = 160): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= length ? chars.join('') : `${chars.slice(0, length - 1).join('')}…`;
};

interface CardRow {
  id: number;
  side: ConversationSide;
  client_first: string;
  client_last: string;
  specialist_id: number;
  nickname: string;
  specialist_name: string;
  avatar_hue: number;
  photo_url: string | null;
  verified: boolean;
  service_id: number | null;
  service_title: string | null;
  order_id: number | null;
  closed_at: Date | null;
  last_message_at: Date;
  last_body: string | null;
  last_side: ConversationSide | null;
  last_at: Date | null;
  last_files: number | null;
  last_quote: boolean | null;
  unread: number;
}

/** Unread messages of conversation `c` for reader $1 (the other side's, after the reader's receipt). */
export const UNREAD_OF_READER = `(SELECT count(*) FROM conversation_messages m
   WHERE m.conversation_id = c.id
     AND m.side <> (CASE WHEN c.client_user_id = $1 THEN 'client' ELSE 'specialist' END)
     AND m.id > (CASE WHEN c.client_user_id = $1 THEN c.client_read_id ELSE c.specialist_read_id END))`;

/**
 * The cards' columns for reader $1 in language $2: which side they are on, both names, the last
 * message and how many of the other side's messages they have not seen.
 */
const CARD_SELECT = `SELECT c.id, CASE WHEN c.client_user_id = $1 THEN 'client' ELSE 'specialist' END AS side,
         cu.first_name AS client_first, cu.last_name AS client_last,
         sp.id AS specialist_id, sp.nickname, l10n_text(sp.first_name, $2) || ' ' || l10n_text(sp.last_name, $2) AS specialist_name,
         sp.avatar_hue, sp.photo_url, sp.verified,
         c.service_id, l10n_text(sv.title, $2) AS service_title, c.order_id, c.closed_at, c.last_message_at,
         lm.body AS last_body, lm.side AS last_side, lm.created_at AS last_at,
         (SELECT count(*)::int FROM conversation_files f WHERE f.message_id = lm.id) AS last_files, lm.quote_id IS NOT NULL AS last_quote,
         ${UNREAD_OF_READER}::int AS unread
    FROM conversations c
    JOIN specialists sp ON sp.id = c.specialist_id
    JOIN users cu ON cu.id = c.client_user_id
    LEFT JOIN services sv ON sv.id = c.service_id
    LEFT JOIN LATERAL (SELECT m.id, m.body, m.side, m.created_at, m.quote_id FROM conversation_messages m
                        WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm ON true`;

function toCard(row: CardRow): ConversationCard {
  const counterpart: Counterpart =
    row.side === 'client'
      ? {
          kind: 'specialist',
          specialistId: Number(row.specialist_id),
          nickname: row.nickname,
          name: row.specialist_name,
          avatarHue: row.avatar_hue,
          photoUrl: row.photo_url,
          verified: row.verified,
        }
      : { kind: 'client', name: displayName(row.client_first, row.client_last) };
  return {
    id: Number(row.id),
    side: row.side,
    counterpart,
    service: row.service_id === null || row.service_title === null ? null : { id: Number(row.service_id), title: row.service_title },
    order: row.order_id === null ? null : { id: Number(row.order_id), number: orderNumber(Number(row.order_id)) },
    lastMessage:
      row.last_at === null
        ? null
        : {
            text: excerpt(row.last_body ?? ''),
            createdAt: row.last_at.toISOString(),
            mine: row.last_side === row.side,
            files: Number(row.last_files ?? 0),
            quote: row.last_quote === true,
          },
    unread: Number(row.unread),
    closed: row.closed_at !== null,
    lastMessageAt: row.last_message_at.toISOString(),
  };
}

/** Conversations where the reader is the client or answers for the specialist. */
const MINE = '(c.client_user_id = $1 OR sp.user_id = $1)';

/** One page of the reader's conversations, the newest message first, with the unread total. */
export async function listConversations(db: Queryable, userId: number, query: { page: number; pageSize: number }, lang: Locale): Promise<ConversationList> {
  const [page, totals] = await Promise.all([
    db.query<CardRow>(`${CARD_SELECT} WHERE ${MINE} ORDER BY c.last_message_at DESC, c.id DESC LIMIT $3 OFFSET $4`, [
      userId,
      lang,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, coalesce(sum(${UNREAD_OF_READER}), 0)::int AS unread
         FROM conversations c JOIN specialists sp ON sp.id = c.specialist_id WHERE ${MINE}`,
      [userId],
    ),
  ]);
  return {
    items: page.rows.map(toCard),
    total: totals.rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    unread: totals.rows[0]?.unread ?? 0,
  };
}

interface MessageRow {
  id: number;
  side: ConversationSide;
  body: string;
  created_at: Date;
  quote_id: number | null;
}

/** Messages with their files and quotes, oldest first, as the reader on `side` sees them. */
async function messagesOf(db: Queryable, rows: MessageRow[], side: ConversationSide, lang: Locale): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const quoteIds = rows.flatMap((row) => (row.quote_id === null ? [] : [Number(row.quote_id)]));
  const [files, quotes] = await Promise.all([
    db.query<{ id: number; message_id: number; name: string; media_type: MessageFileType; size: number }>(
      'SELECT id, message_id, name, media_type, size FROM conversation_files WHERE message_id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    ),
    quoteIds.length === 0
      ? Promise.resolve({ rows: [] as QuoteRow[] })
      : db.query<QuoteRow>(`${QUOTE_COLUMNS} WHERE q.id = ANY($1::bigint[])`, [quoteIds, lang]),
  ]);
  const now = new Date();
  const quoteById = new Map(quotes.rows.map((row) => [Number(row.id), quoteOf(row, now)]));
  return rows.map(
    (row): Message => ({
      id: Number(row.id),
      side: row.side,
      mine: row.side === side,
      text: row.body,
      createdAt: row.created_at.toISOString(),
      files: files.rows
        .filter((file) => Number(file.message_id) === Number(row.id))
        .map((file): MessageFile => ({ id: Number(file.id), name: file.name, mediaType: file.media_type, size: file.size })),
      quote: row.quote_id === null ? null : (quoteById.get(Number(row.quote_id)) ?? null),
    }),
  );
}

/** What the specialist may quote: their published services that can be sold, "from" prices first. */
async function quotableOf(db: Queryable, specialistId: number, lang: Locale): Promise<QuotableService[]> {
  const { rows } = await db.query<{ id: number; title: string; price: number; price_kind: 'fixed' | 'from' }>(
    `SELECT id, l10n_text(title, $2) AS title, price, price_kind FROM services
      WHERE specialist_id = $1 AND published AND ikpu_code IS NOT NULL
      ORDER BY price_kind = 'from' DESC, popularity DESC, id`,
    [specialistId, lang],
  );
  return rows.map((row) => ({ id: Number(row.id), title: row.title, price: Number(row.price), priceKind: row.price_kind }));
}

/** The conversation as `participant` reads it: the newest THREAD_PAGE messages, or those before `before`. */
export async function conversationFor(db: Queryable, userId: number, participant: Participant, lang: Locale, before?: number): Promise<Conversation> {
  const { conversation, side } = participant;
  const [card, page, bytes, quotable] = await Promise.all([
    db.query<CardRow>(`${CARD_SELECT} WHERE c.id = $3`, [userId, lang, conversation.id]),
    db.query<MessageRow>(
      `SELECT id, side, body, created_at, quote_id FROM conversation_messages
        WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [conversation.id, before ?? null, THREAD_PAGE + 1],
    ),
    db.query<{ bytes: number }>('SELECT coalesce(sum(size), 0)::bigint AS bytes FROM conversation_files WHERE conversation_id = $1', [conversation.id]),
    side === 'specialist' ? quotableOf(db, conversation.specialist_id, lang) : Promise.resolve([]),
  ]);
  const rows = page.rows.slice(0, THREAD_PAGE).reverse();
  const closed = conversation.closed_at !== null;
  return {
    ...toCard(card.rows[0]!),
    messages: await messagesOf(db, rows, side, lang),
    hasEarlier: page.rows.length > THREAD_PAGE,
    counterpartReadId: side === 'client' ? conversation.specialist_read_id : conversation.client_read_id,
    canWrite: !closed && !conversation.blocked,
    blocked: conversation.blocked,
    reportTicketId: conversation.report_ticket_id,
    fileBytes: Number(bytes.rows[0]?.bytes ?? 0),
    quotable,
  };
}

/** One of the reader's conversations; null when it is not theirs. */
export async function getConversation(db: Queryable, userId: number, id: number, lang: Locale, before?: number): Promise<Conversation | null> {
  const participant = await participantOf(db, userId, id);
  return participant ? conversationFor(db, userId, participant, lang, before) : null;
}

/** The messages after `after` (at most 200), oldest first; null when the conversation is not theirs. */
export async function messagesAfter(db: Queryable, userId: number, id: number, after: number, lang: Locale): Promise<Message[] | null> {
  const participant = await participantOf(db, userId, id);
  if (!participant) return null;
  const { rows } = await db.query<MessageRow>(
    'SELECT id, side, body, created_at, quote_id FROM conversation_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT 200',
    [id, after],
  );
  return messagesOf(db, rows, participant.side, lang);
}

/** One message as its author reads it (the answer to a POST). */
export async function messageFor(db: Queryable, messageId: number, side: ConversationSide, lang: Locale): Promise<Message> {
  const { rows } = await db.query<MessageRow>('SELECT id, side, body, created_at, quote_id FROM conversation_messages WHERE id = $1', [messageId]);
  return (await messagesOf(db, rows, side, lang))[0]!;
}
