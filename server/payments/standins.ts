/**
 * The local Payme and Click checkouts (/_payme, /_click), outside production only, when the
 * provider is not configured (settings.ts): like the OneID stand-in, a page that lets a developer
 * (and the browser test) pay or cancel an order, and that then calls our own endpoints exactly as
 * the provider does: Payme's JSON-RPC with Basic auth (CheckPerformTransaction, CreateTransaction,
 * then PerformTransaction or CancelTransaction), Click's form posts with MD5 signatures (prepare,
 * then complete, with error -5017 for a cancel). It reaches them over HTTP on the address and port
 * the request came in on, so the whole real code path runs. It then sends the browser back to the
 * order's page (the checkout link's return address, on this site only).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Queryable } from '../db/adapter.js';
import { sessionTokenOf } from '../auth/cookies.js';
import { sessionOfToken } from '../auth/session-user.js';
import { CSRF_FIELD, csrfTokenOf } from '../security/csrf.js';
import { formatMoney } from '../../shared/format/money.js';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { safeSiteLocation } from '../../shared/local-path.js';
import { LANG_COOKIE, isLocale, splitLocalePath, type Locale } from '../../shared/locales.js';
import { clickSignSource } from '../../shared/payments/click.js';
import { parsePaymeCheckoutParams } from '../../shared/payments/checkout.js';
import { somsTextToTiyin } from '../../shared/payments/money.js';
import { orderNumber } from '../../shared/payments/orders.js';
import type { PAYME_CANCEL_REASONS } from '../../shared/payments/payme.js';
import { authDocument, escapeHtml } from '../auth/auth-page.js';
import { CLICK_COMPLETE_PATH, CLICK_PREPARE_PATH } from './click-router.js';
import { PAYMENTS_MOUNT } from './index.js';
import { PAYME_PATH } from './payme-router.js';
import { CLICK_STANDIN_PATH, PAYME_STANDIN_PATH, clickKeysOf, clickStandinOn, paymeKeyOf, paymeStandinOn, type PaymentSettings } from './settings.js';

/** Click's own error for a payment the payer did not complete ("insufficient funds" in its cabinet). */
export const CLICK_STANDIN_CANCEL_ERROR = '-5017';
/** Payme's reason for a transaction cancelled before it was performed (docs/protocols.md §2: 3, transaction error). */
export const PAYME_STANDIN_CANCEL_REASON: (typeof PAYME_CANCEL_REASONS)[number] = 3;

/** One checkout the stand-in shows: the order, the amount (tiyin), the language and where to go back. */
interface Checkout {
  orderId: number;
  amount: number;
  lang: Locale;
  returnTo: string;
}

type Outcome = { ok: true } | { ok: false; reason: string };

/**
 * The merchant's provider endpoint: PAYMENTS_STANDIN_MERCHANT_URL's, or this very server's (on the
 * address and port the request came in on).
 */
