import type { Request, RequestHandler, Response } from 'express';
import type { Queryable } from '../db/adapter.js';
import { sessionTokenOf, setSessionCookies, type SessionCookieSettings } from './cookies.js';
import { SESSION_COOKIE, findSession, sessionMaxAgeMs, type ActiveSession } from './sessions.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in visitor's session, once looked up for this request (undefined: not yet). */
      authSession?: ActiveSession | null;
      /** How this app writes the `act` cookie (set by sessionCookieContext). */
      sessionCookies?: SessionCookieSettings;
    }
  }
}

/** Tells currentSession how to write the cookie when a session slides (mounted after cookie-parser). */
export function sessionCookieContext(settings: SessionCookieSettings): RequestHandler {
  return (_req, res, next) => {
    res.locals.sessionCookies = settings;
    next();
  };
}

/**
 * The request's session (from the `act` header or cookie), looked up once per request. When
 * the lookup slid the expiry (at most once a minute) and the token came from the cookie, the
 * cookie is sent again with the new lifetime.
 */
export async function currentSession(req: Request, res: Response, db: Queryable, ttlDays: number): Promise<ActiveSession | null> {
  if (res.locals.authSession !== undefined) return res.locals.authSession;
  const token = sessionTokenOf(req);
  const session = await findSession(db, token, { ttlDays });
  res.locals.authSession = session;
  const fromCookie = token !== undefined && req.get(SESSION_COOKIE) === undefined;
  if (session?.touched && fromCookie && res.locals.sessionCookies && !res.headersSent) {
    setSessionCookies(req, res, token, sessionMaxAgeMs(ttlDays), res.locals.sessionCookies);
  }
  return session;
}
