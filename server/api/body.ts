/**
 * Request bodies of the write endpoints: JSON only, at most 64 KB (a larger one is a 413 before
 * it is read), nested at most MAX_BODY_DEPTH deep, validated by a zod schema whose failures become `fields` in the caller's language.
 */
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { holdsLoneSurrogate, isUnstorableTextIssue, messageFor } from '../../shared/validation/index.js';
import { apiLanguageOf } from './context.js';
import { fieldErrors } from './field-errors.js';
import type { Locale } from '../../shared/locales.js';
import type { ApiMessages } from './messages.js';
import { readAsMultipart } from './upload.js';

export const BODY_LIMIT = '64kb';

/**
 * How deep a body's arrays and objects may nest. A rich-text document, the deepest body the API
 * takes, nests about a dozen levels; a hostile body of tens of thousands would overflow the stack
 * of every recursive step after parsing (hashing for Idempotency-Key, schema walks): a 400, never a 500.
 */
export const MAX_BODY_DEPTH = 64;

/** True when `value` nests deeper than `limit` arrays and objects; walks without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object' || ArrayBuffer.isView(item.value)) continue;
    const depth = item.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(item.value)) if (child !== null && typeof child === 'object') stack.push({ value: child, depth });
  }
  return false;
}

/**
 * True when a string anywhere in `value` (a key or a value) holds U+0000: PostgreSQL stores it
 * neither in text nor in jsonb, so it would fail at the database as a 500. Walks without recursion;
 * bodies reach it after the depth guard and their schema.
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * The path ("bio.ru", "items.0.text") of the first string of `value`, key or value, that holds a
 * lone UTF-16 surrogate, or null. Such text reaches PostgreSQL as an error (jsonb) or as U+FFFD
 * (text); the schemas of the writes that take free text refuse it naming the field, and this is
 * the net for the rest. Walks without recursion.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (holdsLoneSurrogate(item.value)) return item.path.join('.') || 'body';
    } else if (item.value !== null && typeof item.value === 'object' && !ArrayBuffer.isView(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = [...item.path, key];
        if (holdsLoneSurrogate(key)) return path.join('.');
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * Routes whose bodies may be larger: a visitor's document carries rich text of up to 1 MB
 * (ADR 008), so that one over it is answered 422 by the document's schema, naming its text,
 * rather than 413 here. Paths are the API router's (under /api/v1).
 */
export const LARGE_BODIES: ReadonlyArray<{ path: RegExp; limit: string }> = [
  { path: /^\/me\/documents(?:\/|$)/, limit: '2mb' },
  { path: /^\/me\/claims(?:\/|$)/, limit: '2mb' },
];

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

/** Parses JSON bodies; a body of another type on a write is refused with 415 (a form post, plain text). */
export function jsonBody(messages: ApiMessages, limit = BODY_LIMIT): RequestHandler[] {
  const type = (req: { headers: Record<string, unknown> }) =>
    JSON_TYPE.test(
      String(req.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '',
    );
  const small = express.json({ limit, type });
  const large = LARGE_BODIES.map((route) => ({ path: route.path, parse: express.json({ limit: route.limit, type }) }));
  const parser: RequestHandler = (req, res, next) => (large.find((route) => route.path.test(req.path))?.parse ?? small)(req, res, next);
  // A body that is not what its Content-Encoding says fails in zlib, and body-parser passes that
  // error on untyped (a 500 downstream): it is the client's mistake, a 400 in their language.
  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null && error !== 'route' && isDecodingError(error, req.get('content-encoding'))) {
        next(messages.fail(apiLanguageOf(res), 400, 'body_encoding_mismatch'));
        return;
      }
      next(error);
    });
  const onlyJson: RequestHandler = (req, res, next) => {
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    const type = req.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (WITH_BODY.has(req.method) && hasBody && !JSON_TYPE.test(type)) {
      next(messages.fail(apiLanguageOf(res), 415, 'unsupported_media_type'));
      return;
    }
    next();
  };
  const shallow: RequestHandler = (req, res, next) => {
    if (nestsDeeperThan(req.body, MAX_BODY_DEPTH)) {
      next(messages.fail(apiLanguageOf(res), 400, 'body_too_deep'));
      return;
    }
    next();
  };
  // A multipart body an upload route has read already (./upload.ts) is that route's to check.
  const unlessRead =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      readAsMultipart(res) ? next() : handler(req, res, next);
  return [onlyJson, parse, shallow].map(unlessRead);
}

/**
 * True for body-parser's failure to decode a compressed body: its read errors carry a `type`
 * ('request.aborted', 'entity.too.large' …) except the decompression stream's own (zlib's
 * Z_DATA_ERROR, Brotli's ERR__ERROR_FORMAT_…), which it passes on with status 400 alone.
 */
export function isDecodingError(error: unknown, contentEncoding: string | undefined): boolean {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return false;
  const { type, status } = error as { type?: unknown; status?: unknown };
  return type === undefined && status === 400;
}

/** True when the field each issue names first is named for text that cannot be stored. */
function onlyUnstorableText(issues: readonly z.core.$ZodIssue[]): boolean {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!first.has(key)) first.set(key, issue);
  }
  return first.size > 0 && [...first.values()].every(isUnstorableTextIssue);
}

/**
 * The body through its schema: the schema's output, or the ApiError a caller gets: 400 with the
 * failing fields; 422 when the only fault is text that cannot be stored (a lone surrogate:
 * well-formed JSON, unstorable text).
 */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown, messages: ApiMessages, lang: Locale): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error.issues, body ?? {}, messages.validation(lang));
    if (onlyUnstorableText(result.error.issues)) throw messages.fail(lang, 422, 'unstorable_text', fields);
    throw messages.fail(lang, 400, 'invalid_request', fields);
  }
  // Writes whose schemas do not name such text themselves: the field by its path.
  const unstorable = unstorableTextPath(result.data);
  if (unstorable !== null) {
    throw messages.fail(lang, 422, 'unstorable_text', { [unstorable]: messageFor({ key: 'invalid', params: {} }, unstorable, messages.validation(lang)) });
  }
  // What the schema let through goes to the database: a NUL there would be a 500. Schemas that
  // name the field for it (reviews, documents) have answered already.
  if (holdsNul(result.data)) throw messages.fail(lang, 400, 'body_has_nul');
  return result.data;
}

/** checkBody as middleware: req.body becomes the schema's output. */
export function validateBody(schema: z.ZodType, messages: ApiMessages): RequestHandler {
  return (req, res, next) => {
    try {
      req.body = checkBody(schema, req.body, messages, apiLanguageOf(res));
      next();
    } catch (error) {
      next(error);
    }
  };
}
