import express, { type Router } from 'express';
import { sendLocalizedError } from '../api/errors.js';
import type { ApiMessages } from '../api/messages.js';
import type { Database } from '../db/adapter.js';
import { sessionTokenOf } from './cookies.js';
import { currentSession } from './current-session.js';
import { viewerOf } from './viewer.js';

/**
 * GET /api/v1/me: who this session belongs to, as the page header shows them (name, specialist
 * nickname, the form token), or 401. The browser asks when another tab signed in or out.
 */
export function meRouter({ db, ttlDays, messages }: { db: Database; ttlDays: number; messages: ApiMessages }): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const session = await currentSession(req, res, db, ttlDays);
    const viewer = session ? await viewerOf(db, sessionTokenOf(req) ?? '', session.userId) : null;
    if (!viewer) return sendLocalizedError(messages, req, res, 401, 'unauthorized');
    res.json(viewer);
  });
  return router;
}
