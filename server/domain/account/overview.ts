/** The signed-in visitor's dashboard (/home): their profile and the newest of their own rows. */
import type { Queryable } from '../../db/adapter.js';
import { OVERVIEW_ITEMS, type AccountOverview, type AccountSession, type OwnIdentity, type OwnPaper } from '../../../shared/account/overview.js';
import { normalizeUzPhone } from '../../../shared/documents/fields.js';
import type { Profession } from '../../../shared/api/types.js';
import { maskAddress } from '../../auth/sessions-router.js';
import { listSessions } from '../../auth/sessions.js';
import { maskPinfl } from '../../auth/users.js';
import { effectiveOrderState, type StoredOrderState } from '../../../shared/payments/orders.js';
import { displayName } from '../../auth/viewer.js';
import { VISIBLE_FAVORITES } from './favorites.js';

interface UserRow {
  first_name: string;
  last_name: string;
  pinfl: string;
  phone: string | null;
  nickname: string | null;
  profession: Profession | null;
  verified: boolean | null;
  documents: number;
  claims: number;
  orders: number;
  favorites: number;
}

interface PaperRow {
  id: number;
  title: string;
  status: string;
  updated_at: Date;
}

const papers = (table: 'user_documents' | 'user_claims') =>
  `SELECT id, title, status, updated_at FROM ${table} WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT ${OVERVIEW_ITEMS}`;

const toPaper = (row: PaperRow): OwnPaper => ({ id: row.id, title: row.title, status: row.status, updatedAt: row.updated_at.toISOString() });

/** Everything /home shows, or null when the user is gone. `sessionId` marks the current session. */
export async function accountOverview(db: Queryable, userId: number, sessionId: number): Promise<AccountOverview | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.first_name, u.last_name, u.pinfl, u.phone, s.nickname, s.profession, s.verified,
       (SELECT count(*) FROM user_documents WHERE user_id = u.id)::int AS documents,
       (SELECT count(*) FROM user_claims WHERE user_id = u.id)::int AS claims,
       (SELECT count(*) FROM orders WHERE user_id = u.id)::int AS orders,
       (SELECT count(*) FROM favorites fv WHERE fv.user_id = u.id AND ${VISIBLE_FAVORITES})::int AS favorites
     FROM users u LEFT JOIN specialists s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const [documents, claims, orders, sessions] = await Promise.all([
    user.documents > 0 ? db.query<PaperRow>(papers('user_documents'), [userId]) : null,
    user.claims > 0 ? db.query<PaperRow>(papers('user_claims'), [userId]) : null,
    user.orders > 0
      ? db.query<{ id: number; status: StoredOrderState; total: number; created_at: Date; expires_at: Date }>(
          `SELECT id, status, total, created_at, expires_at FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${OVERVIEW_ITEMS}`,
          [userId],
        )
      : null,
    listSessions(db, userId),
  ]);
  return {
    user: { name: displayName(user.first_name, user.last_name), pinflMasked: maskPinfl(user.pinfl), phone: user.phone },
    specialist: user.nickname && user.profession ? { nickname: user.nickname, profession: user.profession, verified: user.verified ?? false } : null,
    documents: { items: documents?.rows.map(toPaper) ?? [], total: user.documents },
    claims: { items: claims?.rows.map(toPaper) ?? [], total: user.claims },
    orders: {
      items:
        orders?.rows.map((row) => ({
          id: row.id,
          status: effectiveOrderState(row.status, row.expires_at, new Date()),
          total: Number(row.total),
          createdAt: row.created_at.toISOString(),
        })) ?? [],
      total: user.orders,
    },
    favorites: { total: user.favorites },
    sessions: sessions.map(
      (s): AccountSession => ({
        id: s.id,
        current: s.id === sessionId,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        userAgent: s.userAgent,
        ipAddress: maskAddress(s.ipAddress),
      }),
    ),
  };
}

/** Patronymic endings written in lower case on papers ("Alisher qizi", "Rustam oʻgʻli"). */
const PATRONYMIC_ENDINGS = new Map([
  ['qizi', 'qizi'],
  ["o'g'li", 'oʻgʻli'],
  ['oʻgʻli', 'oʻgʻli'],
  ['o‘g‘li', 'oʻgʻli'],
]);

/** "YUSUPOVA", "DILNOZA", "ALISHER QIZI" → "Yusupova Dilnoza Alisher qizi" (OneID writes names in capitals). */
export function paperName(lastName: string, firstName: string, middleName: string): string {
  return displayName(`${lastName} ${firstName}`, middleName)
    .split(' ')
    .filter(Boolean)
    .map((word) => PATRONYMIC_ENDINGS.get(word.toLowerCase()) ?? word)
    .join(' ');
}

/** GET /me/identity: the citizen's name, PINFL and phone as OneID gave them; null when the user is gone. */
export async function ownIdentity(db: Queryable, userId: number): Promise<OwnIdentity | null> {
  const { rows } = await db.query<{ first_name: string; last_name: string; middle_name: string; pinfl: string; phone: string | null }>(
    'SELECT first_name, last_name, middle_name, pinfl, phone FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  return { fullName: paperName(user.last_name, user.first_name, user.middle_name), pinfl: user.pinfl, phone: user.phone ? normalizeUzPhone(user.phone) : null };
}
