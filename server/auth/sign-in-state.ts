import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { z } from 'zod';
import { isLocale, type Locale } from '../../shared/locales.js';
import { safeReturnTo } from './return-to.js';

/**
 * The OAuth `state` of one sign-in: random, bound to this browser by a short-lived HttpOnly
 * cookie that only the callback path receives, and single-use (the callback clears it,
 * whatever the outcome). The cookie also carries where to return and the visitor's language.
 * No server-side store, so any replica can answer the callback.
 */
export const STATE_COOKIE = 'oneid_state';
export const STATE_COOKIE_PATH = '/auth/oneid';
export const STATE_MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  state: string;
  returnTo: string;
  locale: Locale;
}

const cookieSchema = z.object({
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  r: z.string().max(600),
  l: z.string(),
});

function options(req: Request, httpsOrigin: boolean): CookieOptions {
  return { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: req.secure || httpsOrigin };
}

/** Starts a sign-in: a new state in the cookie; returns it for the authorize URL. */
export function beginSignIn(req: Request, res: Response, { returnTo, locale }: Omit<PendingSignIn, 'state'>, httpsOrigin: boolean): string {
  const state = randomBytes(32).toString('base64url');
  const value = Buffer.from(JSON.stringify({ s: state, r: returnTo, l: locale })).toString('base64url');
  res.cookie(STATE_COOKIE, value, { ...options(req, httpsOrigin), maxAge: STATE_MAX_AGE_MS });
  return state;
}

/** The pending sign-in of this browser, read once: the cookie is cleared. */
export function takePendingSignIn(req: Request, res: Response, httpsOrigin: boolean): PendingSignIn | null {
  const raw: unknown = req.cookies?.[STATE_COOKIE];
  if (raw === undefined) return null;
  res.clearCookie(STATE_COOKIE, options(req, httpsOrigin));
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    return { state: parsed.data.s, returnTo: safeReturnTo(parsed.data.r), locale: isLocale(parsed.data.l) ? parsed.data.l : 'uz' };
  } catch {
    return null;
  }
}

/** Constant-time comparison of the state OneID echoed with the one this browser holds. */
export function stateMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || received.length === 0 || received.length > 200) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(received));
}
