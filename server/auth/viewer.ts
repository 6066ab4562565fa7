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
  unread_notifications: number;
  unread_messages: number;
  operator: boolean;
}

/** OneID gives names in capitals ("AZIZ KARIMOV"); people are shown as "Aziz Karimov". */
export { displayName };

/**
 * Who the page is for: looked up only when the request carries a session cookie. One statement
 * with what waits for them (issue 31): unread notifications (the partial index of unread ones) and
 * unread messages, the other side's after their read receipt, as client and as the specialist
 * whose profile they manage (as server/domain/messages/threads.ts counts them for the list); and
 * whether they hold an operator's role (the account menu's link to the console, issue 32).
 */
export async function viewerOf(db: Queryable, token: string, userId: number): Promise<Viewer | null> {
  const { rows } = await db.query<ViewerRow>(
    `SELECT u.first_name, u.last_name, s.nickname,
            (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL) AS unread_notifications,
            (SELECT count(*)::int FROM conversations c
               JOIN conversation_messages m ON m.conversation_id = c.id AND m.side = 'specialist' AND m.id > c.client_read_id
              WHERE c.client_user_id = u.id)
          + (SELECT count(*)::int FROM conversations c
               JOIN conversation_messages m ON m.conversation_id = c.id AND m.side = 'client' AND m.id > c.specialist_read_id
              WHERE c.specialist_id = s.id) AS unread_messages,
            EXISTS (SELECT 1 FROM operator_roles r WHERE r.pinfl = u.pinfl) AS operator
       FROM users u LEFT JOIN specialists s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId],
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: displayName(row.first_name, row.last_name),
    nickname: row.nickname,
    csrf: csrfTokenFor(token),
    unread: { notifications: row.unread_notifications, messages: row.unread_messages },
    operator: row.operator,
  };
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
