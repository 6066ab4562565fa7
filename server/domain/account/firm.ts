/**
 * A law firm's account, its people's side (issue 32, ADR 024): a verified specialist registers
 * their firm or claims a seeded firm's page (an application an operator decides:
 * ../ops/firm-applications.ts); the owner invites members by PINFL or by a link, withdraws an
 * invitation, names who may answer the firm's reviews and manage its sales, and removes members;
 * a member accepts (a verified specialist outside any firm) or leaves.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { displayName } from '../../../shared/format/person-name.js';
import {
  EMPTY_FIRM_FORM,
  firmMissing,
  maskPinfl,
  type FirmApplicationKind,
  type FirmField,
  type FirmForm,
  type FirmInvite,
  type FirmMember,
  type OwnFirm,
  type OwnFirmApplication,
} from '../../../shared/account/firm.js';
import { inTransaction } from '../../sql/transaction.js';

interface MembershipRow {
  law_firm_id: number;
  name: string;
  verified: boolean;
  verified_on: string | null;
  role: 'owner' | 'member';
  can_answer_reviews: boolean;
  can_manage_sales: boolean;
}

async function membershipOf(db: Queryable, userId: number, lang: Locale): Promise<MembershipRow | null> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.law_firm_id, l10n_text(f.name, $2) AS name, f.verified,
            to_char(f.verified_at AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') AS verified_on,
            m.role, m.can_answer_reviews, m.can_manage_sales
       FROM law_firm_members m JOIN law_firms f ON f.id = m.law_firm_id WHERE m.user_id = $1`,
    [userId, lang],
  );
  return rows[0] ?? null;
}

/** Is this person a verified specialist? (Only they may register a firm or join one.) */
async function verifiedSpecialist(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM specialists WHERE user_id = $1 AND verified', [userId]);
  return rows[0] ? Number(rows[0].id) : null;
}

const formOf = (stored: Partial<FirmForm>): FirmForm => ({ ...EMPTY_FIRM_FORM, ...stored });

async function latestApplication(db: Queryable, userId: number, lang: Locale): Promise<OwnFirmApplication | null> {
  const { rows } = await db.query<{
    id: number;
    kind: FirmApplicationKind;
    status: OwnFirmApplication['status'];
    law_firm_id: number | null;
    firm_name: string | null;
    form: Partial<FirmForm>;
    submitted_at: Date;
    decided_at: Date | null;
    decision_reason: string | null;
  }>(
    `SELECT a.id, a.kind, a.status, a.law_firm_id, l10n_text(f.name, $2) AS firm_name, a.form, a.submitted_at, a.decided_at, a.decision_reason
       FROM firm_applications a LEFT JOIN law_firms f ON f.id = a.law_firm_id
      WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT 1`,
    [userId, lang],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    lawFirm: row.law_firm_id === null ? null : { id: Number(row.law_firm_id), name: row.firm_name ?? '' },
    form: formOf(row.form),
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.status === 'returned' || row.status === 'rejected' ? row.decision_reason : null,
  };
}

async function membersOf(db: Queryable, firmId: number, lang: Locale): Promise<FirmMember[]> {
  const { rows } = await db.query<{
    user_id: number;
    first_name: string;
    last_name: string;
    nickname: string | null;
    verified: boolean | null;
    role: 'owner' | 'member';
    can_answer_reviews: boolean;
    can_manage_sales: boolean;
    joined_at: Date;
  }>(
    `SELECT m.user_id, coalesce(l10n_text(sp.first_name, $2), u.first_name) AS first_name, coalesce(l10n_text(sp.last_name, $2), u.last_name) AS last_name,
            sp.nickname, sp.verified, m.role, m.can_answer_reviews, m.can_manage_sales, m.joined_at
       FROM law_firm_members m JOIN users u ON u.id = m.user_id LEFT JOIN specialists sp ON sp.user_id = m.user_id
      WHERE m.law_firm_id = $1 ORDER BY m.role = 'owner' DESC, m.joined_at, m.user_id`,
    [firmId, lang],
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    name: displayName(row.first_name, row.last_name),
    nickname: row.nickname,
    verified: row.verified === true,
    role: row.role,
    canAnswerReviews: row.role === 'owner' || row.can_answer_reviews,
    canManageSales: row.role === 'owner' || row.can_manage_sales,
    joinedAt: row.joined_at.toISOString(),
  }));
}

