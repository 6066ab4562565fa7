import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sessionTokenOf } from '../auth/cookies.js';
import { apiError } from '../web/errors.js';

/**
 * Cross-site request forgery protection for every state-changing request (POST, PUT, PATCH,
 * DELETE) that reaches it; app.ts mounts it before /auth and /api, so nothing after it is exempt.
 * Two checks, both required:
 *
 * 1. Where the request comes from: an `Origin` header (or, without one, a `Referer`) that is
 *    present must be PUBLIC_ORIGIN's origin. Absent both (old clients, server-to-server), the
 *    second check decides alone.
 * 2. Proof that our own code sent it, one of:
 *    - a header a cross-site form cannot send without a CORS preflight we never grant:
 *      `X-Requested-With` (the site's fetches send `X-Requested-With: huquq`) or a JSON
 *      `Content-Type`;
 *    - for plain HTML forms (sign-out without JavaScript): the token `csrfTokenFor(session)`,
 *      in the form field `_csrf` or the `X-CSRF-Token` header. It is derived from the session
 *      token, which scripts cannot read (HttpOnly), so another site cannot know it, and a cookie
 *      planted from a sibling domain cannot forge it (unlike a plain double-submit cookie).
 *
 * Plain forms a guest may post (`guestForm`, the support page's contact form without JavaScript):
 * a visitor without a session has no token to send, so for them a same-site `Origin` (or
 * `Referer`), required rather than optional, is the proof. Browsers send one with every form
 * POST; a post forged from another site is refused by it, and one without either is refused too.
 *
 * Future explicit exemptions (mounted before this middleware, each with its own authentication):
 * payment providers' callbacks (Payme, Click) and the local OneID stand-in's endpoint, which
 * imitates an external service.
 */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const REQUESTED_WITH = 'huquq';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** The form token of a session (the raw `act` value). */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`huquq-csrf\u0000${sessionToken}`).digest('base64url');
}

/** The form token for this request's session, or null when it has none (for pages that render forms). */
export function csrfTokenOf(req: Request): string | null {
  const session = sessionTokenOf(req);
  return session ? csrfTokenFor(session) : null;
}

function sameOrigin(value: string, allowed: string): boolean {
  try {
    return new URL(value).origin === allowed;
  } catch {
    return false; // includes Origin: null (sandboxed frames, some redirects)
  }
}

function equalTokens(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CsrfFailure = 'origin' | 'token';

export interface CsrfOptions {
  publicOrigin: string;
  /** Answers a refused request; default: 403 in the API's error shape. */
  reject?: (req: Request, res: Response, failure: CsrfFailure) => void;
  /** Form posts a visitor without a session may send with a same-site Origin or Referer alone. */
  guestForm?: (req: Request) => boolean;
  /** A form body that cannot be read (one that is not what its Content-Encoding says); default: the error handlers'. */
  unreadableBody?: (req: Request, res: Response, next: NextFunction, error: unknown) => void;
}

const defaultReject = (_req: Request, res: Response): void => {
  res.status(403).json(apiError('csrf', 'Cross-site request refused: send it from the site, with X-Requested-With or a form token'));
};

// As large as the API's JSON bodies: a form carries a support message of up to 5 000 letters.
const parseForm = express.urlencoded({ extended: false, limit: '64kb' });

export function csrfProtection({
  publicOrigin,
  reject = defaultReject,
  guestForm,
  unreadableBody = (_req, _res, next, error) => next(error),
}: CsrfOptions): RequestHandler {
  const allowed = new URL(publicOrigin).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const origin = req.get('origin');
    const referer = req.get('referer');
    const from = origin ?? referer;
    if (from !== undefined && !sameOrigin(from, allowed)) {
      req.log?.warn(
        { method: req.method, path: req.path, origin: origin ?? null, refererOrigin: referer ? safeOrigin(referer) : null },
        'csrf: foreign origin refused',
      );
      return reject(req, res, 'origin');
    }

    if (req.get('x-requested-with') || JSON_TYPE.test(req.get('content-type') ?? '')) return next();

    const check = () => {
      const session = sessionTokenOf(req);
      const body = req.body as Record<string, unknown> | undefined;
      const sent = req.get(CSRF_HEADER) ?? (typeof body?.[CSRF_FIELD] === 'string' ? (body[CSRF_FIELD] as string) : undefined);
      if (session && sent && equalTokens(sent, csrfTokenFor(session))) return next();
      if (!session && from !== undefined && guestForm?.(req)) return next();
      req.log?.warn({ method: req.method, path: req.path }, 'csrf: no proof of a same-site request');
      reject(req, res, 'token');
    };
    if (FORM_TYPE.test(req.get('content-type') ?? '')) parseForm(req, res, (error?: unknown) => (error ? unreadableBody(req, res, next, error) : check()));
    else check();
  };
}

function safeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
