/**
 * The API's last handlers: an unknown path is 404 and a known path asked with another method is
 * 405, and every error leaves as {"error":{"code","message","fields?"}} (docs/design.md §3), in the
 * caller's language, never with a stack or an SQL message.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/api/errors.js';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.js';
import type { Logger } from '../ops/logger.js';
import { BODY_LIMIT } from './body.js';
import { apiLanguageOf } from './context.js';
import { requestLanguage } from './lang.js';
import type { ApiMessages } from './messages.js';

/**
 * The language of an answer given outside the API router (the CSRF guard, rate limits, /me,
 * /api paths outside /api/v1): the API's choice (?lang=, Accept-Language, uz), where a ?lang=
 * naming no language of the site falls back to Uzbek rather than turning a 403 into a 400.
 */
export function answerLanguage(req: Request, res: Response): Locale {
  const lang = res.locals.apiLang ?? requestLanguage(req) ?? DEFAULT_LOCALE;
  res.vary('Accept-Language').set('Content-Language', lang);
  return lang;
}

/** Sends {"error":{code,message}} with the text of `key` (locales/{lng}/api.json) in the request's language. */
export function sendLocalizedError(
  messages: ApiMessages,
  req: Request,
  res: Response,
  status: number,
  code: string,
  key: string = code,
  values?: Record<string, string | number>,
): void {
  res.status(status).json(new ApiError(status, code, messages.text(answerLanguage(req, res), key, values)).toBody());
}

/** 404 for a path no API route answers: inside the API router, and for /api outside /api/v1 (app.ts). */
export function apiNotFound(messages: ApiMessages): RequestHandler {
  return (req, res) => {
    sendLocalizedError(messages, req, res, 404, 'not_found', 'no_route', { method: req.method, path: req.originalUrl.split('?')[0] ?? '' });
  };
}

export function methodNotAllowed(messages: ApiMessages, allow: string): RequestHandler {
  return (_req, res) => {
    res
      .set('Allow', allow)
      .status(405)
      .json(messages.fail(apiLanguageOf(res), 405, 'method_not_allowed').toBody());
  };
}

/** A body limit as people read it: "64 KB", "2 MB" (body-parser reports it in bytes). */
function sizeText(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return BODY_LIMIT.toUpperCase().replace('KB', ' KB');
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** body-parser's failures (it marks them with `type` and a 4xx `status`). */
function bodyParserError(error: unknown, messages: ApiMessages, lang: Parameters<ApiMessages['fail']>[0]): ApiError | null {
  const type = (error as { type?: unknown } | null)?.type;
  switch (type) {
    case 'entity.too.large':
      return messages.fail(lang, 413, 'payload_too_large', undefined, { limit: sizeText((error as { limit?: unknown }).limit) });
    case 'entity.parse.failed':
      return messages.fail(lang, 400, 'malformed_json');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return messages.fail(lang, 415, 'unsupported_media_type');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return messages.fail(lang, 400, 'invalid_request');
    default:
      return null;
  }
}

export function apiErrorHandler(messages: ApiMessages, logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const lang = apiLanguageOf(res);
    let answer = error instanceof ApiError ? error : bodyParserError(error, messages, lang);
    if (!answer) {
      (req.log ?? logger).error({ err: error }, 'API request failed');
      answer = messages.fail(lang, 500, 'internal');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.set('Cache-Control', 'no-store');
    res.status(answer.status).json(answer.toBody());
  };
}
