/**
 * A signature given to a paper (issue 33, ADR 026). The page sends the detached PKCS#7 the E-IMZO
 * application made over the paper's exact bytes; the server has E-IMZO-SERVER add its timestamp,
 * then verify the timestamped signature against the kept file, checks the signer (./../../eimzo/
 * signer-check.ts: the signed-in person's PINFL; an organisation's key only for an organisation
 * the paper names) and keeps it. Nothing is written before both calls answered: E-IMZO-SERVER
 * unreachable throws EimzoUnavailable (503) with the paper as it was.
 */
import type { Queryable } from '../../db/adapter.js';
import { inTransaction } from '../../sql/transaction.js';
import type { EimzoServer } from '../../eimzo/client.js';
import { checkSigner, type SignatureRefusal } from '../../eimzo/signer-check.js';
import { paperFileWhere } from './papers.js';

/** A detached PKCS#7 of one signer is a few kilobytes; a certificate chain of three stays well under this. */
export const PKCS7_MAX_CHARS = 64 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export type SignOutcome = { ok: true; signatureId: number } | { ok: false; refusal: SignatureRefusal | 'already_signed'; detail: string } | null;

export interface SignInput {
  paperId: number;
  userId: number;
  /** Base64, as the application gives it (line breaks and spaces are dropped). */
  pkcs7: string;
  /** The signer's address, for E-IMZO-SERVER's X-Real-IP. */
  ip: string;
  /** How the caller may sign: the paper's owner, or with an invitation accepted (./invites.ts). */
  access: 'owner' | 'invited';
  /** Written in the same transaction as the signature (an invitation used up), never without it. */
  alongside?: (tx: Queryable) => Promise<void>;
}

export async function signPaper(db: Queryable, eimzo: EimzoServer, input: SignInput): Promise<SignOutcome> {
  const paper =
    input.access === 'owner'
      ? await paperFileWhere(db, 'p.id = $1 AND p.user_id = $2', [input.paperId, input.userId])
      : await paperFileWhere(db, 'p.id = $1', [input.paperId]);
  if (!paper) return null;
  const person = await db.query<{ pinfl: string }>('SELECT pinfl FROM users WHERE id = $1', [input.userId]);
  const pinfl = person.rows[0]?.pinfl;
  if (!pinfl) return null;
  const tins = await db.query<{ party_tins: string[] }>('SELECT party_tins FROM signed_papers WHERE id = $1', [input.paperId]);
  const pkcs7 = input.pkcs7.replace(/\s+/g, '');
  if (!BASE64.test(pkcs7) || pkcs7.length > PKCS7_MAX_CHARS) return { ok: false, refusal: 'signature_unreadable', detail: 'not Base64' };

  const stamped = await eimzo.timestamp(pkcs7, input.ip);
  if (!stamped.ok) return { ok: false, refusal: 'signature_unreadable', detail: stamped.message };
  const verified = await eimzo.verifyDetached(paper.file, stamped.pkcs7b64, input.ip);
  const checked = checkSigner(verified, { pinfl, tins: tins.rows[0]?.party_tins ?? [] });
  if (!checked.ok) return checked;
  const { signer } = checked;
  // The calls to E-IMZO-SERVER are done: only now a transaction, short, writes what they said.
  return inTransaction(db, async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO paper_signatures (paper_id, user_id, pkcs7, signer_name, pinfl, tin, organisation, position, certificate_serial, issuer,
       certificate_valid_from, certificate_valid_to, signed_at, timestamped_at, timestamp_serial, tsa)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT DO NOTHING RETURNING id::int`,
      [
        input.paperId,
        input.userId,
        Buffer.from(stamped.pkcs7b64, 'base64'),
        signer.name,
        signer.pinfl,
        signer.tin,
        signer.organisation,
        signer.position,
        signer.certificateSerial,
        signer.issuer,
        signer.validFrom,
        signer.validTo,
        signer.signedAt,
        signer.timestampedAt,
        signer.timestampSerial,
        signer.tsa,
      ],
    );
    const row = inserted.rows[0];
    if (!row) return { ok: false, refusal: 'already_signed', detail: '' } as const;
    await input.alongside?.(tx);
    return { ok: true, signatureId: row.id } as const;
  });
}
