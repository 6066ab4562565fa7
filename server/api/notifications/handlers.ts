/**
 * The notifications' operations in the site (issue 31; contract in shared/api/notifications/contract.ts;
 * SQL in server/domain/notifications). The person's own only:
 *
 * - GET  /me/notifications?page=&pageSize= → `{items, total, page, pageSize, unread}`, newest first
 * - POST /me/notifications/read  {ids} | {all: true} → `{unread}`; ids of someone else's (or unknown)
 *                                are left alone, never a 404 that would tell them apart
 *
 * Telegram's operations (getTelegramLink and the rest) are answered by their own area.
 */
import { listNotifications, readNotifications } from '../../domain/notifications/notifications.js';
import type { AreaHandlers, HandlerSetup } from '../handler.js';

export function notificationHandlers(_setup: HandlerSetup) {
  return {
    listNotifications: ({ query }, { db, userId }) => listNotifications(db, userId, query.page, query.pageSize),

    readNotifications: ({ body }, { db, userId }) => readNotifications(db, userId, 'all' in body ? { all: true } : { ids: body.ids }),
  } satisfies AreaHandlers;
}
