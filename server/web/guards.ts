import type { Request, RequestHandler } from 'express';
import { safeLocalPath } from '../../shared/local-path.js';

/** Longer paths are refused (400) before any routing: no legitimate page comes near it. */
export const MAX_PATH_LENGTH = 2048;

/**
 * Refuses what no page can answer, before it reaches routing: overlong paths, percent-encoding
 * that does not decode, NUL bytes. A 400 with a short body, never a 500. An absolute-form target
 * becomes its path.
 */
export function requestGuards(): RequestHandler {
  return (req, res, next) => {
    // An absolute-form target ('GET http://evil.example/x', RFC 9112 §3.2.2: a server must accept
    // it) is read as its path and query alone: the host it names is not ours to echo into a page
    // address, a canonical link or a redirect.
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(req.originalUrl)) {
      const target = URL.parse(req.originalUrl);
      if (!target) {
        res.status(400).type('text/plain').send('Bad Request: malformed request target');
        return;
      }
      req.url = `${target.pathname}${target.search}`;
      req.originalUrl = req.url;
    }
    const rawPath = req.originalUrl.split('?')[0] ?? '';
    if (req.originalUrl.length > MAX_PATH_LENGTH * 2 || rawPath.length > MAX_PATH_LENGTH) {
      res.status(400).type('text/plain').send('Bad Request: path too long');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      res.status(400).type('text/plain').send('Bad Request: malformed percent-encoding');
      return;
    }
    if (decoded.includes('\0')) {
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    next();
  };
}

/**
 * Strips a trailing slash with a permanent redirect that keeps the query (docs/product.md §2). GET and
 * HEAD get 301; other methods 308 so their body is not lost. The target goes through
 * safeLocalPath: '//evil.example/' or '/\evil.example/' must never become a redirect to
 * another host, so the leading run collapses and the visitor lands on /evil.example here.
 */
export function stripTrailingSlash(): RequestHandler {
  return (req, res, next) => {
    // req.path, not the raw target: an absolute-form target ('GET http://evil.example/x/', which
    // Node accepts for proxies) names a host that must not end up in the Location.
    const pathname = req.path;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
      res.redirect(status, safeLocalPath(`${pathname.replace(/\/+$/, '') || '/'}${rawSearch(req)}`));
      return;
    }
    next();
  };
}

/** The request's query as sent, '?' included ('' without one): redirects keep it byte for byte. */
export function rawSearch(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}
