import type { RequestHandler } from 'express';

/** Longer paths are refused (400) before any routing: no legitimate page comes near it. */
export const MAX_PATH_LENGTH = 2048;

/**
 * Refuses what no page can answer, before it reaches routing: overlong paths, percent-encoding
 * that does not decode, NUL bytes. A 400 with a short body, never a 500.
 */
export function requestGuards(): RequestHandler {
  return (req, res, next) => {
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
 * Strips a trailing slash with a permanent redirect that keeps the query (SPEC §2). GET and
 * HEAD get 301; other methods 308 so their body is not lost.
 */
export function stripTrailingSlash(): RequestHandler {
  return (req, res, next) => {
    const [pathname = '/', query] = splitOnce(req.originalUrl, '?');
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const stripped = pathname.replace(/\/+$/, '') || '/';
      // "//evil.example" must never become a protocol-relative redirect.
      const safe = stripped.startsWith('//') ? `/${stripped.replace(/^\/+/, '')}` : stripped;
      res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, query === undefined ? safe : `${safe}?${query}`);
      return;
    }
    next();
  };
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}
