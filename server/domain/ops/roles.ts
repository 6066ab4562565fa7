/**
 * The operators' roles (issue 32, ADR 022): `operator` works the console's queues and keeps the
 * law's data; `admin` may do all an operator may. A role belongs to a PINFL, so it can be granted
 * before the person's first sign-in and follows them into the account OneID makes. Granting and
 * revoking happen only from the command line (`npm run ops:grant`, `ops:revoke`: server/cli/ops-roles.ts),
 * never from the web, each written to the audit log in the same transaction.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import { recordAudit } from './audit.js';

export const OPERATOR_ROLES = ['operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export const PINFL_FORMAT = /^[0-9]{14}$/;

/** The roles of a signed-in account (none: an empty list). */
export async function rolesOfUser(db: Queryable, userId: number): Promise<OperatorRole[]> {
  const { rows } = await db.query<{ role: OperatorRole }>(
    'SELECT r.role FROM operator_roles r JOIN users u ON u.pinfl = r.pinfl WHERE u.id = $1 ORDER BY r.role',
    [userId],
  );
  return rows.map((row) => row.role);
}

export interface RoleGrant {
  pinfl: string;
  role: OperatorRole;
  grantedAt: Date;
  grantedBy: string;
  /** The account's name once that person has signed in. */
  name: string | null;
}

export async function listRoles(db: Queryable): Promise<RoleGrant[]> {
  const { rows } = await db.query<{ pinfl: string; role: OperatorRole; granted_at: Date; granted_by: string; name: string | null }>(
    `SELECT r.pinfl, r.role, r.granted_at, r.granted_by, nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS name
       FROM operator_roles r LEFT JOIN users u ON u.pinfl = r.pinfl ORDER BY r.granted_at, r.pinfl, r.role`,
  );
  return rows.map((row) => ({ pinfl: row.pinfl, role: row.role, grantedAt: row.granted_at, grantedBy: row.granted_by, name: row.name }));
}

/** Grants a role (true) or finds it granted already (false); audited as the command line's `by`. */
export async function grantRole(db: Transactional, pinfl: string, role: OperatorRole, by: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ granted: boolean }>(
      'INSERT INTO operator_roles (pinfl, role, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING true AS granted',
      [pinfl, role, by],
    );
    if (rows.length === 0) return false;
    await recordAudit(tx, { actor: { userId: null, name: by }, action: 'role.grant', subject: `role ${pinfl} ${role}`, before: null, after: { pinfl, role } });
    return true;
  });
}

/** Revokes a role (true) or finds none to revoke (false); audited. */
export async function revokeRole(db: Transactional, pinfl: string, role: OperatorRole, by: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ granted_by: string; granted_at: Date }>(
      'DELETE FROM operator_roles WHERE pinfl = $1 AND role = $2 RETURNING granted_by, granted_at',
      [pinfl, role],
    );
    const gone = rows[0];
    if (!gone) return false;
    await recordAudit(tx, {
      actor: { userId: null, name: by },
      action: 'role.revoke',
      subject: `role ${pinfl} ${role}`,
      before: { pinfl, role, grantedBy: gone.granted_by, grantedAt: gone.granted_at.toISOString() },
      after: null,
    });
    return true;
  });
}
