/**
 * Request bodies of the write endpoints: JSON only, at most 64 KB (a larger one is a 413 before
 * it is read), validated by a zod schema whose failures become `fields` in the caller's language.
 */
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { apiLanguageOf } from './context.js';
import { fieldErrors } from './field-errors.js';
import type { ApiMessages } from './messages.js';

export const BODY_LIMIT = '64kb';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** Parses JSON bodies; a body of another type on a write is refused with 415 (a form post, plain text). */
export function jsonBody(messages: ApiMessages, limit = BODY_LIMIT): RequestHandler[] {
  const parse = express.json({ limit, type: (req) => JSON_TYPE.test(String(req.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '') });
  const onlyJson: RequestHandler = (req, res, next) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    const type = req.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (WITH_BODY.has(req.method) && hasBody && !JSON_TYPE.test(type)) {
      next(messages.fail(apiLanguageOf(res), 415, 'unsupported_media_type'));
      return;
    }
    next();
  };
  return [onlyJson, parse];
}

/** Replaces req.body with the schema's output, or answers 400 with the failing fields. */
export function validateBody(schema: z.ZodType, messages: ApiMessages): RequestHandler {
  return (req, res, next) => {
    const lang = apiLanguageOf(res);
    const body: unknown = req.body;
    const result = schema.safeParse(body ?? {});
    if (!result.success) {
      next(messages.fail(lang, 400, 'invalid_request', fieldErrors(result.error.issues, body ?? {}, messages.validation(lang))));
      return;
    }
    req.body = result.data;
    next();
  };
}
