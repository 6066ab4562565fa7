/**
 * What the bot understands and answers in a private chat (ADR 021): `/start <token>` links the
 * chat, `/stop` unlinks it, anything else gets the short help. The answers are the
 * `telegram-bot` namespace in the person's site language (or, for a chat nobody linked, the
 * language Telegram reports for them, else Uzbek). Pure functions: the webhook does the SQL.
 */
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { isLocale, type Locale } from '../../shared/locales.js';

export type BotCommand = { kind: 'start'; token: string | null } | { kind: 'stop' } | { kind: 'other' };

export type BotReply = 'linked' | 'linkInvalid' | 'unlinked' | 'notLinked' | 'help';

/**
 * The command of a message's text: `/start`, `/start <payload>`, `/stop`, also written
 * `/start@<bot>` (how a client writes a command meant for one bot); a command for another bot is "other".
 */
export function parseCommand(text: string | undefined, botUsername: string): BotCommand {
  const match = /^\/(start|stop)(?:@([A-Za-z0-9_]+))?(?:\s+(\S+))?\s*$/.exec((text ?? '').trim());
  if (!match) return { kind: 'other' };
  const [, command, bot, payload] = match;
  if (bot !== undefined && bot.toLowerCase() !== botUsername.toLowerCase()) return { kind: 'other' };
  return command === 'stop' ? { kind: 'stop' } : { kind: 'start', token: payload ?? null };
}

/** A chat nobody linked is answered in the language Telegram reports for the person, else Uzbek. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  const lang = languageCode?.toLowerCase().split('-')[0];
  return isLocale(lang) ? lang : 'uz';
}

export function botReplyText(reply: BotReply, locale: Locale, resources: Resources): string {
  return createTranslator(locale, resources).t(`telegram-bot:bot.${reply}`);
}
