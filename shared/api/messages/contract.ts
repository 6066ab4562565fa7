/**
 * Conversations between a client and a specialist, their messages and files, and quotes (issue 31,
 * ADR 020): the bodies and parameters the API validates and what it answers. Money is tiyin.
 *
 * Endpoints (under /api/v1; the two people of a conversation only, anyone else 404):
 * - `GET  /me/conversations?page=&pageSize=` → `ConversationList` (newest message first, unread counts).
 * - `POST /me/conversations` `{specialistId, serviceId?, message}` → 201 `Conversation` (a new
 *   question), or 200 with the open question to the same specialist about the same service, the
 *   message added; 409 conversation_blocked, own_specialist; 429 conversation_limit (10 a day).
 * - `GET  /me/conversations/{id}?before=` → `Conversation` with its newest messages (or those before a message).
 * - `GET  /me/conversations/{id}/messages?after=` → `MessageList` (what came after a message).
 * - `POST /me/conversations/{id}/messages` `{text, attach?}` or multipart (`text`, `files`) → 201 `Message`;
 *   409 conversation_closed, conversation_blocked; 413 files_too_large; 415 file_type; 429 message_limit.
 * - `POST /me/conversations/{id}/read` `{upTo}` → 204 (read receipts).
 * - `POST /me/conversations/{id}/close` and `/reopen` (the specialist) → `Conversation`.
 * - `POST /me/conversations/{id}/block` `{blocked}` (the specialist) → `Conversation`.
 * - `POST /me/conversations/{id}/report` `{reason}` (the client) → 202 `{ticketId}`.
 * - `GET  /me/conversations/{id}/files/{fileId}` → the file (a route of its own, server/api/files.ts).
 * - `POST /me/conversations/{id}/quotes` `{serviceId, description, price, days, validDays?}` (the
 *   specialist) → 201 `Quote`; 422 quote_below_price naming price.
 * - `POST /me/quotes/{id}/accept` → `Quote` (it is in the basket at its price); `/decline` → `Quote`;
 *   409 quote_expired, quote_answered.
 */
import { z } from 'zod';
import { MAX_ORDER_TIYIN } from '../../payments/money';
import { storableText } from '../../validation';
import { idParam, intParam, pagination } from '../params';
import type { ListResult } from '../types';
import {
  MESSAGE_TEXT_MAX,
  MESSAGE_FILES_MAX,
  QUOTE_VALID_DAYS_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DAYS_MAX,
  REPORT_REASON_MAX,
  type MessageFileType,
  textLength,
} from './limits';

/** The limits, file types and the character count live in ./limits.ts (no zod there, for the browser's pages). */
export {
  MESSAGE_TEXT_MAX,
  MESSAGE_FILE_MAX_BYTES,
  CONVERSATION_FILES_MAX_BYTES,
  MESSAGE_FILES_MAX,
  NEW_CONVERSATIONS_PER_DAY,
  MESSAGES_PER_MINUTE,
  QUOTE_VALID_DAYS_DEFAULT,
  QUOTE_VALID_DAYS_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DAYS_MAX,
  THREAD_PAGE,
  REPORT_REASON_MAX,
  MESSAGE_FILE_TYPES,
  type MessageFileType,
  textLength,
} from './limits';

/** No NUL: PostgreSQL cannot store it in text. */
const withoutNul = (text: string) => !text.includes('\u0000');

/** Text of at most `max` characters, trimmed at both ends; never more UTF-16 units than twice that. */
const text = (max: number) =>
  z
    .string()
    .max(max * 2 + 100)
    .trim()
    .superRefine(storableText())
    .refine(withoutNul)
    .refine((value) => textLength(value) <= max, { params: { key: 'max_length', max } });

/** A message's text. */
export const messageText = text(MESSAGE_TEXT_MAX);

/** A file as the router hands it over from a multipart form (or the loaders' client from a page's form). */
export interface UploadedFile {
  /** The name the sender's computer gave it (cleaned before it is kept). */
  name: string;
  /** What the sender said it is; the bytes decide. */
  type: string;
  bytes: Uint8Array;
}
const uploadedFile = z.object({ name: z.string().max(1000), type: z.string().max(200), bytes: z.instanceof(Uint8Array) }).strict();

/** A document or a generated claim of the sender's, attached as its PDF. */
export const attachmentRef = z.object({ kind: z.enum(['document', 'claim']), id: idParam }).strict();
export type AttachmentRef = z.infer<typeof attachmentRef>;

/** POST /me/conversations */
export const conversationCreateBody = z
  .object({
    specialistId: idParam,
    serviceId: idParam.optional(),
    message: messageText.refine((value) => value.length > 0, { params: { key: 'required' } }),
  })
  .strict();
export type ConversationCreateInput = z.input<typeof conversationCreateBody>;

