/**
 * The calls the server makes to E-IMZO-SERVER (ADR 026, ./protocol.ts): a challenge to sign in
 * with, the sign-in itself, a timestamp added to a signature, and the verification of an attached
 * or a detached signature. Each is a plain-text POST (GET for the challenge) with the signer's
 * address in `X-Real-IP` and the site's host in `Host`, answered with JSON whose `status` is 1 on
 * success. A call that cannot be made or read (refused, timed out, not JSON, not the protocol's
 * shape) throws `EimzoUnavailable`, which the API answers 503 `signing_unavailable`; an answer
 * with another status is returned for the caller to explain.
 */
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { EimzoSettings } from './settings.js';
import {
  authAnswerSchema,
  challengeAnswerSchema,
  EIMZO_PATHS,
  timestampAnswerSchema,
  verifyAnswerSchema,
  type AuthAnswer,
  type ChallengeAnswer,
  type TimestampAnswer,
  type VerifyAnswer,
} from './protocol.js';

/** E-IMZO-SERVER could not be reached, or answered what is not its protocol. */
export class EimzoUnavailable extends Error {
  override name = 'EimzoUnavailable';
}

export interface EimzoServer {
  challenge(): Promise<ChallengeAnswer>;
  /** `pkcs7` Base64 (attached, over the challenge); `ip` the person's address. */
  auth(pkcs7: string, ip: string): Promise<AuthAnswer>;
  timestamp(pkcs7: string, ip: string): Promise<TimestampAnswer>;
  verifyDetached(document: Uint8Array, pkcs7: string, ip: string): Promise<VerifyAnswer>;
  verifyAttached(pkcs7: string, ip: string): Promise<VerifyAnswer>;
}

/** Answers are small JSON; a verification names a few certificates. A larger one is not E-IMZO-SERVER's. */
const MAX_ANSWER_CHARS = 2 * 1024 * 1024;

function failureText(error: unknown): string {
  const name = String((error as { name?: unknown } | null)?.name);
  const timeout = ['TimeoutError', 'AbortError', 'HeadersTimeoutError', 'BodyTimeoutError', 'ConnectTimeoutError'].includes(name);
  return timeout ? 'E-IMZO-SERVER did not answer in time' : `E-IMZO-SERVER could not be reached (${name})`;
}

export function createEimzoServer(settings: Pick<EimzoSettings, 'serverUrl' | 'host' | 'timeoutMs'>, dispatcher?: Dispatcher): EimzoServer {
  async function call<S extends z.ZodType>(path: string, schema: S, body: string | null, ip: string | null): Promise<z.output<S>> {
    // undici is loaded at the first call, not with the server (issue 14: megabytes of heap).
    const { request } = await import('undici');
    let status: number;
    let raw: string;
    try {
      const res = await request(`${settings.serverUrl}${path}`, {
        method: body === null ? 'GET' : 'POST',
        headers: {
          host: settings.host,
          accept: 'application/json',
          ...(ip ? { 'x-real-ip': ip } : {}),
          ...(body === null ? {} : { 'content-type': 'text/plain; charset=utf-8' }),
        },
        ...(body === null ? {} : { body }),
        headersTimeout: settings.timeoutMs,
        bodyTimeout: settings.timeoutMs,
        signal: AbortSignal.timeout(settings.timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      });
      status = res.statusCode;
      raw = await res.body.text();
    } catch (error) {
      throw new EimzoUnavailable(failureText(error), { cause: error });
    }
    if (status !== 200) throw new EimzoUnavailable(`E-IMZO-SERVER answered HTTP ${status} on ${path}`);
    if (raw.length > MAX_ANSWER_CHARS) throw new EimzoUnavailable(`E-IMZO-SERVER's answer on ${path} is too long`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new EimzoUnavailable(`E-IMZO-SERVER answered what is not JSON on ${path}`);
    }
    const answer = schema.safeParse(parsed);
    if (!answer.success) throw new EimzoUnavailable(`E-IMZO-SERVER's answer on ${path} is not the protocol's: ${answer.error.issues[0]?.message ?? ''}`);
    return answer.data;
  }

  return {
    challenge: () => call(EIMZO_PATHS.challenge, challengeAnswerSchema, null, null),
    auth: (pkcs7, ip) => call(EIMZO_PATHS.auth, authAnswerSchema, pkcs7, ip),
    timestamp: (pkcs7, ip) => call(EIMZO_PATHS.timestamp, timestampAnswerSchema, pkcs7, ip),
    verifyDetached: (document, pkcs7, ip) => call(EIMZO_PATHS.verifyDetached, verifyAnswerSchema, `${Buffer.from(document).toString('base64')}|${pkcs7}`, ip),
    verifyAttached: (pkcs7, ip) => call(EIMZO_PATHS.verifyAttached, verifyAnswerSchema, pkcs7, ip),
  };
}
