/**
 * A local stand-in of Telegram's Bot API (/_telegram, outside production only; ADR 021), like the
 * OneID and payment stand-ins: the delivery worker and the bot's webhook run their real code
 * against it, on one machine, with no network.
 *
 * - `POST /_telegram/bot<token>/sendMessage` and `getMe` answer as Telegram does (`{ok: true,
 *   result: {message_id, …}}`; 401 for another token); what was sent is kept in memory (the last 500).
 * - It can be told to answer the next sends with 429 (`parameters.retry_after`), 403 ("Forbidden:
 *   bot was blocked by the user") or 500: `POST /_telegram/answers` (a form), or `failNext()` in tests.
 * - `GET /_telegram` shows the messages (chat, text, button) on a small page without scripts, with
 *   forms to press "Start" with a link token or write to the bot; `GET /_telegram/messages.json`
 *   the same as JSON.
 * - `POST /_telegram/start` (token, chat id, username) is a person pressing Start in the bot: it
 *   calls our webhook with the Update `{update_id, message: {chat: {id}, from: {username}, text:
 *   "/start <token>"}}` and the secret header, as Telegram would, and keeps the bot's answer (the
 *   webhook answers with a sendMessage, which Telegram executes) as a message to that chat.
 *
 * Its forms are posted from its own page only (the Origin or Referer must be this host). Its state
 * is one process's memory: with several replicas each has its own (README says how to point them
 * at one, TELEGRAM_API_BASE).
 */
import { safeLocalPath } from '../../shared/local-path.js';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { LANG_COOKIE, isLocale, type Locale } from '../../shared/locales.js';
import { authDocument, escapeHtml } from '../auth/auth-page.js';
import { TELEGRAM_SECRET_HEADER, TELEGRAM_WEBHOOK_PATH } from './settings.js';

export interface StandinMessage {
  messageId: number;
  chatId: number;
  text: string;
  button: { text: string; url: string } | null;
  /** Unix seconds, as Telegram dates messages. */
  date: number;
  /** Sent by the worker (sendMessage), or the bot's answer to a webhook call. */
  via: 'sendMessage' | 'webhook';
}

/** What the next sendMessage answers instead of sending. */
export type StandinAnswer = { status: 429; retryAfter: number } | { status: 403 } | { status: 500 };

export interface TelegramStandinOptions {
  token: string;
  username: string;
  secret: string;
  resources: Resources;
  /** Our webhook; default: this server's, on the address and port the request came in on. */
  webhookUrl?: string | null;
  /** Messages kept (the oldest go first). */
  maxMessages?: number;
}

export interface TelegramStandin {
  router: Router;
  readonly messages: readonly StandinMessage[];
  /** The next `count` sends answer `answer`. */
  failNext(answer: StandinAnswer, count?: number): void;
  clear(): void;
}

