/** What the bot understands and answers (server/telegram/replies.ts), in the three languages. */
import path from 'node:path';
import { botReplyText, localeOfTelegram, parseCommand } from '../../../server/telegram/replies.js';
import { loadLocaleResources } from '../../../server/web/i18n.js';

const resources = loadLocaleResources(path.resolve('locales'));

test('commands: /start with or without a payload, /stop, addressed to this bot or to none', () => {
  expect(parseCommand('/start abc_DEF-123', 'huquq_bot')).toEqual({ kind: 'start', token: 'abc_DEF-123' });
  expect(parseCommand('/start', 'huquq_bot')).toEqual({ kind: 'start', token: null });
  expect(parseCommand('  /start@Huquq_Bot tok  ', 'huquq_bot')).toEqual({ kind: 'start', token: 'tok' });
  expect(parseCommand('/stop', 'huquq_bot')).toEqual({ kind: 'stop' });
  expect(parseCommand('/stop@other_bot', 'huquq_bot')).toEqual({ kind: 'other' });
  expect(parseCommand('/start a b', 'huquq_bot')).toEqual({ kind: 'other' });
  expect(parseCommand('hello', 'huquq_bot')).toEqual({ kind: 'other' });
  expect(parseCommand(undefined, 'huquq_bot')).toEqual({ kind: 'other' });
});

test('a chat nobody linked is answered in the language Telegram reports, else Uzbek', () => {
  expect(localeOfTelegram('ru')).toBe('ru');
  expect(localeOfTelegram('en-GB')).toBe('en');
  expect(localeOfTelegram('de')).toBe('uz');
  expect(localeOfTelegram(undefined)).toBe('uz');
});

test('the replies are written in each language, Uzbek in Latin with its own apostrophes', () => {
  expect(botReplyText('linked', 'en', resources)).toMatch(/^Done: this chat is linked to your Huquq account\./);
  expect(botReplyText('linked', 'ru', resources)).toMatch(/^Готово: этот чат привязан/);
  expect(botReplyText('linked', 'uz', resources)).toMatch(/^Tayyor: bu chat Huquq hisobingizga ulandi\./);
  expect(botReplyText('linkInvalid', 'uz', resources)).toContain('oʻtgan');
  expect(botReplyText('unlinked', 'ru', resources)).toContain('отвязан');
  for (const reply of ['linked', 'linkInvalid', 'unlinked', 'notLinked', 'help'] as const) {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const text = botReplyText(reply, locale, resources);
      expect(text).not.toContain('telegram-bot:');
      expect(text.length).toBeLessThan(400);
    }
    expect(botReplyText(reply, 'uz', resources)).not.toMatch(/[\u0400-\u04FF']/);
  }
  expect(botReplyText('help', 'en', resources)).toContain('/stop');
});
