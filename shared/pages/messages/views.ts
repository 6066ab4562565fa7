/**
 * How the conversation pages read what the API answers (issue 31), pure so the server's render,
 * the browser's and the unit tests agree: a thread's messages merged as they arrive (live, earlier
 * pages, a re-read), read receipts, the list's cards kept current, days in Tashkent, file sizes,
 * and a price typed in so'm.
 */
import type { ConversationCard, Message } from '../../api/messages/contract.js';
import { calendarParts } from '../../format/calendar.js';
import { TIYIN_PER_SOM } from '../../format/money.js';

/**
 * The thread's messages with `incoming` added: oldest first, each once (a message read again,
 * with its quote's new state, replaces the one shown).
 */
export function mergeMessages(shown: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return shown as Message[];
  const byId = new Map<number, Message>();
  for (const message of shown) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message's id, or 0 for none. */
export function lastMessageId(messages: readonly Message[]): number {
  return messages.reduce((last, message) => Math.max(last, message.id), 0);
}

/** A message of mine as the other side has it: sent (✓), or seen (✓✓). Theirs have no receipt. */
export type Receipt = 'sent' | 'seen' | null;

export function receiptOf(message: Pick<Message, 'id' | 'mine'>, counterpartReadId: number): Receipt {
  if (!message.mine) return null;
  return message.id <= counterpartReadId ? 'seen' : 'sent';
}

/** The newest message of the other side that the reader has not marked read, or null. */
export function unreadUpTo(messages: readonly Message[], readUpTo: number): number | null {
  let newest: number | null = null;
  for (const message of messages) if (!message.mine && message.id > readUpTo && (newest === null || message.id > newest)) newest = message.id;
  return newest;
}

/**
 * The list with a fresh first page laid over it (the live list): a card read again replaces the one
 * shown, a new one joins, and the newest message comes first.
 */
export function freshenCards(shown: readonly ConversationCard[], fresh: readonly ConversationCard[]): ConversationCard[] {
  if (fresh.length === 0) return shown as ConversationCard[];
  const byId = new Map<number, ConversationCard>();
  for (const card of shown) byId.set(card.id, card);
  for (const card of fresh) byId.set(card.id, card);
  return [...byId.values()].sort((a, b) => (a.lastMessageAt === b.lastMessageAt ? b.id - a.id : a.lastMessageAt < b.lastMessageAt ? 1 : -1));
}

/** A calendar day in Tashkent ("2026-12-01"): messages are grouped by it. */
export function dayOf(iso: string): string {
  const { year, month, day } = calendarParts(iso);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A file's size in the largest unit that keeps it above 1, to one decimal below 10 (kB and MB of 1024). */
export function fileSize(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  const round = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));
  if (bytes < 1024 * 1024) return { value: round(bytes / 1024), unit: 'KB' };
  return { value: round(bytes / (1024 * 1024)), unit: 'MB' };
}

/**
 * A price typed in so'm as tiyin, or null when it is not one: digits with spaces as the thousands'
 * separator ("150 000"), or "." and "," between groups of three ("150,000", "1.500.000"), and at
 * most two decimals after a "." or "," ("150000,50"). Never a float: the digits are joined as text.
 */
export function somToTiyin(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f']/g, '');
  let som: string;
  let fraction = '';
  const decimal = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (decimal) {
    som = decimal[1] ?? '';
    fraction = decimal[2] ?? '';
  } else if (/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(text)) som = text.replace(/[.,]/g, '');
  else return null;
  const tiyin = Number(som) * TIYIN_PER_SOM + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** Tiyin as the quote form shows them again in so'm ("150000", "150000.5"). */
export function tiyinToSom(tiyin: number): string {
  const som = Math.floor(tiyin / TIYIN_PER_SOM);
  const rest = tiyin % TIYIN_PER_SOM;
  return rest === 0 ? String(som) : `${som}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The file types a message takes, as a file input's `accept` (by extension and media type). */
export const MESSAGE_FILE_ACCEPT =
  '.pdf,.docx,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

/** Whether the browser's name and type of a chosen file look like one the API takes (its bytes decide there). */
export function looksLikeMessageFile(name: string, type: string): boolean {
  return /\.(?:pdf|docx|jpe?g|png)$/i.test(name) || MESSAGE_FILE_ACCEPT.split(',').includes(type);
}