function localEndpoint(req: Request, path: string, merchantOrigin: string | null): string {
  if (merchantOrigin) return `${merchantOrigin}${PAYMENTS_MOUNT}${path}`;
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${PAYMENTS_MOUNT}${path}`;
}

const ORDER_ID = /^[1-9]\d{0,15}$/;
const TIYIN = /^[1-9]\d{0,14}$/;

function langOfPath(returnTo: string, req: Request): Locale {
  try {
    const prefixed = splitLocalePath(new URL(returnTo, 'http://x').pathname);
    if (prefixed.prefixed) return prefixed.locale;
  } catch {
    // fall through to the cookie
  }
  const cookie: unknown = req.cookies?.[LANG_COOKIE];
  return isLocale(cookie) ? cookie : 'uz';
}

/** Payme's checkout link: /_payme/{base64 of "m=…;ac.order_id=…;a=…;l=…;c=…"}. */
function paymeCheckout(req: Request, publicOrigin: string): Checkout | null {
  let params: Record<string, string>;
  try {
    // Base64 may hold '/': the path's rest, segments joined again.
    const encoded: unknown = req.params.encoded;
    params = parsePaymeCheckoutParams(Array.isArray(encoded) ? encoded.join('/') : String(encoded ?? ''));
  } catch {
    return null;
  }
  const orderId = params['ac.order_id'] ?? '';
  const amount = params.a ?? '';
  if (!ORDER_ID.test(orderId) || !TIYIN.test(amount)) return null;
  const returnTo = safeSiteLocation(params.c ?? '', publicOrigin, '/home');
  return { orderId: Number(orderId), amount: Number(amount), lang: isLocale(params.l) ? params.l : langOfPath(returnTo, req), returnTo };
}

/** Click's pay link: /_click?service_id=&merchant_id=&amount=N.NN&transaction_param=&return_url=. */
function clickCheckout(req: Request, publicOrigin: string): Checkout | null {
  const text = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
  const orderId = text('transaction_param');
  const amount = somsTextToTiyin(text('amount'));
  if (!ORDER_ID.test(orderId) || amount === null || amount === 0) return null;
  const returnTo = safeSiteLocation(text('return_url'), publicOrigin, '/home');
  return { orderId: Number(orderId), amount, lang: langOfPath(returnTo, req), returnTo };
}

function page(
  res: Response,
  resources: Resources,
  provider: 'Payme' | 'Click',
  checkout: Checkout | null,
  failure: string | null,
  status = 200,
  csrfToken: string | null = null,
): void {
  // The form's answer redirects to the merchant's order page; browsers apply form-action to that
  // redirect too, so the merchant's origin joins it (as the OneID stand-in does for its client).
  const csp = res.getHeader('Content-Security-Policy');
  if (typeof csp === 'string' && checkout && /^https?:\/\//.test(checkout.returnTo)) {
    res.set('Content-Security-Policy', csp.replace(/form-action ([^;]*)/, `form-action $1 ${new URL(checkout.returnTo).origin}`));
  }
  const lang = checkout?.lang ?? 'uz';
  const { t } = createTranslator(lang, resources);
  const title = t('basket:standin.title', { provider });
  if (!checkout) {
    res
      .status(400)
      .type('html')
      .send(authDocument(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('basket:standin.invalid'))}</p>`));
    return;
  }
  const failed = failure
    ? `<p role="alert" data-testid="standin-failed"><strong>${escapeHtml(t('basket:standin.failed', { reason: failure }))}</strong></p>`
    : '';
  const body =
    `<h1>${escapeHtml(title)}</h1><p><small>${escapeHtml(t('basket:standin.warning', { provider }))}</small></p>` +
    `<p>${escapeHtml(t('basket:standin.order'))}: <strong data-testid="standin-order">${escapeHtml(orderNumber(checkout.orderId))}</strong><br>` +
    `${escapeHtml(t('basket:standin.amount'))}: <strong data-testid="standin-amount">${escapeHtml(formatMoney(checkout.amount, lang))}</strong></p>` +
    failed +
    (failure
      ? `<p><a href="${escapeHtml(checkout.returnTo)}" data-testid="standin-back">${escapeHtml(t('basket:standin.back'))}</a></p>`
      : `<form method="post">${csrfToken ? `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">` : ''}<button type="submit" name="action" value="pay" data-testid="standin-pay">${escapeHtml(t('basket:standin.pay'))}</button>` +
        `<button type="submit" name="action" value="cancel" class="secondary" data-testid="standin-cancel">${escapeHtml(t('basket:standin.cancel'))}</button></form>`);
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(authDocument(lang, title, body));
}

/** Another account's order (or none signed in): 404, without the order's number or amount. */
function notYours(res: Response, resources: Resources, provider: 'Payme' | 'Click', lang: Locale): void {
  const { t } = createTranslator(lang, resources);
  const title = t('basket:standin.title', { provider });
  res
    .status(404)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(authDocument(lang, title, `<h1>${escapeHtml(title)}</h1><p data-testid="standin-not-yours">${escapeHtml(t('basket:standin.notYours'))}</p>`));
}

// ─────────────────────────────── Payme ───────────────────────────────

interface RpcAnswer {
  result?: Record<string, unknown>;
  error?: { code: number; message?: Partial<Record<Locale, string>> | string };
}

async function paymeCall(url: string, auth: string, method: string, params: Record<string, unknown>, id: number): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

function rpcReason(answer: RpcAnswer, lang: Locale): string {
  const message = answer.error?.message;
  const text = typeof message === 'string' ? message : (message?.[lang] ?? '');
  return `${text} (${answer.error?.code ?? '?'})`.trim();
}

