import type { Locale } from '../../shared/locales.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The error page without React, for when React itself cannot render: status, the generic
 * message and the way back, in the visitor's language. No stack, no internal detail.
 */
export function fallbackErrorHtml(locale: Locale, status: number, t: (key: string) => string): string {
  const message = escapeHtml(t('errors:generic'));
  const back = escapeHtml(t('errors:backToMain'));
  const home = locale === 'uz' ? '/' : `/${locale}`;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} · Huquq</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f9fa;color:#10222a;text-align:center}@media(prefers-color-scheme:dark){body{background:#0b1519;color:#e6f0f3}}p.s{font-size:5rem;font-weight:900;color:#0096b2;margin:0}a{display:inline-block;margin-top:1.5rem;padding:.6rem 1rem;border-radius:.6rem;background:#007b93;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><p class="s">${status}</p><h1>${message}</h1><a href="${home}">${back}</a></main></body></html>`;
}
