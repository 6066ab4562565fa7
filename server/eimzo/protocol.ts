/**
 * E-IMZO-SERVER's REST answers as the site relies on them (ADR 026, from the integrators' guide
 * "E-IMZO – инструкция по интеграции" §2.2). Every answer is JSON with `status` (1 success, any
 * other value an error) and `message` (why, when not 1). The bodies the site sends are plain text:
 * a Base64 PKCS#7, or for a detached signature the document's Base64 and the PKCS#7's joined by
 * `|`; the headers `X-Real-IP` (the signer's address) and `Host` (the site's host) go with each
 * call. The same shapes are what the stand-in (./standin-server.ts) answers, so one parser reads
 * both; fields the site does not use are kept loose.
 */
import { z } from 'zod';

/** Subject and issuer attributes by name or OID: `CN`, `O`, `T`, `1.2.860.3.16.1.2` (PINFL), `1.2.860.3.16.1.1` (TIN). */
export const OID_PINFL = '1.2.860.3.16.1.2';
export const OID_TIN = '1.2.860.3.16.1.1';

const nameInfo = z.record(z.string(), z.string());

/** "yyyy-MM-dd HH:mm:ss", the server's local time (Tashkent, UTC+5). */
export const EIMZO_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const certificateInfoSchema = z.looseObject({
  subjectInfo: nameInfo,
  issuerInfo: nameInfo.optional(),
  serialNumber: z.string(),
  subjectName: z.string().optional(),
  issuerName: z.string().optional(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

export const timeStampInfoSchema = z.looseObject({
  time: z.string(),
  verified: z.boolean(),
  serialNumber: z.string().optional(),
  tsa: z.string().optional(),
  certificateVerified: z.boolean().optional(),
});

export const signerInfoSchema = z.looseObject({
  signerId: z.looseObject({ issuer: z.string().optional(), subjectSerialNumber: z.string().optional() }).optional(),
  signingTime: z.string().optional(),
  /** The chain, the signer's own certificate first. */
  certificate: z.array(certificateInfoSchema).min(1),
  verified: z.boolean(),
  certificateVerified: z.boolean(),
  certificateValidAtSigningTime: z.boolean(),
  /** Present when the certificate was suspended or revoked: the date and the reason. */
  revokedStatusInfo: z.unknown().optional(),
  timeStampInfo: timeStampInfoSchema.optional(),
  /** Why a check failed, when it did. */
  exception: z.string().optional(),
});
export type SignerInfo = z.infer<typeof signerInfoSchema>;

/** Any answer whose status is not 1: `message` says why. */
const failureSchema = z.looseObject({ status: z.number().refine((s) => s !== 1), message: z.string().default('') });
export interface EimzoFailure {
  ok: false;
  status: number;
  message: string;
}

/** An answer read as success (its fields) or failure (status and message), so callers narrow on `ok`. */
function answerOf<S extends z.ZodType<Record<string, unknown>>>(success: S) {
  return z.union([
    success.transform((value) => ({ ...value, ok: true as const })),
    failureSchema.transform((value): EimzoFailure => ({ ok: false, status: value.status, message: value.message })),
  ]);
}

export const verifyAnswerSchema = answerOf(
  z.looseObject({
    status: z.literal(1),
    pkcs7Info: z.looseObject({ signers: z.array(signerInfoSchema), documentBase64: z.string().optional() }),
  }),
);
export type VerifyAnswer = z.output<typeof verifyAnswerSchema>;

export const timestampAnswerSchema = answerOf(
  z.looseObject({ status: z.literal(1), pkcs7b64: z.string().min(1), timestampedSignerList: z.array(certificateInfoSchema.partial()).default([]) }),
);
export type TimestampAnswer = z.output<typeof timestampAnswerSchema>;

export const challengeAnswerSchema = answerOf(z.looseObject({ status: z.literal(1), challenge: z.string().min(1), ttl: z.number() }));
export type ChallengeAnswer = z.output<typeof challengeAnswerSchema>;

export const authAnswerSchema = answerOf(
  z.looseObject({
    status: z.literal(1),
    subjectCertificateInfo: z.looseObject({
      serialNumber: z.string(),
      subjectName: nameInfo,
      validFrom: z.string(),
      validTo: z.string(),
    }),
  }),
);
export type AuthAnswer = z.output<typeof authAnswerSchema>;

/**
 * The statuses the stand-in answers (E-IMZO-SERVER's guide names only "1: success, anything else an
 * error" and carries the reason in `message`; the site reads nothing else from the number).
 */
export const STANDIN_STATUS = {
  ok: 1,
  /** The body is not a PKCS#7 (or not Base64). */
  badPkcs7: -1,
  /** The challenge is unknown, used or expired. */
  badChallenge: -2,
  /** The signature over the challenge does not verify. */
  badSignature: -3,
  /** The certificate is expired, revoked or not issued by a trusted CA. */
  badCertificate: -4,
  /** The request lacks X-Real-IP or Host, or its body is empty. */
  badRequest: -10,
} as const;

/** The paths of E-IMZO-SERVER the site calls (the stand-in answers the same). */
export const EIMZO_PATHS = {
  challenge: '/frontend/challenge',
  auth: '/backend/auth',
  timestamp: '/frontend/timestamp/pkcs7',
  verifyAttached: '/backend/pkcs7/verify/attached',
  verifyDetached: '/backend/pkcs7/verify/detached',
} as const;

/** Tashkent is UTC+5 all year (no summer time since 1992); E-IMZO-SERVER writes its dates there. */
const TASHKENT_OFFSET_MS = 5 * 3_600_000;

/** "yyyy-MM-dd HH:mm:ss" (or with dots, as the application's key list writes them) in Tashkent time; null when it is not one. */
export function parseEimzoDate(text: string | undefined): Date | null {
  const match = /^(\d{4})[.-](\d{2})[.-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - TASHKENT_OFFSET_MS;
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** A moment as E-IMZO-SERVER writes it: "yyyy-MM-dd HH:mm:ss" in Tashkent time. */
export function formatEimzoDate(date: Date): string {
  return new Date(date.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
