import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { sendLocalizedError } from '../api/errors.js';
import type { ApiMessages } from '../api/messages.js';
import type { Database } from '../db/adapter.js';
import { clearSessionCookies, type SessionCookieSettings } from './cookies.js';
import { currentSession } from './current-session.js';
import type { OneIdLogOut } from './sign-out.js';
import { listSessions, revokeSession } from './sessions.js';

/**
 * The visitor's own sessions (docs/design.md §3, /api/v1/me/sessions): list them, and revoke one,
 * e.g. a browser left signed in elsewhere. Only the owner sees or ends a session; another
 * user's id answers 404, exactly like an id that does not exist.
 */
export interface SessionsRouterDeps {
  db: Database;
  ttlDays: number;
  cookies: SessionCookieSettings;
  /** Ends the OneID session a revoked session held (best effort). */
  oneidLogOut: OneIdLogOut;
  /** The API's texts: refusals in the request's language. */
  messages: ApiMessages;
}

const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/)
  .transform(Number);

/** An address for the list: enough to recognise a place, not a full trail. */
export function maskAddress(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.*`;
  const groups = ip.split(':');
  return groups.length > 3 ? `${groups.slice(0, 3).join(':')}:*` : ip;
}

export function sessionsRouter({ db, ttlDays, cookies, oneidLogOut, messages }: SessionsRouterDeps): Router {
  const unauthorized = (req: Request, res: Response) => sendLocalizedError(messages, req, res, 401, 'unauthorized', 'sessions_unauthorized');
  const notFound = (req: Request, res: Response) => sendLocalizedError(messages, req, res, 404, 'not_found', 'session_not_found');
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/', async (req, res) => {
    const session = await currentSession(req, res, db, ttlDays);
    if (!session) return unauthorized(req, res);
    const items = (await listSessions(db, session.userId)).map((s) => ({
      id: s.id,
      current: s.id === session.id,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
      ipAddress: maskAddress(s.ipAddress),
    }));
    res.json({ items, total: items.length, page: 1, pageSize: Math.max(items.length, 1) });
  });

  router.delete('/:id', async (req, res) => {
    const session = await currentSession(req, res, db, ttlDays);
    if (!session) return unauthorized(req, res);
    const id = idParam.safeParse(req.params.id);
    if (!id.success) return notFound(req, res);
    const revoked = await revokeSession(db, session.userId, id.data);
    if (!revoked) return notFound(req, res);
    if (revoked.id === session.id) {
      clearSessionCookies(req, res, cookies);
      res.locals.authSession = null;
    }
    if (revoked.oneid) await oneidLogOut(req, revoked.oneid);
    res.status(204).end();
  });

  return router;
}
