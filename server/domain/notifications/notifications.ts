/**
 * A person's notifications in the site (issue 31; table `notifications`, migration 0031): one page of
 * them newest first with the unread count, and marking them read. They are written elsewhere, in the
 * transaction of the change that causes them (`notify_user`). Every statement names the person, so
 * nobody reads or marks another's: an id of someone else's is simply not found.
 *
 * Marking read changes the bell's count in every tab the person has open: the same transaction
 * records a `notification` event with the new count for the live stream (`record_user_event`).
 */
import type { Queryable } from '../../db/adapter.js';
import type { Notification, NotificationKind, NotificationList } from '../../../shared/api/notifications/contract.js';
import { inTransaction } from '../../sql/transaction.js';

interface NotificationRow {
  id: number | null;
  kind: string | null;
  data: Record<string, unknown> | null;
  path: string | null;
  created_at: Date | null;
  read_at: Date | null;
  total: number;
  unread: number;
}

function toNotification(row: NotificationRow & { id: number; created_at: Date }): Notification {
  return {
    id: row.id,
    // The table's CHECK holds the contract's list (shared/notifications/text.ts reads any other too).
    kind: row.kind as NotificationKind,
    data: row.data ?? {},
    path: row.path ?? '/home',
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at === null ? null : row.read_at.toISOString(),
  };
}

/**
 * One page of the person's notifications, newest first, with their total and the unread count:
 * one statement (the counts from the partial unread index and the user index; the page joined to
 * them, so a page past the end still answers the counts).
 */
export async function listNotifications(db: Queryable, userId: number, page: number, pageSize: number): Promise<NotificationList> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT n.id, n.kind, n.data, n.path, n.created_at, n.read_at, c.total, c.unread
       FROM (SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM notifications WHERE user_id = $1) c
       LEFT JOIN LATERAL (
         SELECT id, kind, data, path, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3
       ) n ON true
      ORDER BY n.id DESC`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  const first = rows[0];
  const items = rows.filter((row): row is NotificationRow & { id: number; created_at: Date } => row.id !== null && row.created_at !== null).map(toNotification);
  return { items, total: first?.total ?? 0, page, pageSize, unread: first?.unread ?? 0 };
}

/** How many of the person's notifications are unread (the bell's count, when it re-reads). */
export async function unreadNotifications(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ unread: number }>('SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return rows[0]?.unread ?? 0;
}

/**
 * Marks the person's notifications read: these ids (any that are not theirs, or already read, are
 * left alone) or all of them. Answers the unread count after it; when anything changed, the same
 * transaction records the event that tells the person's other tabs the new count.
 */
export async function readNotifications(db: Queryable, userId: number, which: { ids: readonly number[] } | { all: true }): Promise<{ unread: number }> {
  const ids = 'ids' in which ? [...new Set(which.ids)] : null;
  return inTransaction(db, async (tx) => {
    const marked = await tx.query(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY ($2::bigint[]))
        RETURNING id`,
      [userId, ids],
    );
    // A statement of its own, so the count sees this transaction's update (and any other's committed).
    const { rows } = await tx.query<{ unread: number }>(
      `SELECT c.unread, CASE WHEN $2 THEN record_user_event($1, 'notification', jsonb_build_object('unread', c.unread)) END AS seq
         FROM (SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL) c`,
      [userId, marked.rowCount > 0],
    );
    return { unread: rows[0]?.unread ?? 0 };
  });
}
