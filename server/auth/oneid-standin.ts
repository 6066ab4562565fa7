import { randomBytes } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { LANG_COOKIE, isLocale, type Locale } from '../../shared/locales.js';
import { authDocument, escapeHtml } from './auth-page.js';
import { GRANTS } from './oneid-client.js';
import { ONEID_ENDPOINT_PATH } from './oneid-settings.js';

/**
 * A local OneID that speaks the same protocol (docs/protocols.md §1), for development and tests
 * (docs/design.md §4): the authorize page lists demo citizens to pick from, and the same endpoint
 * answers the token, identify and log-out grants. Like OneID it remembers the browser's
 * sign-in (cookie `oneid_sso`) until one_log_out ends it, so the shared-computer case can be
 * seen. Codes are single-use and short-lived. Its state lives in memory: it is one process's
 * stand-in and never runs in production (config refuses it there).
 */
export interface DemoCitizen {
  pin: string;
  userId: string;
  firstName: string;
  lastName: string;
  middleName: string;
  phone: string;
  userType: 'I' | 'L';
}

export const DEMO_CITIZENS: readonly DemoCitizen[] = [
  {
    pin: '42306851234567',
    userId: 'dilnoza.yusupova',
    firstName: 'DILNOZA',
    lastName: 'YUSUPOVA',
    middleName: 'ALISHER QIZI',
    phone: '998901234567',
    userType: 'I',
  },
  {
    pin: '30512901234561',
    userId: 'aziz.karimov',
    firstName: 'AZIZ',
    lastName: 'KARIMOV',
    middleName: "RUSTAM O'G'LI",
    phone: '+998 93 555-12-34',
    userType: 'I',
  },
  { pin: '52211030012345', userId: 'nodira.rahimova', firstName: 'NODIRA', lastName: 'RAHIMOVA', middleName: 'BAXTIYOR QIZI', phone: '', userType: 'I' },
  { pin: '31007750054328', userId: 'timur.saidov', firstName: 'TIMUR', lastName: 'SAIDOV', middleName: "ANVAR O'G'LI", phone: '977771122', userType: 'L' },
  // OneID accounts without a PINFL exist (e.g. foreign visitors); the site refuses them.
  { pin: '', userId: 'guest.visitor', firstName: 'JOHN', lastName: 'SMITH', middleName: '', phone: '', userType: 'I' },
];

export interface StandinClient {
  clientId: string;
  clientSecret: string;
  /**
   * Where the stand-in may send this client's codes, exactly as OneID registers them per client:
   * an authorize request naming another address is refused, so the stand-in never hands a code
   * (or a browser) to a site the client did not name.
   */
  redirectUris: readonly string[];
}

export interface StandinOptions {
  clients: readonly StandinClient[];
  resources: Resources;
  citizens?: readonly DemoCitizen[];
  codeTtlMs?: number;
  tokenTtlMs?: number;
}

interface IssuedCode {
  citizen: number;
  clientId: string;
  redirectUri: string;
  ssoSession: string;
  expiresAt: number;
}

interface IssuedToken {
  citizen: number;
  ssoSession: string;
  scope: string;
  expiresAt: number;
}

const SSO_COOKIE = 'oneid_sso';
const random = () => randomBytes(24).toString('base64url');
const field = (value: unknown): string => (typeof value === 'string' ? value : '');

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
}

export interface OneIdStandin {
  router: Router;
  /** Codes and tokens currently held (for tests). */
  readonly stats: { codes: number; tokens: number; ssoSessions: number };
}