/** POST /me/conversations/{id}/messages: text, files, or one's own papers; at least one of them. */
export const messageCreateBody = z
  .object({
    text: messageText.optional().default(''),
    files: z.array(uploadedFile).max(MESSAGE_FILES_MAX).optional().default([]),
    attach: z.array(attachmentRef).max(MESSAGE_FILES_MAX).optional().default([]),
  })
  .strict()
  .refine((body) => body.text.length > 0 || body.files.length > 0 || body.attach.length > 0, { path: ['text'], params: { key: 'required' } })
  .refine((body) => body.files.length + body.attach.length <= MESSAGE_FILES_MAX, { path: ['files'], params: { key: 'limit', max: MESSAGE_FILES_MAX } });
export type MessageCreateInput = z.input<typeof messageCreateBody>;

/** POST /me/conversations/{id}/read */
export const conversationReadBody = z.object({ upTo: idParam }).strict();
/** POST /me/conversations/{id}/block */
export const conversationBlockBody = z.object({ blocked: z.boolean() }).strict();
/** POST /me/conversations/{id}/report */
export const conversationReportBody = z.object({ reason: text(REPORT_REASON_MAX).optional().default('') }).strict();

/** POST /me/conversations/{id}/quotes */
export const quoteCreateBody = z
  .object({
    serviceId: idParam,
    description: text(QUOTE_DESCRIPTION_MAX).refine((value) => textLength(value) >= QUOTE_DESCRIPTION_MIN, {
      params: { key: 'length', min: QUOTE_DESCRIPTION_MIN },
    }),
    /** Tiyin. */
    price: intParam().pipe(z.number().min(1).max(MAX_ORDER_TIYIN)),
    /** Days the work takes. */
    days: intParam().pipe(z.number().min(1).max(QUOTE_DAYS_MAX)),
    /** Days the offer holds (QUOTE_VALID_DAYS_DEFAULT when not given). */
    validDays: intParam().pipe(z.number().min(1).max(QUOTE_VALID_DAYS_MAX)).optional(),
  })
  .strict();
export type QuoteCreateInput = z.input<typeof quoteCreateBody>;

/** GET /me/conversations?page=&pageSize= */
export const conversationListQuery = z.object({ ...pagination });
/** GET /me/conversations/{id}?before= : the messages before that one. */
export const conversationQuery = z.object({ before: idParam.optional() });
/** GET /me/conversations/{id}/messages?after= */
export const messageListQuery = z.object({ after: intParam().pipe(z.number().min(0).max(Number.MAX_SAFE_INTEGER)).optional().default(0) });
export const conversationFileParams = z.object({ id: idParam, fileId: idParam });

/** Which side of a conversation the reader is on. */
export type ConversationSide = 'client' | 'specialist';

/** Who the reader talks to. */
export type Counterpart =
  | { kind: 'specialist'; specialistId: number; nickname: string; name: string; avatarHue: number; photoUrl: string | null; verified: boolean }
  | { kind: 'client'; name: string };

export type QuoteState = 'offered' | 'accepted' | 'declined' | 'expired';

export interface Quote {
  id: number;
  conversationId: number;
  serviceId: number | null;
  /** The service's title when the quote was sent. */
  title: string;
  description: string;
  /** Tiyin. */
  price: number;
  days: number;
  validUntil: string;
  /** 'expired': offered (or accepted and not yet bought) past validUntil. */
  state: QuoteState;
  answeredAt: string | null;
  /** The order that bought it, when one did. */
  orderId: number | null;
}

export interface MessageFile {
  id: number;
  name: string;
  mediaType: MessageFileType;
  size: number;
}

export interface Message {
  id: number;
  side: ConversationSide;
  /** Written by the reader. */
  mine: boolean;
  /** As written (shown as text; links are made clickable when shown). */
  text: string;
  createdAt: string;
  files: MessageFile[];
  quote: Quote | null;
}

export interface ConversationCard {
  id: number;
  /** The reader's side. */
  side: ConversationSide;
  counterpart: Counterpart;
  service: { id: number; title: string } | null;
  order: { id: number; number: string } | null;
  lastMessage: { text: string; createdAt: string; mine: boolean; files: number; quote: boolean } | null;
  /** Messages of the other side the reader has not seen. */
  unread: number;
  closed: boolean;
  lastMessageAt: string;
}

export interface ConversationList extends ListResult<ConversationCard> {
  /** Unread messages across all of the reader's conversations. */
  unread: number;
}

/** A service the specialist may quote in this conversation ("from" prices first). */
export interface QuotableService {
  id: number;
  title: string;
  price: number;
  priceKind: 'fixed' | 'from';
}

export interface Conversation extends ConversationCard {
  /** Oldest first; the newest THREAD_PAGE, or those before `before`. */
  messages: Message[];
  /** Older messages exist before the first shown. */
  hasEarlier: boolean;
  /** The last message the other side has seen (read receipts). */
  counterpartReadId: number;
  /** The reader may write (not closed, not blocked). */
  canWrite: boolean;
  /** The specialist blocked this client. */
  blocked: boolean;
  /** The client reported it (its support ticket). */
  reportTicketId: number | null;
  /** The bytes of files kept in it, of CONVERSATION_FILES_MAX_BYTES. */
  fileBytes: number;
  /** For the specialist: what they may quote; empty for the client. */
  quotable: QuotableService[];
}

export interface MessageList {
  items: Message[];
}
