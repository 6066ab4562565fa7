/**
 * The Bot API calls the server makes (ADR 021): `sendMessage` with one URL button, and `getMe`.
 * Every call is a JSON POST to `${apiBase}/bot<token>/<method>` with a time-out well under the
 * delivery worker's lease; the answer is `{ok, result}` or `{ok: false, error_code, description,
 * parameters?}`. A send ends in one of four outcomes the worker acts on: sent; wait `retry_after`
 * seconds (429, Telegram's flood control); gone (403: the person blocked the bot or never started
 * it, or 400 "chat not found": unlink); any other failure (retried with back-off).
 */
import type { Dispatcher } from 'undici';
import { z } from 'zod';

export interface UrlButton {
  text: string;
  url: string;
}

export type SendOutcome =
  | { kind: 'sent'; messageId: number }
  | { kind: 'retry'; afterSeconds: number; description: string }
  | { kind: 'gone'; description: string }
  | { kind: 'failed'; description: string };

export interface BotApi {
  sendMessage(chatId: number, text: string, options?: { button?: UrlButton }): Promise<SendOutcome>;
  /** The bot's username, or why Telegram did not say. */
  getMe(): Promise<{ ok: true; username: string } | { ok: false; description: string }>;
}

export interface BotApiOptions {
  apiBase: string;
  token: string;
  timeoutMs: number;
  /** undici dispatcher (tests). */
  dispatcher?: Dispatcher;
}

/** Telegram's text limit of one message. */
export const MESSAGE_MAX_CHARS = 4096;
/** When a 429 names no retry_after (it always does): wait this long. */
const DEFAULT_RETRY_AFTER_S = 30;
/** Answers are small; a larger body is not Telegram's. */
const MAX_ANSWER_BYTES = 64 * 1024;

const answerSchema = z.looseObject({
  ok: z.boolean(),
  result: z.unknown().optional(),
  error_code: z.number().int().optional(),
  description: z.string().optional(),
  parameters: z.looseObject({ retry_after: z.number().int().min(0).optional() }).optional(),
});
type Answer = z.infer<typeof answerSchema>;

const sentSchema = z.looseObject({ message_id: z.number().int() });
const meSchema = z.looseObject({ username: z.string() });

/** A chat the bot can no longer write to: the person blocked it, left, was deleted, or never pressed Start. */
const GONE_400 = /chat not found|user not found|peer_id_invalid|user is deactivated/i;

/** What an answer means for a send (exported for the unit tests). */
export function sendOutcomeOf(status: number, answer: Answer | null): SendOutcome {
  const code = answer?.error_code ?? status;
  const description = (answer?.description ?? `HTTP ${status}`).slice(0, 300);
  if (answer?.ok === true && status >= 200 && status < 300) {
    const sent = sentSchema.safeParse(answer.result);
    return sent.success ? { kind: 'sent', messageId: sent.data.message_id } : { kind: 'failed', description: 'an answer without message_id' };
  }
  if (code === 429) return { kind: 'retry', afterSeconds: Math.max(1, answer?.parameters?.retry_after ?? DEFAULT_RETRY_AFTER_S), description };
  if (code === 403) return { kind: 'gone', description };
  if (code === 400 && GONE_400.test(description)) return { kind: 'gone', description };
  return { kind: 'failed', description };
}

function failureText(error: unknown): string {
  const name = String((error as { name?: unknown } | null)?.name);
  const timeout = ['TimeoutError', 'AbortError', 'HeadersTimeoutError', 'BodyTimeoutError', 'ConnectTimeoutError'].includes(name);
  return timeout ? 'the Bot API did not answer in time' : `the Bot API could not be reached (${name})`;
}

export function createBotApi(options: BotApiOptions): BotApi {
  const { apiBase, token, timeoutMs, dispatcher } = options;

  async function call(method: string, payload: Record<string, unknown>): Promise<{ status: number; answer: Answer | null }> {
    // undici is loaded at the first call, not with the server (issue 14: megabytes of heap).
    const { request } = await import('undici');
    const res = await request(`${apiBase}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
      ...(dispatcher ? { dispatcher } : {}),
    });
    const raw = await res.body.text();
    if (raw.length > MAX_ANSWER_BYTES) return { status: res.statusCode, answer: null };
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const answer = answerSchema.safeParse(parsed);
    return { status: res.statusCode, answer: answer.success ? answer.data : null };
  }

  return {
    async sendMessage(chatId, text, { button } = {}) {
      const payload: Record<string, unknown> = {
        chat_id: chatId,
        text: Array.from(text).slice(0, MESSAGE_MAX_CHARS).join(''),
        link_preview_options: { is_disabled: true },
      };
      if (button) payload.reply_markup = { inline_keyboard: [[{ text: button.text, url: button.url }]] };
      try {
        const { status, answer } = await call('sendMessage', payload);
        return sendOutcomeOf(status, answer);
      } catch (error) {
        return { kind: 'failed', description: failureText(error) };
      }
    },
    async getMe() {
      try {
        const { status, answer } = await call('getMe', {});
        const me = meSchema.safeParse(answer?.result);
        if (answer?.ok === true && me.success) return { ok: true, username: me.data.username };
        return { ok: false, description: answer?.description ?? `HTTP ${status}` };
      } catch (error) {
        return { ok: false, description: failureText(error) };
      }
    },
  };
}