/** What Payme does when the payer pays (or gives up after it created the transaction). */
async function paymeRun(req: Request, settings: PaymentSettings, checkout: Checkout, pay: boolean): Promise<Outcome> {
  const key = paymeKeyOf(settings);
  if (key === null) return { ok: false, reason: 'no key' };
  const url = localEndpoint(req, PAYME_PATH, settings.standinMerchantOrigin);
  const auth = `${settings.payme.login}:${key}`;
  const account = { order_id: String(checkout.orderId) };
  const check = await paymeCall(url, auth, 'CheckPerformTransaction', { amount: checkout.amount, account }, 1);
  if (check.error) return { ok: false, reason: rpcReason(check, checkout.lang) };
  const id = randomBytes(12).toString('hex'); // Payme's ids are 24 hex characters
  const created = await paymeCall(url, auth, 'CreateTransaction', { id, time: Date.now(), amount: checkout.amount, account }, 2);
  if (created.error) return { ok: false, reason: rpcReason(created, checkout.lang) };
  const last = pay
    ? await paymeCall(url, auth, 'PerformTransaction', { id }, 3)
    : await paymeCall(url, auth, 'CancelTransaction', { id, reason: PAYME_STANDIN_CANCEL_REASON }, 3);
  return last.error ? { ok: false, reason: rpcReason(last, checkout.lang) } : { ok: true };
}

// ─────────────────────────────── Click ───────────────────────────────

interface ClickAnswer {
  error: number;
  error_note?: string;
  merchant_prepare_id?: number | string | null;
}

/** Click's sign_time: "YYYY-MM-DD HH:mm:ss" in Tashkent (UTC+5, no daylight saving). */
function signTime(now: number): string {
  return new Date(now + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function clickCall(url: string, form: Record<string, string>): Promise<ClickAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as ClickAnswer;
}

/** What Click does: prepare, then complete (with error -5017 when the payer cancels). */
async function clickRun(req: Request, settings: PaymentSettings, checkout: Checkout, pay: boolean): Promise<Outcome> {
  const keys = clickKeysOf(settings);
  if (keys === null) return { ok: false, reason: 'no key' };
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
  const amount = String(req.query.amount);
  const base = {
    click_trans_id: String(randomInt(1_000_000_000, 281_474_976_710_655)),
    service_id: keys.serviceId,
    click_paydoc_id: String(randomInt(1_000_000_000, 281_474_976_710_655)),
    merchant_trans_id: String(checkout.orderId),
    amount,
    sign_time: signTime(Date.now()),
  };
  const prepareFields = { ...base, action: '0' };
  const prepared = await clickCall(localEndpoint(req, CLICK_PREPARE_PATH, settings.standinMerchantOrigin), {
    ...prepareFields,
    error: '0',
    error_note: 'Success',
    sign_string: md5(clickSignSource(prepareFields, keys.secretKey)),
  });
  if (prepared.error !== 0 || prepared.merchant_prepare_id === null || prepared.merchant_prepare_id === undefined) {
    return { ok: false, reason: `${prepared.error_note ?? ''} (${prepared.error})` };
  }
  const completeFields = { ...base, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) };
  const completed = await clickCall(localEndpoint(req, CLICK_COMPLETE_PATH, settings.standinMerchantOrigin), {
    ...completeFields,
    error: pay ? '0' : CLICK_STANDIN_CANCEL_ERROR,
    error_note: pay ? 'Success' : 'Payment cancelled by the payer',
    sign_string: md5(clickSignSource(completeFields, keys.secretKey)),
  });
  // A cancel is answered -9 (cancelled): that is the expected outcome, the order stays payable.
  if (pay ? completed.error === 0 : completed.error === -9) return { ok: true };
  return { ok: false, reason: `${completed.error_note ?? ''} (${completed.error})` };
}

// ─────────────────────────────── routes ───────────────────────────────

export interface PaymentStandinsOptions {
  settings: PaymentSettings;
  resources: Resources;
  /**
   * This site's database and CSRF guard, when the stand-ins pay this site's own orders: each page
   * then acts for the order's owner alone, and its form posts pass the site's CSRF rules (the
   * form carries the session's token). Without them (PAYMENTS_STANDIN_MERCHANT_URL: the orders
   * live on another site) the stand-in plays an outside provider, whose page anyone with the link
   * sees, as Payme's and Click's do; its form posts must still come from its own pages.
   */
  db?: Queryable | null;
  csrf?: RequestHandler | null;
}