async function invitesOf(db: Queryable, firmId: number): Promise<FirmInvite[]> {
  const { rows } = await db.query<{ id: number; pinfl: string | null; created_at: Date; expires_at: Date }>(
    `SELECT id, pinfl, created_at, expires_at FROM law_firm_invites
      WHERE law_firm_id = $1 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 50`,
    [firmId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    pinfl: row.pinfl === null ? null : maskPinfl(row.pinfl),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}

export async function readOwnFirm(db: Queryable, userId: number, lang: Locale): Promise<OwnFirm> {
  const [membership, application, specialist] = await Promise.all([
    membershipOf(db, userId, lang),
    latestApplication(db, userId, lang),
    verifiedSpecialist(db, userId),
  ]);
  const [members, invites] = membership
    ? await Promise.all([membersOf(db, Number(membership.law_firm_id), lang), membership.role === 'owner' ? invitesOf(db, Number(membership.law_firm_id)) : []])
    : [[], []];
  const { rows: invitations } = await db.query<{ id: number; law_firm_id: number; name: string; expires_at: Date }>(
    `SELECT i.id, i.law_firm_id, l10n_text(f.name, $2) AS name, i.expires_at
       FROM law_firm_invites i JOIN law_firms f ON f.id = i.law_firm_id JOIN users u ON u.pinfl = i.pinfl
      WHERE u.id = $1 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > now() ORDER BY i.created_at DESC`,
    [userId, lang],
  );
  const cannotApply = specialist === null ? 'not_verified' : membership ? 'in_firm' : application?.status === 'submitted' ? 'submitted' : null;
  const { rows: claimable } =
    cannotApply === null
      ? await db.query<{ id: number; name: string }>(
          `SELECT f.id, l10n_text(f.name, $1) AS name FROM law_firms f
            WHERE NOT EXISTS (SELECT 1 FROM law_firm_members m WHERE m.law_firm_id = f.id AND m.role = 'owner')
            ORDER BY l10n_text(f.name, $1) LIMIT 300`,
          [lang],
        )
      : { rows: [] };
  return {
    userId,
    firm: membership
      ? {
          id: Number(membership.law_firm_id),
          name: membership.name,
          verified: membership.verified,
          verifiedOn: membership.verified_on,
          role: membership.role,
          canAnswerReviews: membership.role === 'owner' || membership.can_answer_reviews,
          canManageSales: membership.role === 'owner' || membership.can_manage_sales,
        }
      : null,
    members,
    invites,
    application,
    invitations: invitations.map((row) => ({
      id: Number(row.id),
      firm: { id: Number(row.law_firm_id), name: row.name },
      expiresAt: row.expires_at.toISOString(),
    })),
    canApply: cannotApply === null,
    cannotApply,
    claimable: claimable.map((row) => ({ id: Number(row.id), name: row.name })),
  };
}

export type ApplyOutcome =
  | { ok: true }
  | { ok: false; refused: 'not_verified' | 'in_firm' | 'submitted' | 'unknown_firm' | 'claimed' }
  | { ok: false; refused: 'incomplete'; missing: FirmField[] };

/** Hands a registration or a claim to the operators (a returned one is replaced by the new). */
export async function applyForFirm(
  db: Queryable,
  userId: number,
  input: { kind: FirmApplicationKind; lawFirmId?: number; form: FirmForm },
  lang: Locale,
): Promise<ApplyOutcome> {
  return inTransaction(db, async (tx) => {
    if ((await verifiedSpecialist(tx, userId)) === null) return { ok: false, refused: 'not_verified' } as const;
    if (await membershipOf(tx, userId, lang)) return { ok: false, refused: 'in_firm' } as const;
    const missing = firmMissing(input.kind, input.form);
    if (missing.length > 0) return { ok: false, refused: 'incomplete', missing } as const;
    if (input.kind === 'claim') {
      const { rows } = await tx.query<{ owned: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM law_firm_members m WHERE m.law_firm_id = f.id AND m.role = 'owner') AS owned FROM law_firms f WHERE f.id = $1`,
        [input.lawFirmId],
      );
      if (!rows[0]) return { ok: false, refused: 'unknown_firm' } as const;
      if (rows[0].owned) return { ok: false, refused: 'claimed' } as const;
    }
    const { rows: open } = await tx.query<{ id: number; status: string }>(
      "SELECT id, status FROM firm_applications WHERE user_id = $1 AND status IN ('submitted', 'returned') FOR UPDATE",
      [userId],
    );
    if (open[0]?.status === 'submitted') return { ok: false, refused: 'submitted' } as const;
    // A returned application is the one fixed: it goes back with the new form.
    if (open[0]) {
      await tx.query(
        `UPDATE firm_applications SET kind = $2, law_firm_id = $3, form = $4::jsonb, lang = $5, status = 'submitted', submitted_at = now(), decision_reason = NULL WHERE id = $1`,
        [open[0].id, input.kind, input.lawFirmId ?? null, JSON.stringify(input.form), lang],
      );
    } else {
      await tx.query('INSERT INTO firm_applications (user_id, kind, law_firm_id, form, lang) VALUES ($1, $2, $3, $4::jsonb, $5)', [
        userId,
        input.kind,
        input.lawFirmId ?? null,
        JSON.stringify(input.form),
        lang,
      ]);
    }
    await tx.query("SELECT notify_user($1, 'application_submitted', '{\"firm\": true}'::jsonb, '/home/firm')", [userId]);
    return { ok: true } as const;
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type InviteOutcome =
  | { ok: true; invite: FirmInvite; token: string | null }
  | { ok: false; refused: 'not_owner' | 'member_already' | 'invited_already' | 'own_pinfl' };

/** The owner invites one PINFL (told in the site if they have an account) or makes a link. */
export async function inviteMember(db: Queryable, userId: number, pinfl: string | null, lang: Locale): Promise<InviteOutcome> {
  return inTransaction(db, async (tx) => {
    const membership = await membershipOf(tx, userId, lang);
    if (membership?.role !== 'owner') return { ok: false, refused: 'not_owner' } as const;
    const firmId = Number(membership.law_firm_id);
    if (pinfl !== null) {
      const { rows: self } = await tx.query('SELECT 1 FROM users WHERE id = $1 AND pinfl = $2', [userId, pinfl]);
      if (self.length > 0) return { ok: false, refused: 'own_pinfl' } as const;
      const { rows: member } = await tx.query('SELECT 1 FROM law_firm_members m JOIN users u ON u.id = m.user_id WHERE m.law_firm_id = $1 AND u.pinfl = $2', [
        firmId,
        pinfl,
      ]);
      if (member.length > 0) return { ok: false, refused: 'member_already' } as const;
      const { rows: open } = await tx.query(
        'SELECT 1 FROM law_firm_invites WHERE law_firm_id = $1 AND pinfl = $2 AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > now()',
        [firmId, pinfl],
      );
      if (open.length > 0) return { ok: false, refused: 'invited_already' } as const;
    }
    const token = pinfl === null ? randomBytes(32).toString('base64url') : null;
    const { rows } = await tx.query<{ id: number; created_at: Date; expires_at: Date }>(
      'INSERT INTO law_firm_invites (law_firm_id, pinfl, token_sha256, created_by_user_id) VALUES ($1, $2, $3, $4) RETURNING id, created_at, expires_at',
      [firmId, pinfl, token === null ? null : sha256(token), userId],
    );
    const row = rows[0]!;
    if (pinfl !== null) {
      await tx.query("SELECT notify_user(u.id, 'firm_invited', jsonb_build_object('firm', $2::text), '/home/firm') FROM users u WHERE u.pinfl = $1", [
        pinfl,
        membership.name,
      ]);
    }
    return {
      ok: true,
      token,
      invite: {
        id: Number(row.id),
        pinfl: pinfl === null ? null : maskPinfl(pinfl),
        createdAt: row.created_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
      },
    } as const;
  });
}

/** The owner withdraws an open invitation of their firm; false when there is none. */
export async function withdrawInvite(db: Queryable, userId: number, inviteId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE law_firm_invites i SET withdrawn_at = now()
      WHERE i.id = $2 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL
        AND EXISTS (SELECT 1 FROM law_firm_members m WHERE m.law_firm_id = i.law_firm_id AND m.user_id = $1 AND m.role = 'owner')
     RETURNING i.id`,
    [userId, inviteId],
  );
  return rows.length > 0;
}

export type AcceptOutcome = { ok: true; firmId: number; nicknames: string[] } | { ok: false; refused: 'unknown' | 'not_verified' | 'in_firm' };

/** The invited person joins: an invitation to their PINFL, or a link's token; once. */
export async function acceptInvite(db: Queryable, userId: number, by: { inviteId: number } | { token: string }): Promise<AcceptOutcome> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; law_firm_id: number }>(
      'inviteId' in by
        ? `SELECT i.id, i.law_firm_id FROM law_firm_invites i JOIN users u ON u.pinfl = i.pinfl
            WHERE i.id = $1 AND u.id = $2 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > now() FOR UPDATE OF i`
        : `SELECT i.id, i.law_firm_id FROM law_firm_invites i
            WHERE i.token_sha256 = $1 AND i.accepted_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > now() AND $2::bigint IS NOT NULL FOR UPDATE`,
      'inviteId' in by ? [by.inviteId, userId] : [sha256(by.token), userId],
    );
    const invite = rows[0];
    if (!invite) return { ok: false, refused: 'unknown' } as const;
    const specialist = await verifiedSpecialist(tx, userId);
    if (specialist === null) return { ok: false, refused: 'not_verified' } as const;
    const { rows: member } = await tx.query('SELECT 1 FROM law_firm_members WHERE user_id = $1', [userId]);
    if (member.length > 0) return { ok: false, refused: 'in_firm' } as const;
    const firmId = Number(invite.law_firm_id);
    await tx.query("INSERT INTO law_firm_members (law_firm_id, user_id, role) VALUES ($1, $2, 'member')", [firmId, userId]);
    await tx.query('UPDATE law_firm_invites SET accepted_at = now(), accepted_by_user_id = $2 WHERE id = $1', [invite.id, userId]);
    const { rows: profile } = await tx.query<{ nickname: string }>('UPDATE specialists SET law_firm_id = $2 WHERE id = $1 RETURNING nickname', [
      specialist,
      firmId,
    ]);
    // The owner hears of it.
    await tx.query(
      `SELECT notify_user(m.user_id, 'firm_joined', jsonb_build_object('from', $2::text), '/home/firm')
         FROM law_firm_members m WHERE m.law_firm_id = $1 AND m.role = 'owner'`,
      [firmId, await nameOf(tx, userId)],
    );
    return { ok: true, firmId, nicknames: profile.map((row) => row.nickname) } as const;
  });
}

