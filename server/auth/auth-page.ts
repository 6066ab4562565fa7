import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import { basenameOf, type Locale } from '../../shared/locales.js';

export type SignInErrorCode = 'denied' | 'state' | 'code' | 'timeout' | 'unavailable' | 'noPin' | 'notConfigured' | 'failed' | 'rateLimited' | 'csrf';

/** The status each failure is answered with. */
export const SIGN_IN_ERROR_STATUS: Record<SignInErrorCode, number> = {
  denied: 403,
  state: 400,
  code: 400,
  timeout: 504,
  unavailable: 502,
  noPin: 403,
  notConfigured: 503,
  failed: 500,
  rateLimited: 429,
  csrf: 403,
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE =
  'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;box-sizing:border-box;background:#f6f9fa;color:#10222a}' +
  '@media(prefers-color-scheme:dark){body{background:#0b1519;color:#e6f0f3}.card{background:#12232a!important}}' +
  'main{max-width:34rem}.card{background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 1px 3px #0002}h1{margin-top:0;font-size:1.5rem}' +
  'a,button{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1rem;border-radius:.6rem;border:0;background:#007b93;color:#fff;text-decoration:none;font:inherit;font-weight:600;cursor:pointer}' +
  'a.secondary,button.secondary{background:transparent;color:inherit;outline:1px solid currentColor}ul{list-style:none;padding:0}li{margin:.75rem 0}small{opacity:.8}';

/** A small self-contained HTML document (no scripts), in the visitor's language. */
export function authDocument(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Huquq</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main class="card">${body}</main></body></html>`;
}

export interface SignInErrorPage {
  locale: Locale;
  code: SignInErrorCode;
  /** Where "Try again" starts a new sign-in (absent: no such button). */
  retryHref?: string;
  params?: Record<string, string | number>;
}

/**
 * A failed sign-in in words a visitor understands: what happened, a way to try again and the
 * way back to the main page. Answered by the callback itself, so the reason is never lost.
 */
export function signInErrorHtml(resources: Resources, page: SignInErrorPage): string {
  const { t } = createTranslator(page.locale, resources);
  const title = t(`auth:signInError.${page.code}.title`);
  const text = t(`auth:signInError.${page.code}.text`, page.params);
  const home = basenameOf(page.locale) || '/';
  const retry = page.retryHref ? `<a href="${escapeHtml(page.retryHref)}">${escapeHtml(t('auth:tryAgain'))}</a>` : '';
  return authDocument(
    page.locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${retry}<a class="secondary" href="${home}">${escapeHtml(t('errors:backToMain'))}</a></p>`,
  );
}
