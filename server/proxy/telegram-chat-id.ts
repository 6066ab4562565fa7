import { Router } from 'express';
import type { Logger } from '../ops/logger.js';
import { sessionTokenOf } from '../auth/cookies.js';
import { apiError } from '../web/errors.js';

export const CHAT_ID_TIMEOUT_MS = 5000;
/** Larger answers are refused: a chat id is a few bytes. */
export const CHAT_ID_MAX_BYTES = 16 * 1024;
/** The web view's signed launch data (Telegram.WebApp.initData), passed through unread. */
export const INIT_DATA_HEADER = 'x-telegram-init-data';

export interface TelegramChatIdOptions {
  /** TELEGRAM_CHAT_ID_URL; without it the route answers 404. */
  upstream: string | undefined;
  logger: Logger;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * GET /api/telegram/chat-id (docs/design.md §3, docs/product.md §7): asks the configured "get chat id" service
 * on the visitor's behalf, with their session as the `act` header and their cookies, and hands
 * its answer back unchanged (its shape is the service's). The browser cannot call it directly:
 * the session cookie is HttpOnly. Failures are logged and answered 502/504; the page ignores them.
 */
export function telegramChatIdRouter(options: TelegramChatIdOptions): Router {
  const { upstream, logger, timeoutMs = CHAT_ID_TIMEOUT_MS, fetch = globalThis.fetch } = options;
  const router = Router();
  router.get('/chat-id', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    if (!upstream) {
      res.status(404).json(apiError('not_found', 'The Telegram chat id service is not configured'));
      return;
    }
    const headers = new Headers({ accept: 'application/json' });
    const act = sessionTokenOf(req);
    if (act) headers.set('act', act);
    const cookie = req.get('cookie');
    if (cookie) headers.set('cookie', cookie);
    const initData = req.get(INIT_DATA_HEADER);
    if (initData) headers.set(INIT_DATA_HEADER, initData);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await fetch(upstream, { headers, redirect: 'error', signal });
      const body = Buffer.from(await answer.arrayBuffer());
      if (body.length > CHAT_ID_MAX_BYTES) throw new Error(`answer of ${body.length} bytes`);
      if (!answer.ok) {
        logger.warn({ status: answer.status }, 'telegram chat id service refused');
        res.status(502).json(apiError('bad_gateway', `The Telegram chat id service answered ${answer.status}`));
        return;
      }
      res
        .status(200)
        .type(answer.headers.get('content-type') ?? 'application/json')
        .send(body);
    } catch (error) {
      const timedOut = signal.aborted;
      logger.warn({ err: error }, 'telegram chat id service failed');
      res.status(timedOut ? 504 : 502).json(apiError(timedOut ? 'gateway_timeout' : 'bad_gateway', 'The Telegram chat id service did not answer'));
    }
  });
  return router;
}
