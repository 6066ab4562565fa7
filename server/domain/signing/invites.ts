/**
 * Another party's signature on a paper (issue 33, ADR 026): the owner makes a one-time link
 * (14 days; only its SHA-256 is kept, the link is shown once); the other party opens it signed in,
 * reads the paper and signs with their own key. Signing uses the invitation up; from then on they
 * read the paper as its signer. A link already used, withdrawn with its paper, or out of date is
 * not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OwnPaper } from '../../../shared/signing/papers.js';
import type { Queryable } from '../../db/adapter.js';
import { paperViewOf } from './papers.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** A new link's token and its end; null: not the owner's paper. */
export async function invitePaperSigner(db: Queryable, userId: number, paperId: number): Promise<{ token: string; expiresAt: Date } | null> {
  const { rows } = await db.query('SELECT 1 FROM signed_papers WHERE id = $1 AND user_id = $2', [paperId, userId]);
  if (rows.length === 0) return null;
  const token = randomBytes(24).toString('base64url');
  const inserted = await db.query<{ expires_at: Date }>('INSERT INTO paper_sign_invites (paper_id, token_sha256) VALUES ($1, $2) RETURNING expires_at', [
    paperId,
    sha256(token),
  ]);
  return { token, expiresAt: (inserted.rows[0] as { expires_at: Date }).expires_at };
}

/** The paper an open invitation is for. */
export async function invitedPaperId(db: Queryable, token: string): Promise<number | null> {
  if (!INVITE_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{ paper_id: number }>(
    'SELECT paper_id::int FROM paper_sign_invites WHERE token_sha256 = $1 AND used_at IS NULL AND expires_at > now()',
    [sha256(token)],
  );
  return rows[0]?.paper_id ?? null;
}

/** The paper as the invited person reads it before signing (they are not its owner). */
export async function invitedPaper(db: Queryable, userId: number, token: string): Promise<OwnPaper | null> {
  const paperId = await invitedPaperId(db, token);
  if (paperId === null) return null;
  // The invitation lets them read it as any signer does.
  return paperViewOf(db, userId, paperId);
}

/** Signing through the link uses it up (once the signature is kept, in the same transaction). */
export async function useInvite(db: Queryable, token: string, userId: number): Promise<void> {
  await db.query('UPDATE paper_sign_invites SET used_at = now(), used_by_user_id = $2 WHERE token_sha256 = $1 AND used_at IS NULL', [sha256(token), userId]);
}