export function createOneIdStandin(options: StandinOptions): OneIdStandin {
  const citizens = options.citizens ?? DEMO_CITIZENS;
  const codeTtlMs = options.codeTtlMs ?? 60_000;
  const tokenTtlMs = options.tokenTtlMs ?? 3_600_000;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const ssoSessions = new Map<string, number>();

  const clientOf = (clientId: string) => options.clients.find((c) => c.clientId === clientId);
  const sweep = () => {
    const now = Date.now();
    for (const [key, code] of codes) if (code.expiresAt <= now) codes.delete(key);
    for (const [key, token] of tokens) if (token.expiresAt <= now) tokens.delete(key);
  };

  function localeOf(req: Request): Locale {
    const lang: unknown = req.cookies?.[LANG_COOKIE];
    return isLocale(lang) ? lang : 'uz';
  }

  function authorizeRequest(source: Record<string, unknown>): AuthorizeRequest | null {
    const clientId = field(source.client_id);
    const redirectUri = field(source.redirect_uri);
    const state = field(source.state);
    const client = clientOf(clientId);
    if (field(source.response_type) !== 'one_code' || !client || state.length === 0 || state.length > 500) return null;
    if (!client.redirectUris.includes(redirectUri)) return null;
    return { clientId, redirectUri, scope: field(source.scope), state };
  }

  function ssoCookiePath(req: Request): string {
    return `${req.baseUrl}${ONEID_ENDPOINT_PATH}`;
  }

  function redirectWithCode(res: Response, auth: AuthorizeRequest, citizen: number, ssoSession: string): void {
    const code = random();
    codes.set(code, { citizen, clientId: auth.clientId, redirectUri: auth.redirectUri, ssoSession, expiresAt: Date.now() + codeTtlMs });
    const target = new URL(auth.redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', auth.state);
    res.set('Cache-Control', 'no-store').redirect(302, target.toString());
  }

  function badRequest(req: Request, res: Response): void {
    const locale = localeOf(req);
    const { t } = createTranslator(locale, options.resources);
    res
      .status(400)
      .type('html')
      .send(authDocument(locale, t('auth:standin.title'), `<h1>${escapeHtml(t('auth:standin.title'))}</h1><p>${escapeHtml(t('auth:standin.badRequest'))}</p>`));
  }

  function choicePage(req: Request, res: Response, auth: AuthorizeRequest): void {
    const locale = localeOf(req);
    const { t } = createTranslator(locale, options.resources);
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const fields = [
      hidden('response_type', 'one_code'),
      hidden('client_id', auth.clientId),
      hidden('redirect_uri', auth.redirectUri),
      hidden('scope', auth.scope),
      hidden('state', auth.state),
    ].join('');
    const items = citizens
      .map((c, index) => {
        const name = [c.lastName, c.firstName, c.middleName].filter(Boolean).join(' ');
        const pin = c.pin ? `${escapeHtml(t('auth:standin.pinLabel'))} ${c.pin}` : escapeHtml(t('auth:standin.noPin'));
        return `<li><button type="submit" name="citizen" value="${index}">${escapeHtml(t('auth:standin.signInAs'))}: ${escapeHtml(name)}</button> <small>${pin}</small></li>`;
      })
      .join('');
    const title = t('auth:standin.title');
    // The choice answers with a redirect to the client's redirect_uri; a browser applies
    // form-action to that redirect too, so a client on another origin (as OneID's always are)
    // must be allowed there.
    const csp = res.get('Content-Security-Policy');
    if (csp) res.set('Content-Security-Policy', csp.replace(/form-action ([^;]*)/, `form-action $1 ${new URL(auth.redirectUri).origin}`));
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        authDocument(
          locale,
          title,
          `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('auth:standin.notice'))}</p><h2>${escapeHtml(t('auth:standin.choose'))}</h2>` +
            `<form method="post">${fields}<ul>${items}</ul><button type="submit" name="deny" value="1" class="secondary">${escapeHtml(t('auth:standin.deny'))}</button></form>`,
        ),
      );
  }

  const authorize: RequestHandler = (req, res) => {
    const auth = authorizeRequest(req.query as Record<string, unknown>);
    if (!auth) {
      badRequest(req, res);
      return;
    }
    // Like OneID: a browser that signed in before goes straight back with a code.
    const remembered: unknown = req.cookies?.[SSO_COOKIE];
    const citizen = typeof remembered === 'string' ? ssoSessions.get(remembered) : undefined;
    if (typeof remembered === 'string' && citizen !== undefined) redirectWithCode(res, auth, citizen, remembered);
    else choicePage(req, res, auth);
  };

  function choose(req: Request, res: Response, body: Record<string, unknown>): void {
    const auth = authorizeRequest(body);
    if (!auth) {
      badRequest(req, res);
      return;
    }
    if (field(body.deny)) {
      const target = new URL(auth.redirectUri);
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', auth.state);
      res.redirect(302, target.toString());
      return;
    }
    const index = Number(field(body.citizen));
    if (!Number.isInteger(index) || !citizens[index]) {
      badRequest(req, res);
      return;
    }
    const ssoSession = random();
    ssoSessions.set(ssoSession, index);
    res.cookie(SSO_COOKIE, ssoSession, { path: ssoCookiePath(req), httpOnly: true, sameSite: 'lax', secure: req.secure });
    redirectWithCode(res, auth, index, ssoSession);
  }

  type GrantAnswer = { status: number; body: Record<string, unknown> };
  const refuse = (status: number, error: string, description: string): GrantAnswer => ({ status, body: { error, error_description: description } });

  function grant(body: Record<string, unknown>): GrantAnswer {
    sweep();
    const client = clientOf(field(body.client_id));
    if (!client || client.clientSecret !== field(body.client_secret)) return refuse(401, 'invalid_client', 'unknown client or wrong secret');
    switch (field(body.grant_type)) {
      case GRANTS.code: {
        const code = codes.get(field(body.code));
        // Single-use: a code is gone once presented, whether or not the rest matches.
        codes.delete(field(body.code));
        if (!code) return refuse(400, 'invalid_grant', 'the code is unknown, expired or already used');
        if (code.clientId !== client.clientId || code.redirectUri !== field(body.redirect_uri))
          return refuse(400, 'invalid_grant', 'the code was issued to another client or redirect_uri');
        const accessToken = random();
        const scope = field(body.scope) || client.clientId;
        tokens.set(accessToken, { citizen: code.citizen, ssoSession: code.ssoSession, scope, expiresAt: Date.now() + tokenTtlMs });
        // Values as strings, as OneID often sends them.
        return {
          status: 200,
          body: { access_token: accessToken, refresh_token: random(), token_type: 'Bearer', expires_in: String(tokenTtlMs / 1000), scope },
        };
      }
      case GRANTS.identify: {
        const token = tokens.get(field(body.access_token));
        const citizen = token ? citizens[token.citizen] : undefined;
        if (!token || !citizen) return refuse(401, 'invalid_token', 'the access token is unknown or expired');
        return {
          status: 200,
          body: {
            valid: 'true',
            pin: citizen.pin,
            user_id: citizen.userId,
            first_name: citizen.firstName,
            sur_name: citizen.lastName,
            mid_name: citizen.middleName,
            full_name: [citizen.lastName, citizen.firstName, citizen.middleName].filter(Boolean).join(' '),
            user_type: citizen.userType,
            mob_phone_no: citizen.phone,
            auth_method: 'LOGINPASSMETHOD',
            sess_id: token.ssoSession,
            ret_cd: '0',
            // Data the site must not keep (docs/protocols.md §1): present, as in OneID's answer.
            pport_no: 'AA1234567',
            birth_date: '1990-01-01',
            per_adr: 'TOSHKENT SHAHRI',
          },
        };
      }
      case GRANTS.logOut: {
        const token = tokens.get(field(body.access_token));
        if (!token) return refuse(401, 'invalid_token', 'the access token is unknown or expired');
        ssoSessions.delete(token.ssoSession);
        for (const [key, other] of tokens) if (other.ssoSession === token.ssoSession) tokens.delete(key);
        return { status: 200, body: { result: 'ok' } };
      }
      default:
        return refuse(400, 'unsupported_grant_type', 'unknown grant_type');
    }
  }

  const router = express.Router();
  router.use(cookieParser());
  router.get(ONEID_ENDPOINT_PATH, authorize);
  router.post(ONEID_ENDPOINT_PATH, express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type === undefined) return choose(req, res, body);
    const answer = grant(body);
    res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
  });

  return {
    router,
    get stats() {
      return { codes: codes.size, tokens: tokens.size, ssoSessions: ssoSessions.size };
    },
  };
}
