/**
 * POST /api/telegram/webhook (ADR 021): where Telegram posts the bot's updates. Mounted by app.ts
 * before the CSRF guard (Telegram is an outside service; it proves itself by setWebhook's
 * secret_token, sent back in X-Telegram-Bot-Api-Secret-Token and compared here in constant time:
 * 401 otherwise, before the body is read). JSON bodies of at most 64 KB.
 *
 * In a private chat: `/start <token>` links the chat to the token's person (once, within 15
 * minutes; a chat linked to someone else moves) and says so in their site language; `/stop`
 * unlinks it; anything else gets the short help. The answer is the webhook's own response
 * (`{"method":"sendMessage",…}`, which Telegram executes: "making requests when getting
 * updates"), so a reply costs no call of ours. Every update understood or ignored is answered 200,
 * so Telegram never repeats it; only a failure of ours (the database) is a 500, which it retries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Resources } from '../../shared/i18n/index.js';
import type { Locale } from '../../shared/locales.js';
import type { Queryable } from '../db/adapter.js';
import { linkByToken, localeOfChat, unlinkChat } from '../domain/telegram/links.js';
import type { Logger } from '../ops/logger.js';
import { apiError } from '../web/errors.js';
import { LINK_TOKEN_PATTERN, linkTokenHash } from './link-token.js';
import { botReplyText, localeOfTelegram, parseCommand, type BotReply } from './replies.js';
import { TELEGRAM_SECRET_HEADER, type TelegramSettings } from './settings.js';

export interface TelegramWebhookDeps {
  db: Queryable;
  settings: Pick<TelegramSettings, 'secret' | 'username'>;
  resources: Resources;
  logger: Logger;
}

/** The parts of an Update we read; anything else in it is ignored. */
const updateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.number().int().refine(Number.isSafeInteger), type: z.string().optional() }),
      from: z.looseObject({ username: z.string().max(64).optional(), language_code: z.string().max(35).optional() }).optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The header matches the secret: compared as digests, so neither the length nor a prefix leaks. */
export function secretMatches(header: string | undefined, secret: string): boolean {
  return header !== undefined && timingSafeEqual(digest(header), digest(secret));
}

export function telegramWebhookRouter({ db, settings, resources, logger }: TelegramWebhookDeps): Router {
  const router = express.Router();
  const checkSecret: RequestHandler = (req, res, next) => {
    if (secretMatches(req.get(TELEGRAM_SECRET_HEADER), settings.secret)) return next();
    res.status(401).set('Cache-Control', 'no-store').json(apiError('unauthorized', 'Unknown webhook secret'));
  };

  const reply = (chatId: number, text: BotReply, locale: Locale) => ({ method: 'sendMessage', chat_id: chatId, text: botReplyText(text, locale, resources) });

  router.post('/', checkSecret, express.json({ limit: '64kb' }), async (req: Request, res, next) => {
    try {
      res.set('Cache-Control', 'no-store');
      const update = updateSchema.safeParse(req.body);
      const message = update.success ? update.data.message : undefined;
      // Not a message in a private chat (an edit, a group, a member's change): nothing to do.
      if (!message || (message.chat.type !== undefined && message.chat.type !== 'private')) return void res.status(200).json({});
      const chatId = message.chat.id;
      const command = parseCommand(message.text, settings.username);
      const ownLocale = async () => (await localeOfChat(db, chatId)) ?? localeOfTelegram(message.from?.language_code);

      if (command.kind === 'start' && command.token !== null) {
        const linked = LINK_TOKEN_PATTERN.test(command.token)
          ? await linkByToken(db, linkTokenHash(command.token), { chatId, username: message.from?.username ?? null })
          : null;
        if (linked) logger.info({ userId: linked.userId }, 'telegram chat linked');
        return void res.status(200).json(linked ? reply(chatId, 'linked', linked.locale) : reply(chatId, 'linkInvalid', await ownLocale()));
      }
      if (command.kind === 'stop') {
        const unlinked = await unlinkChat(db, chatId);
        if (unlinked) logger.info({ userId: unlinked.userId }, 'telegram chat unlinked by /stop');
        return void res.status(200).json(unlinked ? reply(chatId, 'unlinked', unlinked.locale) : reply(chatId, 'notLinked', await ownLocale()));
      }
      res.status(200).json(reply(chatId, 'help', await ownLocale()));
    } catch (error) {
      next(error);
    }
  });
  router.all('/', (_req, res) => {
    res.set('Allow', 'POST').status(405).json(apiError('method_not_allowed', 'Telegram posts its updates here'));
  });

  // A body that is not JSON or too large, or a failure of ours: the error's status, never a stack.
  const failed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .json(apiError(status === 413 ? 'payload_too_large' : 'invalid_request', status === 413 ? 'The update is too large' : 'The update is not JSON'));
      return;
    }
    logger.error({ err: error }, 'telegram webhook failed');
    res.status(500).json(apiError('internal', 'The update could not be handled; Telegram will send it again'));
  };
  router.use(failed);
  return router;
}
