/**
 * Telegram as the server uses it (config.ts TELEGRAM_*, ADR 021): the bot's token and username,
 * the webhook's secret, where the Bot API answers and where a link token sends the person. With
 * TELEGRAM_BOT_TOKEN it is the real bot; outside production without it, the local stand-in
 * (/_telegram, ./standin.ts) with its own public token and secret, reached on this very process,
 * so the whole flow (link, webhook, delivery) runs on one machine; in production without it,
 * there is no Telegram (null: the operations answer 503 telegram_unavailable and nobody is linked).
 */
import type { Config } from '../config.js';
import { ownOrigin } from '../ops/own-origin.js';

/** Where the stand-in is mounted in this app (outside production only). */
export const TELEGRAM_STANDIN_MOUNT = '/_telegram';
/** Telegram's own Bot API. */
export const TELEGRAM_API_DEFAULT = 'https://api.telegram.org';
/** Our webhook, where Telegram posts the bot's updates (setWebhook's url: `${PUBLIC_ORIGIN}${TELEGRAM_WEBHOOK_PATH}`). */
export const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';
/** Telegram's header carrying setWebhook's secret_token on every webhook call. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * The stand-in's bot when TELEGRAM_BOT_TOKEN is unset: public values (documented in README),
 * which production never accepts (config.ts refuses the stand-in there).
 */
export const STANDIN_BOT = {
  token: '100000001:huquq-standin-token-not-a-secret',
  username: 'huquq_standin_bot',
  secret: 'huquq-standin-webhook-secret',
} as const;

export interface TelegramSettings {
  token: string;
  /** The bot's username, without "@". */
  username: string;
  /** What X-Telegram-Bot-Api-Secret-Token must say. */
  secret: string;
  /** The Bot API's base, without a trailing slash: calls go to `${apiBase}/bot<token>/<method>`. */
  apiBase: string;
  /** The local stand-in is on (its page at /_telegram; link URLs open it instead of t.me). */
  standin: boolean;
  /** The site's public origin: the buttons of the messages open its pages. */
  publicOrigin: string;
  /** Time allowed for one Bot API call; well under the worker's lease (notifications/worker.ts). */
  timeoutMs: number;
}

export const BOT_API_TIMEOUT_MS = 10_000;

export function telegramSettings(config: Config): TelegramSettings | null {
  const standin = config.telegramStandin && !config.production;
  const token = config.TELEGRAM_BOT_TOKEN ?? (standin ? STANDIN_BOT.token : null);
  if (token === null) return null;
  const base = config.TELEGRAM_API_BASE ?? (standin ? `${ownOrigin(config)}${TELEGRAM_STANDIN_MOUNT}` : TELEGRAM_API_DEFAULT);
  return {
    token,
    username: config.TELEGRAM_BOT_USERNAME ?? STANDIN_BOT.username,
    secret: config.TELEGRAM_WEBHOOK_SECRET ?? STANDIN_BOT.secret,
    apiBase: base.replace(/\/+$/, ''),
    standin,
    publicOrigin: config.publicOrigin,
    timeoutMs: BOT_API_TIMEOUT_MS,
  };
}

/**
 * The link that starts the bot with a one-time token: t.me/<bot>?start=<token>; with the stand-in,
 * its own page (on this site), where "Start" is pressed as in Telegram.
 */
export function startLink(settings: Pick<TelegramSettings, 'standin' | 'username' | 'publicOrigin'>, token: string): string {
  if (settings.standin) return `${settings.publicOrigin}${TELEGRAM_STANDIN_MOUNT}?start=${encodeURIComponent(token)}`;
  return `https://t.me/${settings.username}?start=${encodeURIComponent(token)}`;
}
