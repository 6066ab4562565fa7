import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from './logger.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Probes and static files are logged at debug, so info stays readable. */
const QUIET = /^\/(healthz|readyz|metrics|assets\/|builds\/|favicon|robots\.txt)/;
/** Query parameters that carry credentials (OneID's code and state, tokens): never logged. */
const SECRET_PARAMS = /([?&](?:code|state|access_token|token|_csrf)=)[^&#]*/gi;

/** The URL as logged: credential-bearing query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
    }
  }
}

/**
 * Gives each request an id (a balancer's X-Request-Id when it is well formed), echoes it in the
 * response and logs one line when the response ends, with the client address that TRUST_PROXY
 * makes trustworthy.
 */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: req.method, url: redactUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: req.ip };
      if (QUIET.test(req.path)) req.log.debug(line, 'request');
      else if (res.statusCode >= 500) req.log.error(line, 'request');
      else req.log.info(line, 'request');
    });
    next();
  };
}
