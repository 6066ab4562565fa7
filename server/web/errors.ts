import type { ErrorRequestHandler } from 'express';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { splitLocalePath } from '../../shared/locales.js';
import { fallbackErrorHtml } from './fallback-error.js';

/** The API's error body (docs/design.md §3). */
export function apiError(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The last handler: client errors (a body too large, malformed JSON) keep their 4xx; anything
 * else is a logged 500 with no stack or detail in the response.
 */
export function finalErrorHandler(resources: Resources): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    else req.log?.info({ status, message: (error as Error)?.message }, 'client error');
    if (res.headersSent) {
      res.end();
      return;
    }
    const wantsJson = req.path.startsWith('/api/') || req.path.endsWith('/_payload.json') || !req.accepts('html');
    if (wantsJson) {
      const code = status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : status >= 500 ? 'internal' : 'error';
      const message = status >= 500 ? 'Something went wrong' : ((error as Error)?.message ?? 'Bad request');
      res.status(status).json(apiError(code, message));
      return;
    }
    const locale = res.locals.locale ?? splitLocalePath(req.path).locale;
    res
      .status(status)
      .type('html')
      .send(fallbackErrorHtml(locale, status, createTranslator(locale, resources).t));
  };
}
