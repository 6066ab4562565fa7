/**
 * Signing in with an E-IMZO key (issue 33, ADR 026), beside OneID, mounted at /auth:
 * - GET  /auth/eimzo/challenge       → E-IMZO-SERVER's challenge `{challenge, ttl}` to sign;
 * - POST /auth/eimzo {pkcs7, returnTo} → the challenge signed (attached) by the E-IMZO application;
 *   E-IMZO-SERVER's /backend/auth checks the signature, the challenge and the certificate's status
 *   and names the subject; its PINFL finds or creates the person; a session opens as OneID's does,
 *   and the answer says where to go (`{redirect}`). An organisation's key (its TIN in the
 *   certificate) signs in its director, whose session acts for the organisation.
 * Refusals are JSON errors in the page's language: 422 `key_refused` with E-IMZO-SERVER's reason,
 * 503 `signing_unavailable` when it cannot be reached or signing is off.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import { createApiMessages } from '../api/messages.js';
import type { Database } from '../db/adapter.js';
import { EimzoUnavailable, type EimzoServer } from '../eimzo/client.js';
import { OID_PINFL, OID_TIN } from '../eimzo/protocol.js';
import { sessionTokenOf, setSessionCookies, type SessionCookieSettings } from './cookies.js';
import { localeOfPath, safeReturnTo } from './return-to.js';
import { createSession, endSessionByToken, sessionMaxAgeMs, type ActsFor } from './sessions.js';
import { maskPinfl, upsertKeyHolder } from './users.js';

export interface EimzoSignInDeps {
  db: Database;
  resources: Resources;
  ttlDays: number;
  cookies: SessionCookieSettings;
  eimzo: EimzoServer | null;
}

const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;
const PKCS7_MAX_CHARS = 64 * 1024;

/** The person a certificate names: SURNAME and NAME when it has them, the rest of CN as the patronymic. */
export function personOfSubject(subject: Readonly<Record<string, string>>): { lastName: string; firstName: string; middleName: string } {
  const words = (subject.CN ?? '').trim().split(/\s+/).filter(Boolean);
  const lastName = subject.SURNAME?.trim() || words[0] || '';
  const firstName = subject.NAME?.trim() || words[1] || '';
  const rest = [...words];
  for (const known of [lastName, firstName]) {
    const at = rest.findIndex((word) => word.toUpperCase() === known.toUpperCase());
    if (at >= 0) rest.splice(at, 1);
  }
  return { lastName, firstName, middleName: rest.join(' ') };
}

export function eimzoSignInRouter(deps: EimzoSignInDeps): Router {
  const { db, ttlDays, cookies, eimzo } = deps;
  const messages = createApiMessages(deps.resources);
  const router = express.Router();

  const refuse = (
    res: Response,
    lang: ReturnType<typeof localeOfPath>,
    status: number,
    code: 'key_refused' | 'signing_unavailable' | 'invalid_request',
    reason = '',
  ) => {
    const error = messages.fail(lang, status, code, undefined, { reason });
    res.status(status).json({ error: { code: error.code, message: error.message } });
  };

  router.get('/eimzo/challenge', async (req, res) => {
    const lang = localeOfPath(safeReturnTo(req.query.returnTo));
    if (!eimzo) return refuse(res, lang, 503, 'signing_unavailable');
    try {
      const answer = await eimzo.challenge();
      if (!answer.ok) return refuse(res, lang, 503, 'signing_unavailable');
      res.json({ challenge: answer.challenge, ttl: answer.ttl });
    } catch (error) {
      if (error instanceof EimzoUnavailable) return refuse(res, lang, 503, 'signing_unavailable');
      throw error;
    }
  });

  router.post('/eimzo', express.json({ limit: '128kb' }), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as { pkcs7?: unknown; returnTo?: unknown };
    const returnTo = safeReturnTo(body.returnTo);
    const lang = localeOfPath(returnTo);
    const pkcs7 = typeof body.pkcs7 === 'string' ? body.pkcs7.replace(/\s+/g, '') : '';
    if (!pkcs7 || pkcs7.length > PKCS7_MAX_CHARS || !BASE64.test(pkcs7)) return refuse(res, lang, 400, 'invalid_request');
    if (!eimzo) return refuse(res, lang, 503, 'signing_unavailable');
    let answer: Awaited<ReturnType<EimzoServer['auth']>>;
    try {
      answer = await eimzo.auth(pkcs7, req.ip ?? '127.0.0.1');
    } catch (error) {
      if (error instanceof EimzoUnavailable) return refuse(res, lang, 503, 'signing_unavailable');
      throw error;
    }
    if (!answer.ok) {
      req.log?.info({ reason: answer.message, status: answer.status }, 'E-IMZO sign-in refused');
      return refuse(res, lang, 422, 'key_refused', answer.message.slice(0, 200));
    }
    const subject = answer.subjectCertificateInfo.subjectName;
    const pinfl = subject[OID_PINFL] ?? '';
    if (!/^\d{14}$/.test(pinfl)) return refuse(res, lang, 422, 'key_refused', 'PINFL');
    const tin = subject[OID_TIN];
    const actsFor: ActsFor | undefined =
      tin && /^\d{9}$/.test(tin) ? { tin, name: (subject.O ?? '').trim() || tin, position: (subject.T ?? '').trim() } : undefined;
    const userId = await upsertKeyHolder(db, { pinfl, ...personOfSubject(subject) }, lang);
    // A new sign-in replaces any session this browser had (no fixation, no orphan).
    await endSessionByToken(db, sessionTokenOf(req));
    const session = await createSession(db, { userId, ttlDays, oneid: null, userAgent: req.get('user-agent'), ipAddress: req.ip, actsFor });
    setSessionCookies(req, res, session.token, sessionMaxAgeMs(ttlDays), cookies);
    req.log?.info({ userId, sessionId: session.id, pin: maskPinfl(pinfl), organisation: actsFor?.tin }, 'signed in with E-IMZO');
    res.json({ redirect: returnTo });
  });

  return router;
}