/** Whether the request's session belongs to the order's owner (false for a guest or no such order). */
async function ownsOrder(db: Queryable, req: Request, orderId: number): Promise<boolean> {
  const session = await sessionOfToken(db, sessionTokenOf(req));
  if (!session) return false;
  const { rows } = await db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [orderId, session.userId]);
  return rows.length > 0;
}

/**
 * A form post from the stand-in's own page: an Origin (or Referer) of the host the request came to
 * is required. (The host, not PUBLIC_ORIGIN: a server playing the providers for another site is
 * reached at its own address, which its configuration need not name.)
 */
function fromOwnPage(req: Request): boolean {
  const from = req.get('origin') ?? req.get('referer');
  const host = req.get('host');
  if (from === undefined || host === undefined) return false;
  try {
    return new URL(from).origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

/** The stand-ins' routes (mounted at the site's root), or null when none may run (production, or both configured). */
export function paymentStandinsRouter({ settings, resources, db = null, csrf = null }: PaymentStandinsOptions): Router | null {
  if (settings.production) return null;
  const payme = paymeStandinOn(settings);
  const click = clickStandinOn(settings);
  if (!payme && !click) return null;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 });
  const actionOf = (req: Request): 'pay' | 'cancel' | null => {
    const action: unknown = (req.body as Record<string, unknown> | undefined)?.action;
    return action === 'pay' || action === 'cancel' ? action : null;
  };

  // The payer goes back to the merchant's pages only.
  const merchant = settings.standinMerchantOrigin ?? settings.publicOrigin;
  // Paying this site's own orders: for their owners only, under the site's CSRF rules.
  const ownSite = settings.standinMerchantOrigin === null;
  const guard: RequestHandler = (req, res, next) => {
    if (!ownSite) {
      if (fromOwnPage(req)) return next();
      return void res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('Cross-site request refused');
    }
    if (!csrf) return void res.status(503).type('text/plain').send('The stand-in needs the site’s CSRF guard');
    csrf(req, res, next);
  };

  const mount = (
    path: string,
    name: 'Payme' | 'Click',
    read: (req: Request, origin: string) => Checkout | null,
    run: (req: Request, settings: PaymentSettings, checkout: Checkout, pay: boolean) => Promise<Outcome>,
  ) => {
    /** Null when the page may act for this request (its owner, or an outside provider's page); else answered. */
    const refusedFor = async (req: Request, res: Response, checkout: Checkout): Promise<boolean> => {
      if (!ownSite) return false;
      if (db && (await ownsOrder(db, req, checkout.orderId))) return false;
      notYours(res, resources, name, checkout.lang);
      return true;
    };
    router.get(path, async (req, res, next) => {
      try {
        const checkout = read(req, merchant);
        if (checkout && (await refusedFor(req, res, checkout))) return;
        page(res, resources, name, checkout, null, 200, ownSite ? csrfTokenOf(req) : null);
      } catch (error) {
        next(error);
      }
    });
    router.post(path, guard, form, async (req, res, next) => {
      const checkout = read(req, merchant);
      const action = actionOf(req);
      if (!checkout || !action) return page(res, resources, name, checkout, null, 400);
      try {
        if (await refusedFor(req, res, checkout)) return;
      } catch (error) {
        return next(error);
      }
      let outcome: Outcome;
      let unreachable = false;
      try {
        outcome = await run(req, settings, checkout, action === 'pay');
      } catch (error) {
        unreachable = true;
        outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      if (outcome.ok) return void res.set('Cache-Control', 'no-store').redirect(303, safeSiteLocation(checkout.returnTo, merchant, '/home'));
      // A payment our endpoint refused is an answer, shown as the provider's page shows it (200);
      // only an endpoint that could not be reached is a gateway's failure (502).
      page(res, resources, name, checkout, outcome.reason, unreachable ? 502 : 200);
    });
  };
  if (payme) mount(`${PAYME_STANDIN_PATH}/*encoded`, 'Payme', paymeCheckout, paymeRun);
  if (click) mount(CLICK_STANDIN_PATH, 'Click', clickCheckout, clickRun);
  return router;
}