async function nameOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE id = $1', [userId]);
  return rows[0] ? displayName(rows[0].first_name, rows[0].last_name) : '';
}

/** The owner names what a member may do; false when they are not a member of the owner's firm. */
export async function setMemberRights(
  db: Queryable,
  ownerId: number,
  memberId: number,
  rights: { canAnswerReviews: boolean; canManageSales: boolean },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE law_firm_members m SET can_answer_reviews = $3, can_manage_sales = $4
      WHERE m.user_id = $2 AND m.role = 'member'
        AND m.law_firm_id = (SELECT o.law_firm_id FROM law_firm_members o WHERE o.user_id = $1 AND o.role = 'owner')
     RETURNING m.user_id`,
    [ownerId, memberId, rights.canAnswerReviews, rights.canManageSales],
  );
  return rows.length > 0;
}

/** The owner removes a member, or a member leaves (memberId = their own); the owner stays. Null: not so. */
export async function removeMember(db: Queryable, userId: number, memberId: number): Promise<{ firmId: number; nicknames: string[] } | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ law_firm_id: number }>(
      `DELETE FROM law_firm_members m
        WHERE m.user_id = $2 AND m.role = 'member'
          AND ($1 = $2 OR m.law_firm_id = (SELECT o.law_firm_id FROM law_firm_members o WHERE o.user_id = $1 AND o.role = 'owner'))
       RETURNING m.law_firm_id`,
      [userId, memberId],
    );
    const removed = rows[0];
    if (!removed) return null;
    const { rows: profile } = await tx.query<{ nickname: string }>(
      'UPDATE specialists SET law_firm_id = NULL WHERE user_id = $1 AND law_firm_id = $2 RETURNING nickname',
      [memberId, removed.law_firm_id],
    );
    return { firmId: Number(removed.law_firm_id), nicknames: profile.map((row) => row.nickname) };
  });
}

/** The firms whose reviews this person answers, and whose sales they handle. */
export async function firmRightsOf(db: Queryable, userId: number): Promise<{ answers: number[]; sales: number[] }> {
  const { rows } = await db.query<{ law_firm_id: number; role: string; can_answer_reviews: boolean; can_manage_sales: boolean }>(
    'SELECT law_firm_id, role, can_answer_reviews, can_manage_sales FROM law_firm_members WHERE user_id = $1',
    [userId],
  );
  return {
    answers: rows.filter((row) => row.role === 'owner' || row.can_answer_reviews).map((row) => Number(row.law_firm_id)),
    sales: rows.filter((row) => row.role === 'owner' || row.can_manage_sales).map((row) => Number(row.law_firm_id)),
  };
}
