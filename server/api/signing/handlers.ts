/**
 * Signing with E-IMZO (issue 33, ADR 026), the operations of the one table:
 *
 * - GET  /me/claims/{id}/papers, /me/documents/{id}/papers   the signed papers of one of theirs
 * - POST /me/claims/{id}/papers, /me/documents/{id}/papers   the paper of the current version (201 when made now)
 * - GET  /me/papers/{id}                                     a paper its owner or a signer reads
 * - POST /me/papers/{id}/signatures {pkcs7}                  the owner signs (201); 422 naming why not; 503 unverifiable
 * - PUT  /me/papers/{id} {publicFile}                        the file shown on the public check, or not
 * - POST /me/papers/{id}/invites                             a one-time link for another party (201)
 * - GET  /me/paper-invites/{token}, POST …/signatures        the invited party reads and signs
 * - GET  /verify/{code}?sha256=                              the public check
 *
 * The files (the PDF signed, the copy with the signature page, the .p7s, the ZIP) are ./files.ts.
 */
import { EimzoUnavailable, type EimzoServer } from '../../eimzo/client.js';
import { paperCheck } from '../../domain/signing/check.js';
import { invitePaperSigner, invitedPaper, invitedPaperId, useInvite } from '../../domain/signing/invites.js';
import { getPaper, listPapers, setPaperPublicFile, startPaper } from '../../domain/signing/papers.js';
import { signPaper, type SignOutcome } from '../../domain/signing/sign.js';
import type { PaperSource } from '../../../shared/signing/papers.js';
import { Reply, type AreaHandlers, type HandlerSetup, type SignedInContext } from '../handler.js';

/** The address E-IMZO-SERVER is told the signer signed from; the loopback when the site cannot tell. */
const ipOf = (ctx: SignedInContext) => ctx.clientIp ?? '127.0.0.1';

export function signingHandlers(setup: HandlerSetup) {
  const eimzo = setup.eimzo ?? null;

  /** Runs a signing with E-IMZO-SERVER, or the 503 when signing is off or the server cannot be reached. */
  async function withEimzo(ctx: SignedInContext, sign: (server: EimzoServer) => Promise<SignOutcome>): Promise<SignOutcome> {
    if (!eimzo) throw ctx.fail(503, 'signing_unavailable');
    try {
      return await sign(eimzo);
    } catch (error) {
      if (error instanceof EimzoUnavailable) throw ctx.fail(503, 'signing_unavailable');
      throw error;
    }
  }

  function refused(ctx: SignedInContext, outcome: Exclude<SignOutcome, null | { ok: true }>) {
    return outcome.refusal === 'already_signed' ? ctx.fail(409, 'already_signed') : ctx.fail(422, outcome.refusal);
  }

  /** The signed papers of one of the caller's claims or documents (404 for anyone else's). */
  const papersOf =
    (source: PaperSource) =>
    async ({ params }: { params: { id: number } }, { db, userId }: SignedInContext) => {
      const items = await listPapers(db, userId, source, params.id);
      return items ? { items } : null;
    };
  /** The paper of its current version: 201 when made now, 200 when it was; 409 before a claim is generated. */
  const startOf =
    (source: PaperSource) =>
    async ({ params }: { params: { id: number } }, ctx: SignedInContext) => {
      const started = await startPaper(ctx.db, ctx.userId, source, params.id, ctx.lang);
      if (started === 'not_generated') throw ctx.fail(409, 'nothing_to_sign');
      if (!started) return null;
      return new Reply(started.paper, started.created ? 201 : 200);
    };

  return {
    listClaimPapers: papersOf('claim'),
    startClaimPaper: startOf('claim'),
    listDocumentPapers: papersOf('document'),
    startDocumentPaper: startOf('document'),
    getPaper: async ({ params }, { db, userId }) => getPaper(db, userId, params.id),

    signPaper: async ({ params, body }, ctx) => {
      const outcome = await withEimzo(ctx, (server) =>
        signPaper(ctx.db, server, { paperId: params.id, userId: ctx.userId, pkcs7: body.pkcs7, ip: ipOf(ctx), access: 'owner' }),
      );
      if (!outcome) return null;
      if (!outcome.ok) throw refused(ctx, outcome);
      return getPaper(ctx.db, ctx.userId, params.id);
    },

    setPaperSettings: async ({ params, body }, { db, userId }) => setPaperPublicFile(db, userId, params.id, body.publicFile),

    invitePaperSigner: async ({ params }, { db, userId }) => {
      const invite = await invitePaperSigner(db, userId, params.id);
      return invite ? { link: `/home/papers/invite?token=${invite.token}`, expiresAt: invite.expiresAt.toISOString() } : null;
    },
    getPaperInvite: async ({ params }, { db, userId }) => invitedPaper(db, userId, params.token),

    signPaperByInvite: async ({ params, body }, ctx) => {
      const paperId = await invitedPaperId(ctx.db, params.token);
      if (paperId === null) return null;
      // The signature and the link's use are one: a link is never used up by a refused signature.
      const outcome = await withEimzo(ctx, (server) =>
        signPaper(ctx.db, server, {
          paperId,
          userId: ctx.userId,
          pkcs7: body.pkcs7,
          ip: ipOf(ctx),
          access: 'invited',
          alongside: (tx) => useInvite(tx, params.token, ctx.userId),
        }),
      );
      if (!outcome) return null;
      if (!outcome.ok) throw refused(ctx, outcome);
      return getPaper(ctx.db, ctx.userId, paperId);
    },

    getPaperCheck: async ({ params, query }, { db }) => paperCheck(db, params.code, query.sha256),
  } satisfies AreaHandlers;
}
