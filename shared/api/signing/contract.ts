/**
 * Signing with E-IMZO under /api/v1 (issue 33, ADR 026): the schemas of what the signing
 * operations take. What they answer is ../../signing/papers.ts (zod-free, for the pages).
 */
import { z } from 'zod';
import { idParam } from '../params';
import { VERIFY_CODE_PATTERN } from '../../signing/papers';

/** POST /me/papers/{id}/signatures: the detached PKCS#7 the E-IMZO application made, Base64. */
export const signatureBody = z.object({ pkcs7: z.string().min(16).max(70_000) }).strict();
export type SignatureInput = z.input<typeof signatureBody>;

/** PUT /me/papers/{id}: the owner shows or hides the file on the public check. */
export const paperSettingsBody = z.object({ publicFile: z.boolean() }).strict();
export type PaperSettingsInput = z.input<typeof paperSettingsBody>;

/** An invitation's one-time token, as its link carries it. */
export const inviteParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });

export const signatureParams = z.object({ id: idParam, signatureId: idParam });

/** GET /verify/{code}?sha256=: the public check, and whether a file's SHA-256 is the paper's. */
export const verifyCodeParams = z.object({ code: z.string().regex(VERIFY_CODE_PATTERN) });
export const paperCheckQuery = z.object({
  sha256: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{64}$/)
    .optional(),
});
export type PaperCheckInput = { code: string; sha256?: string };
