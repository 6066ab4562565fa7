/**
 * Idempotent POSTs (migration 0006, table idempotency_keys): a POST that carries an
 * `Idempotency-Key` is processed once per caller and key. A repeat of the same request gets the
 * stored answer (status and body, with `Idempotent-Replayed: true`); the same key with another
 * request is 422; a repeat while the first is still running is 409. A 5xx is not stored, so the
 * client may try again. Keys are kept for a day.
 *
 * The caller is the signed-in user, or else the client address; the request is its method, path
 * and body, hashed.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Queryable } from '../db/adapter.js';
import { messageFor } from '../../shared/validation/index.js';
import { apiLanguageOf } from './context.js';
import type { ApiMessages } from './messages.js';
import type { SessionResolver } from './session.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A key is reusable for another request after this long. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/** A first request that never finished (the process died) frees its key after this long. */
export const ABANDONED_AFTER_SECONDS = 5 * 60;

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

interface StoredKey {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  expired: boolean;
  abandoned: boolean;
}

/** A file's bytes (a multipart upload) count by their hash: JSON would spell every byte out. */
const bytesByHash = (_key: string, value: unknown) => (value instanceof Uint8Array ? createHash('sha256').update(value).digest('hex') : value);

function requestHash(req: Request): string {
  return createHash('sha256')
    .update(`${req.method}\u0000${req.originalUrl.split('?')[0] ?? ''}\u0000${JSON.stringify(req.body ?? null, bytesByHash)}`)
    .digest('hex');
}

async function scopeOf(req: Request, res: Response, sessions: SessionResolver): Promise<string> {
  const session = await sessions(req, res);
  return session ? `user:${session.userId}` : `ip:${req.ip ?? 'unknown'}`;
}

/** Claims the key for this request; false when a row for it exists already. */
async function claim(db: Queryable, scope: string, key: string, req: Request, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO idempotency_keys (scope, key, method, path, request_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scope, key) DO NOTHING`,
    [scope, key, req.method, (req.originalUrl.split('?')[0] ?? '/').slice(0, 2048), hash],
  );
  return rowCount === 1;
}

async function stored(db: Queryable, scope: string, key: string): Promise<StoredKey | null> {
  const { rows } = await db.query<StoredKey>(
    `SELECT request_hash, response_status, response_body,
            created_at < now() - make_interval(secs => $3) AS expired,
            response_status IS NULL AND created_at < now() - make_interval(secs => $4) AS abandoned
       FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [scope, key, KEY_TTL_SECONDS, ABANDONED_AFTER_SECONDS],
  );
  return rows[0] ?? null;
}

/** Records the answer before it is sent, so a repeat arriving right after finds it. */
function recordAnswer(db: Queryable, res: Response, scope: string, key: string, onError: (error: unknown) => void): void {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    res.json = send; // once: an error answer after a failed write goes out plainly
    const write =
      res.statusCode >= 500
        ? db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key])
        : db.query(`UPDATE idempotency_keys SET response_status = $3, response_body = $4, completed_at = now() WHERE scope = $1 AND key = $2`, [
            scope,
            key,
            res.statusCode,
            JSON.stringify(body ?? null),
          ]);
    write.then(() => send(body), onError);
    return res;
  };
}

export function idempotency(db: Queryable, sessions: SessionResolver, messages: ApiMessages): RequestHandler {
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (req.method !== 'POST' || key === undefined) {
      next();
      return;
    }
    const lang = apiLanguageOf(res);
    if (!KEY_FORMAT.test(key)) {
      const fields = { [IDEMPOTENCY_HEADER]: messageFor({ key: 'invalid', params: {} }, IDEMPOTENCY_HEADER, messages.validation(lang)) };
      next(messages.fail(lang, 400, 'invalid_request', fields));
      return;
    }
    const scope = await scopeOf(req, res, sessions);
    const hash = requestHash(req);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await claim(db, scope, key, req, hash)) {
        recordAnswer(db, res, scope, key, next);
        next();
        return;
      }
      const previous = await stored(db, scope, key);
      if (previous && (previous.expired || previous.abandoned)) {
        await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
        continue;
      }
      if (!previous) continue; // removed meanwhile (a 5xx): claim again
      if (previous.request_hash !== hash) {
        next(messages.fail(lang, 422, 'idempotency_key_reused'));
        return;
      }
      if (previous.response_status === null) {
        res.set('Retry-After', '1');
        next(messages.fail(lang, 409, 'idempotency_in_progress'));
        return;
      }
      res.set('Idempotent-Replayed', 'true').status(previous.response_status).json(previous.response_body);
      return;
    }
    next(messages.fail(lang, 409, 'idempotency_in_progress'));
  };
}
