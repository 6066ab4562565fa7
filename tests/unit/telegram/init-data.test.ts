/**
 * The Web App's initData check (server/telegram/init-data.ts, docs/protocols.md §3.4): signed here
 * the way Telegram signs it, independently of the module (HMAC-SHA256 keyed by
 * HMAC-SHA256("WebAppData", token) over the sorted key=value lines without hash).
 */
import { createHmac } from 'node:crypto';
import { checkInitData, INIT_DATA_MAX_AGE_S } from '../../../server/telegram/init-data.js';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);
const NOW_S = NOW / 1000;

/** initData as Telegram would hand it to the page: the fields URL-encoded, plus their hash. */
function signed(fields: Record<string, string>, token = TOKEN): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const user = JSON.stringify({ id: 279058397, first_name: 'Dilnoza & Co', username: 'dilnoza_y', language_code: 'ru' });
const fields = (authDate = NOW_S - 60) => ({ query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user, auth_date: String(authDate), signature: 'abc-def_123' });

test('initData signed with our token, a minute old, is accepted with the person it names', () => {
  expect(checkInitData(signed(fields()), TOKEN, { now: NOW })).toEqual({
    ok: true,
    authDate: NOW_S - 60,
    user: { id: 279058397, username: 'dilnoza_y', languageCode: 'ru' },
  });
});

test('a wrong hash is refused: another bot’s token, or a field changed after signing', () => {
  expect(checkInitData(signed(fields(), '987654321:AAAnotherBotTokenxxxxxxxxxxxxxxxxx'), TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'hash' });
  const tampered = signed(fields()).replace('279058397', '279058398');
  expect(checkInitData(tampered, TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'hash' });
  // The same hash with one digit changed.
  const good = signed(fields());
  const flipped = good.replace(/hash=([0-9a-f])/, (_m, c: string) => `hash=${c === '0' ? '1' : '0'}`);
  expect(checkInitData(flipped, TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'hash' });
});

test('initData older than a day is refused even when its hash is right', () => {
  expect(checkInitData(signed(fields(NOW_S - INIT_DATA_MAX_AGE_S - 1)), TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'stale' });
  expect(checkInitData(signed(fields(NOW_S - INIT_DATA_MAX_AGE_S + 10)), TOKEN, { now: NOW }).ok).toBe(true);
  // Far in the future is not Telegram's either.
  expect(checkInitData(signed(fields(NOW_S + 3600)), TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'stale' });
});

test('what is not initData is malformed: no hash, a repeated field, no user', () => {
  expect(checkInitData('auth_date=1&user=%7B%7D', TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'malformed' });
  expect(checkInitData(`${signed(fields())}&auth_date=1`, TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'malformed' });
  const { user: _user, ...noUser } = fields();
  expect(checkInitData(signed(noUser), TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'malformed' });
  expect(checkInitData('', TOKEN, { now: NOW })).toEqual({ ok: false, reason: 'malformed' });
});
