import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiError } from '../web/errors.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Per-client limits by route class (`auth`, `write`), keyed by `req.ip`, which honours
 * TRUST_PROXY (a hop count or subnets, never `true`), so a forged X-Forwarded-For does not
 * reset the count. Over the limit: 429 with Retry-After in seconds.
 *
 * When the store fails (database or Redis down) the request goes through and the error is
 * logged: a limiter outage must not take sign-in down with it.
 */
export interface RateLimitRule {
  /** Route class, part of the key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimitRule {
  store: RateLimitStore;
  /** Which requests count (default: all that reach it). */
  applies?: (req: Request) => boolean;
  /**
   * Answers a refused request; default: 429 in the API's error shape. Retry-After is set already;
   * `next` lets a form render its page again with the refusal (server/web/support-form.ts).
   */
  reject?: (req: Request, res: Response, retryAfterSeconds: number, next: NextFunction) => void;
}

const defaultReject = (_req: Request, res: Response, retryAfter: number): void => {
  res.status(429).json(apiError('rate_limited', `Too many requests: try again in ${retryAfter} s`));
};

export const isWrite = (req: Request) => req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH' || req.method === 'DELETE';

export function rateLimit({ name, limit, windowMs, store, applies, reject = defaultReject }: RateLimitOptions): RequestHandler {
  return (req, res, next) => {
    if (applies && !applies(req)) return next();
    const client = (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
    store
      .hit(`${name}:${client}`, windowMs)
      .then(({ count, resetMs }) => {
        res.setHeader('RateLimit-Policy', `${limit};w=${Math.round(windowMs / 1000)}`);
        if (count <= limit) return next();
        const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        req.log?.warn({ limit: name, count }, 'rate limit reached');
        reject(req, res, retryAfter, next);
      })
      .catch((error: unknown) => {
        req.log?.error({ err: error, limit: name }, 'rate limit store failed: request let through');
        next();
      });
  };
}
