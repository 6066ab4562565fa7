import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter.js';

/**
 * Our own sessions (cookie `act`, docs/product.md §6): the token is 32 random bytes in base64url, shown
 * to the browser once; the database keeps only its SHA-256 (hex), so a leaked table signs no
 * one in. Anyone who looks a session up hashes the raw cookie or header value the same way
 * (`hashSessionToken`).
 */
export const SESSION_COOKIE = 'act';
/** last_used_at (and the sliding expiry) is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of the raw token: what `sessions.token_hash` holds. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A value that could be one of our tokens (anything else is not even looked up). */
export function isSessionTokenFormat(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_FORMAT.test(value);
}

export interface OneIdGrant {
  accessToken: string;
  scope: string;
}

export interface NewSession {
  userId: number;
  ttlDays: number;
  oneid: OneIdGrant | null;
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
  /** Signed in with an organisation's E-IMZO key: the organisation this session acts for (ADR 026). */
  actsFor?: ActsFor | undefined;
}

/** An organisation a session acts for, as its director's E-IMZO key names it. */
export interface ActsFor {
  tin: string;
  name: string;
  position: string;
}

export interface CreatedSession {
  id: number;
  /** The raw token for the cookie; never stored. */
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Queryable, session: NewSession): Promise<CreatedSession> {
  const token = newSessionToken();
  const { rows } = await db.query<{ id: number; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, oneid_access_token, oneid_scope, user_agent, ip_address, acts_for)
     VALUES ($1, $2, now() + make_interval(days => $3::int), $4, $5, $6, $7, $8)
     RETURNING id, expires_at`,
    [
      session.userId,
      hashSessionToken(token),
      session.ttlDays,
      session.oneid?.accessToken ?? null,
      session.oneid?.scope ?? null,
      session.userAgent?.slice(0, 512) ?? null,
      session.ipAddress?.slice(0, 64) ?? null,
      session.actsFor ? JSON.stringify(session.actsFor) : null,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('session insert returned no row');
  return { id: row.id, token, expiresAt: row.expires_at };
}

export interface ActiveSession {
  id: number;
  userId: number;
  expiresAt: Date;
  lastUsedAt: Date;
  /** True when this lookup extended the session (the cookie should be sent again). */
  touched: boolean;
}

interface SessionRow {
  id: number;
  user_id: number;
  expires_at: Date;
  last_used_at: Date;
}

/**
 * The live session of a raw token, or null (unknown, malformed or expired). Sliding expiry: a
 * session used after TOUCH_INTERVAL_MS gets last_used_at = now and expires ttlDays from now.
 */
export async function findSession(db: Queryable, token: unknown, { ttlDays }: { ttlDays: number }): Promise<ActiveSession | null> {
  if (!isSessionTokenFormat(token)) return null;
  const hash = hashSessionToken(token);
  const touched = await db.query<SessionRow>(
    `UPDATE sessions SET last_used_at = now(), expires_at = GREATEST(expires_at, now() + make_interval(days => $2::int))
     WHERE token_hash = $1 AND expires_at > now() AND last_used_at < now() - make_interval(secs => $3::int)
     RETURNING id, user_id, expires_at, last_used_at`,
    [hash, ttlDays, TOUCH_INTERVAL_MS / 1000],
  );
  const fresh = touched.rows[0];
  if (fresh) return { id: fresh.id, userId: fresh.user_id, expiresAt: fresh.expires_at, lastUsedAt: fresh.last_used_at, touched: true };
  const { rows } = await db.query<SessionRow>('SELECT id, user_id, expires_at, last_used_at FROM sessions WHERE token_hash = $1 AND expires_at > now()', [
    hash,
  ]);
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, lastUsedAt: row.last_used_at, touched: false } : null;
}

export interface EndedSession {
  id: number;
  userId: number;
  oneid: OneIdGrant | null;
}

interface EndedRow {
  id: number;
  user_id: number;
  oneid_access_token: string | null;
  oneid_scope: string | null;
}

const ended = (row: EndedRow): EndedSession => ({
  id: row.id,
  userId: row.user_id,
  oneid: row.oneid_access_token ? { accessToken: row.oneid_access_token, scope: row.oneid_scope ?? '' } : null,
});

/** Ends the session of a raw token (sign-out); returns what it held, for OneID's log-out. */
export async function endSessionByToken(db: Queryable, token: unknown): Promise<EndedSession | null> {
  if (!isSessionTokenFormat(token)) return null;
  const { rows } = await db.query<EndedRow>('DELETE FROM sessions WHERE token_hash = $1 RETURNING id, user_id, oneid_access_token, oneid_scope', [
    hashSessionToken(token),
  ]);
  return rows[0] ? ended(rows[0]) : null;
}

/** Revokes one session of a user; null when the user has no such session (someone else's, or gone). */
export async function revokeSession(db: Queryable, userId: number, sessionId: number): Promise<EndedSession | null> {
  const { rows } = await db.query<EndedRow>('DELETE FROM sessions WHERE id = $1 AND user_id = $2 RETURNING id, user_id, oneid_access_token, oneid_scope', [
    sessionId,
    userId,
  ]);
  return rows[0] ? ended(rows[0]) : null;
}

export interface SessionSummary {
  id: number;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

/** A user's live sessions, most recently used first. */
export async function listSessions(db: Queryable, userId: number): Promise<SessionSummary[]> {
  const { rows } = await db.query<{ id: number; created_at: Date; last_used_at: Date; expires_at: Date; user_agent: string | null; ip_address: string | null }>(
    `SELECT id, created_at, last_used_at, expires_at, user_agent, ip_address FROM sessions
     WHERE user_id = $1 AND expires_at > now() ORDER BY last_used_at DESC, id DESC LIMIT 100`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
  }));
}

/** Expired rows serve no one; removed now and then (at sign-in). */
export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'");
  return rowCount;
}

export const sessionMaxAgeMs = (ttlDays: number) => ttlDays * DAY_MS;