/** The chat id a pressed Start uses unless the form names one. */
export const STANDIN_CHAT_ID = 700_000_001;
const STANDIN_BOT_ID = 100_000_001;

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** Our webhook on the address and port this request came in on. */
function localWebhook(req: Request): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${TELEGRAM_WEBHOOK_PATH}`;
}

/** A form post from the stand-in's own page: an Origin (or Referer) of the host the request came to. */
function fromOwnPage(req: Request): boolean {
  const from = req.get('origin') ?? req.get('referer');
  const host = req.get('host');
  if (from === undefined || host === undefined) return false;
  try {
    return new URL(from).origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

function localeOf(req: Request): Locale {
  const lang: unknown = req.cookies?.[LANG_COOKIE];
  return isLocale(lang) ? lang : 'uz';
}

export function createTelegramStandin(options: TelegramStandinOptions): TelegramStandin {
  const maxMessages = options.maxMessages ?? 500;
  const messages: StandinMessage[] = [];
  const answers: StandinAnswer[] = [];
  let nextMessageId = 1;
  let nextUpdateId = 1;

  const keep = (message: Omit<StandinMessage, 'messageId' | 'date'>): StandinMessage => {
    const kept = { ...message, messageId: nextMessageId++, date: Math.floor(Date.now() / 1000) };
    messages.push(kept);
    if (messages.length > maxMessages) messages.splice(0, messages.length - maxMessages);
    return kept;
  };

  const bad = (res: Response, status: number, description: string, parameters?: Record<string, unknown>) =>
    void res.status(status).json({ ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) });

  /** sendMessage's inline keyboard: the first URL button, if any. */
  function buttonOf(markup: unknown): StandinMessage['button'] {
    let value = markup;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    }
    const first = (value as { inline_keyboard?: unknown } | null)?.inline_keyboard;
    const button = Array.isArray(first) && Array.isArray(first[0]) ? (first[0][0] as { text?: unknown; url?: unknown } | undefined) : undefined;
    return typeof button?.text === 'string' && typeof button.url === 'string' ? { text: button.text, url: button.url } : null;
  }

  const botApi: RequestHandler = (req, res) => {
    const bot = String(req.params.bot ?? '');
    const method = String(req.params.method ?? '').toLowerCase();
    if (bot !== `bot${options.token}`) return bad(res, 401, 'Unauthorized');
    if (method === 'getme') {
      return void res.json({ ok: true, result: { id: STANDIN_BOT_ID, is_bot: true, first_name: 'Huquq (stand-in)', username: options.username } });
    }
    if (method !== 'sendmessage') return bad(res, 404, 'Not Found: method not found');
    const body = { ...(req.query as Record<string, unknown>), ...((req.body as Record<string, unknown> | undefined) ?? {}) };
    const chatId = Number(field(body, 'chat_id'));
    const text = typeof body.text === 'string' ? body.text : '';
    if (!Number.isSafeInteger(chatId) || chatId === 0) return bad(res, 400, 'Bad Request: chat not found');
    if (text.trim() === '') return bad(res, 400, 'Bad Request: message text is empty');
    if (text.length > 4096) return bad(res, 400, 'Bad Request: message is too long');
    const answer = answers.shift();
    if (answer?.status === 429) return bad(res, 429, `Too Many Requests: retry after ${answer.retryAfter}`, { retry_after: answer.retryAfter });
    if (answer?.status === 403) return bad(res, 403, 'Forbidden: bot was blocked by the user');
    if (answer?.status === 500) return bad(res, 500, 'Internal Server Error');
    const kept = keep({ chatId, text, button: buttonOf(body.reply_markup), via: 'sendMessage' });
    res.json({
      ok: true,
      result: {
        message_id: kept.messageId,
        date: kept.date,
        chat: { id: chatId, type: 'private' },
        from: { id: STANDIN_BOT_ID, is_bot: true, first_name: 'Huquq (stand-in)', username: options.username },
        text,
        ...(body.reply_markup ? { reply_markup: body.reply_markup } : {}),
      },
    });
  };

  function page(req: Request, res: Response, status = 200, notice = ''): void {
    const locale = localeOf(req);
    const { t } = createTranslator(locale, options.resources);
    const s = (key: string, values?: Record<string, unknown>) => escapeHtml(t(`telegram-bot:standin.${key}`, values));
    const title = t('telegram-bot:standin.title');
    const start = typeof req.query.start === 'string' ? req.query.start : '';
    const items = messages
      .slice()
      .reverse()
      .map(
        (m) =>
          `<li data-testid="standin-message"><small>${s('chat')} ${m.chatId} · #${m.messageId}</small><br><span style="white-space:pre-wrap">${escapeHtml(m.text)}</span>` +
          (m.button ? `<br><small>${s('button')}:</small> <a class="secondary" href="${escapeHtml(m.button.url)}">${escapeHtml(m.button.text)}</a>` : '') +
          '</li>',
      )
      .join('');
    const base = req.baseUrl;
    const input = (name: string, label: string, value: string, extra = '') =>
      `<label>${label}<br><input name="${name}" value="${escapeHtml(value)}" ${extra}></label><br>`;
    const body =
      `<h1>${escapeHtml(title)}</h1><p><small>${s('notice')}</small></p>${notice ? `<p role="alert"><strong>${escapeHtml(notice)}</strong></p>` : ''}` +
      `<h2>${s('pressStart')}</h2><form method="post" action="${base}/start">${input('token', s('token'), start, 'required autocomplete="off"')}` +
      `${input('chat_id', s('chatId'), String(STANDIN_CHAT_ID), 'inputmode="numeric"')}${input('username', s('username'), 'standin_user')}` +
      `<button type="submit" data-testid="standin-start">${s('start')}</button></form>` +
      `<h2>${s('send')}</h2><form method="post" action="${base}/send">${input('text', s('text'), '/stop', 'required')}` +
      `${input('chat_id', s('chatId'), String(STANDIN_CHAT_ID), 'inputmode="numeric"')}<button type="submit">${s('sendButton')}</button></form>` +
      `<h2>${s('messages')}</h2>${items ? `<ul>${items}</ul>` : `<p>${s('none')}</p>`}` +
      `<form method="post" action="${base}/clear"><button type="submit" class="secondary">${s('clear')}</button></form>` +
      `<h2>${s('answers')}</h2><p>${s('queued', { count: answers.length })}</p><form method="post" action="${base}/answers">` +
      `<label>${s('answer')}<br><select name="answer"><option value="429">${s('answer429')}</option><option value="403">${s('answer403')}</option><option value="500">${s('answer500')}</option></select></label><br>` +
      `${input('retry_after', s('retryAfter'), '5', 'inputmode="numeric"')}${input('count', s('count'), '1', 'inputmode="numeric"')}` +
      `<button type="submit">${s('queue')}</button></form>`;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(authDocument(locale, title, body));
  }

  /** A person writes `text` to the bot in chat `chatId`: our webhook gets the Update; its answer is kept. */
  async function personWrites(req: Request, chatId: number, username: string, text: string): Promise<string | null> {
    const { t } = createTranslator(localeOf(req), options.resources);
    const update = {
      update_id: nextUpdateId++,
      message: {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', ...(username ? { username } : {}) },
        from: { id: chatId, is_bot: false, first_name: 'Stand-in', ...(username ? { username } : {}), language_code: localeOf(req) },
        text,
      },
    };
    let response: globalThis.Response;
    try {
      response = await fetch(options.webhookUrl ?? localWebhook(req), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TELEGRAM_SECRET_HEADER]: options.secret },
        body: JSON.stringify(update),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      return t('telegram-bot:standin.webhookUnreachable', { reason: error instanceof Error ? error.message : String(error) });
    }
    if (response.status !== 200) return t('telegram-bot:standin.webhookFailed', { status: response.status });
    const answer = (await response.json().catch(() => null)) as { method?: unknown; chat_id?: unknown; text?: unknown; reply_markup?: unknown } | null;
    // Telegram executes a method given in the webhook's answer.
    if (typeof answer?.method === 'string' && answer.method.toLowerCase() === 'sendmessage' && typeof answer.text === 'string') {
      keep({ chatId: Number(answer.chat_id), text: answer.text, button: buttonOf(answer.reply_markup), via: 'webhook' });
    }
    return null;
  }

  const ownPage: RequestHandler = (req, res, next) => {
    if (fromOwnPage(req)) return next();
    res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Cross-site request refused');
  };
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });
  const chatOf = (req: Request) => {
    const chatId = Number(field(req.body, 'chat_id') || STANDIN_CHAT_ID);
    return Number.isSafeInteger(chatId) && chatId > 0 ? chatId : STANDIN_CHAT_ID;
  };
  const back = (req: Request, res: Response) => res.redirect(303, safeLocalPath(req.baseUrl || '/'));

  const router = express.Router();
  router.get('/', (req, res) => page(req, res));
  router.get('/messages.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ messages, queuedAnswers: answers.length });
  });
  router.post('/start', ownPage, form, async (req, res, next) => {
    try {
      const token = field(req.body, 'token');
      const failure = await personWrites(req, chatOf(req), field(req.body, 'username').slice(0, 64), token ? `/start ${token}` : '/start');
      if (failure) return page(req, res, 502, failure);
      back(req, res);
    } catch (error) {
      next(error);
    }
  });
  router.post('/send', ownPage, form, async (req, res, next) => {
    try {
      const text = field(req.body, 'text').slice(0, 4096);
      const failure = await personWrites(req, chatOf(req), '', text || '/help');
      if (failure) return page(req, res, 502, failure);
      back(req, res);
    } catch (error) {
      next(error);
    }
  });
  router.post('/answers', ownPage, form, (req, res) => {
    const status = field(req.body, 'answer');
    const count = Math.min(Math.max(Number(field(req.body, 'count')) || 1, 1), 100);
    const retryAfter = Math.min(Math.max(Number(field(req.body, 'retry_after')) || 1, 1), 3600);
    if (status === '429') stub.failNext({ status: 429, retryAfter }, count);
    else if (status === '403') stub.failNext({ status: 403 }, count);
    else if (status === '500') stub.failNext({ status: 500 }, count);
    back(req, res);
  });
  router.post('/clear', ownPage, (req, res) => {
    stub.clear();
    back(req, res);
  });
  // The Bot API: JSON or a form, as Telegram takes them.
  router.all('/:bot/:method', express.json({ limit: '64kb' }), express.urlencoded({ extended: false, limit: '64kb' }), botApi);

  const stub: TelegramStandin = {
    router,
    get messages() {
      return messages;
    },
    failNext(answer, count = 1) {
      for (let i = 0; i < count; i++) answers.push(answer);
    },
    clear() {
      messages.length = 0;
      answers.length = 0;
    },
  };
  return stub;
}
