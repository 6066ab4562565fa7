/**
 * Who is calling. The token comes in the `act` header (the HTTP API client, other services) or
 * the `act` cookie (the browser); server/auth looks its SHA-256 up in `sessions`, once per
 * request, and only when a route asks: reads never pay for it.
 */
import type { Request, RequestHandler, Response } from 'express';
import { currentSession } from '../auth/current-session.js';
import type { Queryable } from '../db/adapter.js';
import { apiLanguageOf } from './context.js';
import type { ApiMessages } from './messages.js';

export interface ApiSession {
  id: number;
  userId: number;
}

/** The request's live session, or null. */
export type SessionResolver = (req: Request, res: Response) => Promise<ApiSession | null>;

/** The sessions table through server/auth (sliding expiry included). */
export function databaseSessions(db: Queryable, ttlDays: number): SessionResolver {
  return async (req, res) => {
    const session = await currentSession(req, res, db, ttlDays);
    return session ? { id: session.id, userId: session.userId } : null;
  };
}

/** Lets the request through with a session; else 401 in the error shape (docs/design.md §5: the client offers to sign in again). */
export function requireUser(sessions: SessionResolver, messages: ApiMessages): RequestHandler {
  return async (req, res, next) => {
    if (await sessions(req, res)) {
      res.set('Cache-Control', 'private, no-store');
      next();
      return;
    }
    next(messages.fail(apiLanguageOf(res), 401, 'unauthorized'));
  };
}
