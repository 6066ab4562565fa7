import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Per-request CSP nonce: the only way a script runs on our pages. */
      nonce: string;
    }
  }
}

export const TELEGRAM_SCRIPT_ORIGIN = 'https://telegram.org';
/** Telegram's web clients that embed a web app in a frame. */
export const TELEGRAM_FRAME_ANCESTORS = ['https://web.telegram.org', 'https://*.web.telegram.org'];

/** Yandex Metrica: tag.js from mc.yandex.ru; its beacons and pixels go to .ru and .com (only with METRICA_ID). */
export const METRICA_SCRIPT_ORIGIN = 'https://mc.yandex.ru';
export const METRICA_ORIGINS = ['https://mc.yandex.ru', 'https://mc.yandex.com'];
/** Payme's checkout script (client/platform/payment-script.ts). */
export const PAYMENT_SCRIPT_ORIGIN = 'https://cdn.paycom.uz';

export interface SecurityOptions {
  https: boolean;
  development: boolean;
  /** METRICA_ID is set: the counter's hosts are allowed. */
  metrica?: boolean;
  /** Extra origins the pages may connect to (e.g. an API on another host). */
  connectSrc?: string[];
  /** Origins forms may post to besides this site (Payme's checkout, which its button posts to). */
  formAction?: string[];
}

/** Nonce first, then helmet with a CSP that lets only nonce-bearing scripts run. */
export function securityHeaders({ https, development, metrica = false, connectSrc = [], formAction = [] }: SecurityOptions): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    next();
  };
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'strict-dynamic' lets a nonce-bearing script load what it needs; the hosts are for
        // browsers without CSP3 (Telegram, the payment script, the counter when configured).
        // No 'unsafe-inline' for scripts.
        scriptSrc: [
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          "'strict-dynamic'",
          TELEGRAM_SCRIPT_ORIGIN,
          PAYMENT_SCRIPT_ORIGIN,
          ...(metrica ? [METRICA_SCRIPT_ORIGIN] : []),
        ],
        // React and Radix set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(metrica ? METRICA_ORIGINS : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSrc, ...(metrica ? METRICA_ORIGINS : []), ...(development ? ['ws:', 'wss:'] : [])],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...formAction],
        frameAncestors: TELEGRAM_FRAME_ANCESTORS,
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors decides framing; X-Frame-Options would forbid Telegram's web view.
    xFrameOptions: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return [nonce, csp];
}
