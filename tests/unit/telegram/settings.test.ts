/** Telegram's settings (server/config.ts TELEGRAM_*, server/telegram/settings.ts). */
import { loadConfig } from '../../../server/config.js';
import { STANDIN_BOT, startLink, telegramSettings } from '../../../server/telegram/settings.js';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const PRODUCTION = { NODE_ENV: 'production', METRICS_TOKEN: 'a-long-metrics-token-123' };

test('outside production without a token, the stand-in on this very process', () => {
  const settings = telegramSettings(loadConfig({ PORT: '4100' }));
  expect(settings).toMatchObject({ ...STANDIN_BOT, standin: true, apiBase: 'http://127.0.0.1:4100/_telegram' });
  expect(startLink(settings!, 'tok')).toBe('http://localhost:4100/_telegram?start=tok');
});

test('with a token: the real bot, its username and secret required', () => {
  const env = { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_BOT_USERNAME: '@huquq_bot', TELEGRAM_WEBHOOK_SECRET: 'S3cret_-x' };
  const settings = telegramSettings(loadConfig({ ...PRODUCTION, ...env }));
  expect(settings).toMatchObject({ token: TOKEN, username: 'huquq_bot', secret: 'S3cret_-x', apiBase: 'https://api.telegram.org', standin: false });
  expect(startLink(settings!, 'tok')).toBe('https://t.me/huquq_bot?start=tok');
  expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN })).toThrow(/TELEGRAM_BOT_USERNAME: required when TELEGRAM_BOT_TOKEN is set/);
  expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN })).toThrow(/TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_BOT_TOKEN is set/);
  expect(telegramSettings(loadConfig({ ...env, TELEGRAM_API_BASE: 'http://127.0.0.1:8081/' }))?.apiBase).toBe('http://127.0.0.1:8081');
});

test('bad values stop the start naming the variable', () => {
  expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(/TELEGRAM_BOT_TOKEN: /);
  expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'has spaces' })).toThrow(/TELEGRAM_WEBHOOK_SECRET: /);
  expect(() => loadConfig({ TELEGRAM_WEBHOOK_SECRET: 'x'.repeat(257) })).toThrow(/TELEGRAM_WEBHOOK_SECRET: /);
  expect(() => loadConfig({ TELEGRAM_API_BASE: 'ftp://x' })).toThrow(/TELEGRAM_API_BASE: /);
});

test('production has no stand-in: without a token no Telegram, and forcing it refuses to start', () => {
  expect(telegramSettings(loadConfig(PRODUCTION))).toBeNull();
  expect(() => loadConfig({ ...PRODUCTION, TELEGRAM_STANDIN: 'on' })).toThrow(/TELEGRAM_STANDIN: the Telegram stand-in must never run in production/);
  expect(telegramSettings(loadConfig({ TELEGRAM_STANDIN: 'off' }))).toBeNull();
});

test('the worker is on unless told otherwise', () => {
  expect(loadConfig({}).NOTIFY_WORKER).toBe(true);
  expect(loadConfig({ NOTIFY_WORKER: 'off' }).NOTIFY_WORKER).toBe(false);
});
