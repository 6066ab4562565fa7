/**
 * The audit log of the operators' console (issue 32, ADR 022): every operator action, grant and
 * revocation, written in the transaction of the change it records, with the state before and after.
 * The table refuses updates and deletes (migration 0033), so what is written here stays as written;
 * the console reads it, newest first.
 */
import type { Queryable } from '../../db/adapter.js';
import { displayName } from '../../../shared/format/person-name.js';
import type { AuditEntry, AuditList } from '../../../shared/api/ops/contract.js';

/** Who acted: a signed-in operator (their account) or the command line (no account). */
export interface AuditActor {
  userId: number | null;
  /** As shown in the log: "Aziz Karimov", or "command line (deploy@host)". */
  name: string;
}

export interface AuditWrite {
  actor: AuditActor;
  /** What was done, as `area.verb`: "base-amount.add", "role.grant". */
  action: string;
  /** What it was done to, readable: "base calculation amount 2026-08-01". */
  subject: string;
  before: unknown;
  after: unknown;
  note?: string | null;
}

export async function recordAudit(tx: Queryable, entry: AuditWrite): Promise<void> {
  await tx.query('INSERT INTO ops_audit (actor_user_id, actor, action, subject, before, after, note) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)', [
    entry.actor.userId,
    entry.actor.name,
    entry.action,
    entry.subject,
    entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    entry.note ?? null,
  ]);
}

/** One page of the log, newest first. */
export async function listAudit(db: Queryable, page: number, pageSize: number): Promise<AuditList> {
  const [list, counted] = await Promise.all([
    db.query<{ id: number; at: Date; actor: string; action: string; subject: string; before: unknown; after: unknown; note: string | null }>(
      'SELECT id, at, actor, action, subject, before, after, note FROM ops_audit ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2',
      [pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM ops_audit'),
  ]);
  const items: AuditEntry[] = list.rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
    note: row.note,
  }));
  return { items, total: Number(counted.rows[0]?.total ?? 0), page, pageSize };
}

/** How an operator is named in the log: their name from OneID as people are shown ("Aziz Karimov"), and their account. */
export async function operatorActor(db: Queryable, userId: number): Promise<AuditActor> {
  const { rows } = await db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [userId]);
  const row = rows[0];
  const name = row ? displayName(row.first_name, row.last_name) : '';
  return { userId, name: `${name || 'account'} (#${userId})` };
}
