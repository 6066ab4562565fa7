/**
 * How the conversation pages read the API's answers (shared/pages/messages/views.ts): messages
 * merged once each and in order, read receipts, the live list laid over the shown one, days in
 * Tashkent, file sizes, a price typed in so'm, and which chosen files look sendable.
 */
import type { ConversationCard, Message } from '../../../shared/api/messages/contract.js';
import {
  dayOf,
  fileSize,
  freshenCards,
  lastMessageId,
  looksLikeMessageFile,
  mergeMessages,
  receiptOf,
  somToTiyin,
  tiyinToSom,
  unreadUpTo,
} from '../../../shared/pages/messages/views.js';

const message = (id: number, mine = false, text = `m${id}`): Message => ({
  id,
  side: mine ? 'client' : 'specialist',
  mine,
  text,
  createdAt: '2026-12-01T10:00:00.000Z',
  files: [],
  quote: null,
});

const card = (id: number, lastMessageAt: string, unread = 0): ConversationCard => ({
  id,
  side: 'client',
  counterpart: { kind: 'client', name: `C${id}` },
  service: null,
  order: null,
  lastMessage: null,
  unread,
  closed: false,
  lastMessageAt,
});

describe('mergeMessages', () => {
  test('appends, prepends and replaces by id, oldest first, each once', () => {
    const shown = [message(3), message(4, true)];
    expect(mergeMessages(shown, []).map((m) => m.id)).toEqual([3, 4]);
    expect(mergeMessages(shown, [message(5), message(4, true)]).map((m) => m.id)).toEqual([3, 4, 5]);
    expect(mergeMessages(shown, [message(1), message(2)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    // A message read again (its quote answered) replaces the one shown.
    expect(mergeMessages(shown, [message(3, false, 'again')]).find((m) => m.id === 3)?.text).toBe('again');
    expect(lastMessageId(mergeMessages(shown, [message(9)]))).toBe(9);
    expect(lastMessageId([])).toBe(0);
  });
});

describe('read receipts', () => {
  test('one’s own messages are sent until the other side read up to them; theirs have none', () => {
    expect(receiptOf(message(5, true), 4)).toBe('sent');
    expect(receiptOf(message(5, true), 5)).toBe('seen');
    expect(receiptOf(message(5, true), 9)).toBe('seen');
    expect(receiptOf(message(5, false), 9)).toBeNull();
  });

  test('the newest message of the other side not yet read', () => {
    const messages = [message(1), message(2, true), message(3), message(4, true)];
    expect(unreadUpTo(messages, 0)).toBe(3);
    expect(unreadUpTo(messages, 3)).toBeNull();
    expect(unreadUpTo([message(2, true)], 0)).toBeNull();
  });
});

describe('freshenCards', () => {
  test('a fresh first page replaces its cards, adds new ones and keeps the newest message first', () => {
    const shown = [card(1, '2026-12-01T10:00:00Z'), card(2, '2026-12-01T09:00:00Z'), card(3, '2026-12-01T08:00:00Z')];
    const fresh = [card(3, '2026-12-01T11:00:00Z', 2), card(4, '2026-12-01T10:30:00Z', 1)];
    const merged = freshenCards(shown, fresh);
    expect(merged.map((c) => c.id)).toEqual([3, 4, 1, 2]);
    expect(merged[0]!.unread).toBe(2);
    expect(freshenCards(shown, [])).toBe(shown);
  });
});

describe('dayOf', () => {
  test('a day in Tashkent (UTC+5)', () => {
    expect(dayOf('2026-12-01T18:59:00Z')).toBe('2026-12-01');
    expect(dayOf('2026-12-01T19:00:00Z')).toBe('2026-12-02');
  });
});

describe('fileSize', () => {
  test('bytes, kilobytes and megabytes, one decimal below ten', () => {
    expect(fileSize(512)).toEqual({ value: 512, unit: 'B' });
    expect(fileSize(1536)).toEqual({ value: 1.5, unit: 'KB' });
    expect(fileSize(200 * 1024)).toEqual({ value: 200, unit: 'KB' });
    expect(fileSize(10 * 1024 * 1024)).toEqual({ value: 10, unit: 'MB' });
    expect(fileSize(2.25 * 1024 * 1024)).toEqual({ value: 2.3, unit: 'MB' });
  });
});

describe('somToTiyin', () => {
  test('so’m as typed, with spaces or separators of thousands, and up to two decimals', () => {
    expect(somToTiyin('1500000')).toBe(150_000_000);
    expect(somToTiyin(' 1 500 000 ')).toBe(150_000_000);
    expect(somToTiyin('1\u00a0500\u202f000')).toBe(150_000_000);
    expect(somToTiyin('1,500,000')).toBe(150_000_000);
    expect(somToTiyin('1.500.000')).toBe(150_000_000);
    expect(somToTiyin('150,000')).toBe(15_000_000);
    expect(somToTiyin('150000,5')).toBe(15_000_050);
    expect(somToTiyin('150000.05')).toBe(15_000_005);
    expect(somToTiyin('100.001')).toBe(10_000_100);
    expect(somToTiyin('0')).toBe(0);
  });

  test('anything else is not a price', () => {
    for (const typed of ['', 'abc', '-100', '1e6', '1,50,000', '1.500,000', '1,5000', '12 so‘m', '9'.repeat(20)]) expect(somToTiyin(typed)).toBeNull();
  });

  test('tiyin back to so’m as the form shows them', () => {
    expect(tiyinToSom(150_000_000)).toBe('1500000');
    expect(tiyinToSom(15_000_050)).toBe('150000.5');
    expect(tiyinToSom(15_000_005)).toBe('150000.05');
  });
});

describe('looksLikeMessageFile', () => {
  test('PDF, DOCX, JPEG and PNG by name or type; anything else not', () => {
    expect(looksLikeMessageFile('a.PDF', '')).toBe(true);
    expect(looksLikeMessageFile('scan', 'image/png')).toBe(true);
    expect(looksLikeMessageFile('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(looksLikeMessageFile('contract.docx', '')).toBe(true);
    expect(looksLikeMessageFile('old.doc', 'application/msword')).toBe(false);
    expect(looksLikeMessageFile('run.exe', 'application/octet-stream')).toBe(false);
  });
});
