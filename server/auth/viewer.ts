import type { RequestHandler } from 'express';
import type { Viewer } from '../../shared/app-state.js';
import type { Queryable } from '../db/adapter.js';
import { csrfTokenFor } from '../security/csrf.js';
import { sessionTokenOf } from './cookies.js';
import { currentSession } from './current-session.js';
import { displayName } from '../../shared/format/person-name.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in visitor as the page shows them (null: a guest). */
      viewer?: Viewer | null;
    }
  }
}

interface ViewerRow {
  first_name: string;
  last_name: string;
  nickname: string | null;
}

/** OneID gives names in capitals ("AZIZ KARIMOV"); people are shown as "Aziz Karimov". */
export { displayName };

/** Who the page is for: looked up only when the request carries a session cookie. */
export async function viewerOf(db: Queryable, token: string, userId: number): Promise<Viewer | null> {
  const { rows } = await db.query<ViewerRow>(
    `SELECT u.first_name, u.last_name, s.nickname
       FROM users u LEFT JOIN specialists s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return { name: displayName(row.first_name, row.last_name), nickname: row.nickname, csrf: csrfTokenFor(token) };
}

/** Sets res.locals.viewer for the page renderer (mounted before it). Guests cost no query. */
export function pageViewer(db: Queryable, ttlDays: number): RequestHandler {
  return (req, res, next) => {
    const token = sessionTokenOf(req);
    if (!token) {
      res.locals.viewer = null;
      next();
      return;
    }
    currentSession(req, res, db, ttlDays)
      .then(async (session) => {
        res.locals.viewer = session ? await viewerOf(db, token, session.userId) : null;
        next();
      })
      .catch(next);
  };
}
