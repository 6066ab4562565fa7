import express, { type Request, type Response, type Router } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import type { Locale } from '../../shared/locales.js';
import type { Database } from '../db/adapter.js';
import { SIGN_IN_ERROR_STATUS, signInErrorHtml, type SignInErrorCode } from './auth-page.js';
import { clearSessionCookies, sessionTokenOf, setSessionCookies, type SessionCookieSettings } from './cookies.js';
import { OneIdError, type OneIdIdentity, type OneIdToken } from './oneid-client.js';
import type { OneIdClientFor } from './oneid-for-request.js';
import type { OneIdSettings } from './oneid-settings.js';
import { localeOfPath, returnToFromReferer, safeReturnTo } from './return-to.js';
import { createSession, deleteExpiredSessions, endSessionByToken, sessionMaxAgeMs } from './sessions.js';
import { beginSignIn, stateMatches, takePendingSignIn } from './sign-in-state.js';
import type { OneIdLogOut } from './sign-out.js';
import { maskPinfl, upsertCitizen } from './users.js';

/**
 * Sign-in and sign-out (docs/design.md §3), mounted at /auth:
 * - GET  /auth/sign-in?returnTo=/path → 302 to OneID's authorize page, state bound to this browser;
 * - GET  /auth/oneid/callback         → checks state, exchanges the code, identifies the citizen,
 *                                       upserts the user, opens a session, 302 back to returnTo;
 *                                       a failure answers a localized page saying what happened;
 * - POST /auth/sign-out               → ends our session and OneID's; 204 for scripts, 303 for forms.
 * OneID's tokens stay in the sessions table; the browser only ever holds our `act` cookie.
 */
export interface AuthRoutesDeps {
  db: Database;
  resources: Resources;
  publicOrigin: string;
  ttlDays: number;
  cookies: SessionCookieSettings;
  /** Null when sign-in is not configured. */
  oneid: OneIdSettings | null;
  clientFor: OneIdClientFor | null;
  logOut: OneIdLogOut;
}

const CODE_FORMAT = /^[\x21-\x7e]{1,2048}$/;

function failureCode(error: unknown, step: 'exchange' | 'identify'): SignInErrorCode {
  if (!(error instanceof OneIdError)) return 'failed';
  if (error.failure === 'rejected') return step === 'exchange' ? 'code' : 'failed';
  return error.failure;
}

export function authRouter(deps: AuthRoutesDeps): Router {
  const { db, resources, publicOrigin, ttlDays, cookies, oneid, clientFor, logOut } = deps;
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const showError = (res: Response, code: SignInErrorCode, locale: Locale, returnTo: string) => {
    const retryHref = code === 'notConfigured' ? undefined : `/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
    res
      .status(SIGN_IN_ERROR_STATUS[code])
      .type('html')
      .send(signInErrorHtml(resources, { locale, code, ...(retryHref ? { retryHref } : {}) }));
  };

  router.get('/sign-in', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo ?? returnToFromReferer(req.get('referer'), publicOrigin));
    const locale = localeOfPath(returnTo);
    if (!oneid) return showError(res, 'notConfigured', locale, returnTo);
    const state = beginSignIn(req, res, { returnTo, locale }, cookies.httpsOrigin);
    const query = new URLSearchParams({ response_type: 'one_code', client_id: oneid.clientId, redirect_uri: oneid.redirectUri, scope: oneid.scope, state });
    res.redirect(302, `${oneid.authorizeEndpoint}?${query.toString()}`);
  });

  router.get('/oneid/callback', async (req, res) => {
    const pending = takePendingSignIn(req, res, cookies.httpsOrigin);
    const returnTo = pending?.returnTo ?? '/';
    const locale = pending?.locale ?? 'uz';
    const fail = (code: SignInErrorCode, detail?: Record<string, unknown>) => {
      req.log?.info({ reason: code, ...detail }, 'sign-in failed');
      showError(res, code, locale, returnTo);
    };

    if (!pending || !stateMatches(pending.state, req.query.state)) return fail('state');
    if (req.query.error !== undefined)
      return fail(req.query.error === 'access_denied' ? 'denied' : 'failed', { oneidError: String(req.query.error).slice(0, 64) });
    const code = req.query.code;
    if (typeof code !== 'string' || !CODE_FORMAT.test(code)) return fail('denied');
    if (!oneid || !clientFor) return fail('notConfigured');

    const client = clientFor(req);
    let token: OneIdToken;
    try {
      token = await client.exchangeCode(code);
    } catch (error) {
      return fail(failureCode(error, 'exchange'), { error: (error as Error).message });
    }
    let identity: OneIdIdentity;
    try {
      identity = await client.identify(token);
    } catch (error) {
      await logOut(req, token);
      return fail(failureCode(error, 'identify'), { error: (error as Error).message });
    }
    const pin = identity.pin;
    if (!pin) {
      // Refused here, so end the OneID session too: the next person at this browser starts afresh.
      await logOut(req, token);
      return fail('noPin');
    }

    const userId = await upsertCitizen(db, { ...identity, pin }, locale);
    // A new sign-in replaces any session this browser had (no fixation, no orphan).
    await endSessionByToken(db, sessionTokenOf(req));
    const session = await createSession(db, {
      userId,
      ttlDays,
      oneid: token,
      userAgent: req.get('user-agent'),
      ipAddress: req.ip,
    });
    setSessionCookies(req, res, session.token, sessionMaxAgeMs(ttlDays), cookies);
    req.log?.info({ userId, sessionId: session.id, pin: maskPinfl(pin) }, 'signed in');
    if (Math.random() < 0.02) void deleteExpiredSessions(db).catch((error: unknown) => req.log?.warn({ err: error }, 'expired sessions sweep failed'));
    res.redirect(302, safeReturnTo(returnTo));
  });

  router.post('/sign-out', express.urlencoded({ extended: false, limit: '16kb' }), async (req: Request, res: Response) => {
    const ended = await endSessionByToken(db, sessionTokenOf(req));
    clearSessionCookies(req, res, cookies);
    if (ended) req.log?.info({ userId: ended.userId, sessionId: ended.id }, 'signed out');
    if (ended?.oneid) await logOut(req, ended.oneid);
    const body = req.body as Record<string, unknown> | undefined;
    const fromScript = Boolean(req.get('x-requested-with')) || req.accepts(['html', 'json']) === 'json';
    if (fromScript) return void res.status(204).end();
    res.redirect(303, safeReturnTo(body?.returnTo));
  });

  return router;
}
