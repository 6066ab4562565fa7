/**
 * "Start" on a claim template's page without JavaScript (issue 11): the page's <form method="post">
 * posts to the page itself (/statement-of-claim/templates/{id}, under /ru and /en too) with the
 * claim's language as `_lang`. As the documents' template form does (ADR 011):
 *
 * - signed in: the claim is made (the same domain function as POST /api/v1/me/claims; the
 *   plaintiff from OneID) and the visitor is sent to it, 303 to /statement-of-claim/my/{id};
 * - a guest: 303 to sign in, and back to this page with the language chosen (`?lang=`), where one
 *   more press starts the claim. There are no answers yet, so nothing else needs keeping.
 *
 * Over the write limit the page comes back 429 with the wait. With JavaScript the page sends JSON
 * to the API instead (client/components/claims/pages/StartClaim.tsx).
 */
import type { Request, RequestHandler } from 'express';
import { isLocale, localizedPath, type Locale } from '../../shared/locales.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { isValidId } from '../../shared/routes.js';
import type { SessionResolver } from '../api/session.js';
import type { Queryable } from '../db/adapter.js';
import { claimTemplateSnapshot, createOwnClaim } from '../domain/claims/own-claims.js';
import type { RateLimitOptions } from '../security/rate-limit.js';

/** /statement-of-claim/templates/{id}, /ru/…, /en/…: the id is the first group. */
export const CLAIM_START_PATH = /^\/(?:(?:ru|en)\/)?statement-of-claim\/templates\/([1-9][0-9]{0,9})$/;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** A start refused over the write limit: the seconds to wait, for the page to say. */
      claimStartRetryAfter?: number;
    }
  }
}

/** A start posted from a template's page (CSRF lets a guest send it with a same-site Origin). */
export function isClaimStartPost(req: Request): boolean {
  return req.method === 'POST' && CLAIM_START_PATH.test(req.path);
}

function templateIdOf(req: Request): number | null {
  const id = CLAIM_START_PATH.exec(req.path)?.[1];
  return id && isValidId(id) ? Number(id) : null;
}

/** The template's page in the page's language, with the claim's language to keep. */
export const claimTemplatePath = (templateId: number, pageLocale: Locale, claimLocale: Locale) =>
  `${localizedPath(pageLocale, `/statement-of-claim/templates/${templateId}`)}?lang=${claimLocale}`;

/** Over the write limit: the page again, 429, with the wait (Retry-After is set). */
export const rejectClaimStartOverLimit: NonNullable<RateLimitOptions['reject']> = (_req, res, retryAfter, next) => {
  res.locals.claimStartRetryAfter = retryAfter;
  next();
};

export interface ClaimStartDeps {
  db: Queryable;
  sessions: SessionResolver;
}

/**
 * Handles the post; calls `next` (the page render) when the page must answer: over the limit, or
 * an unknown template (its 404). Mount after the page locale and the write limit.
 */
export function claimStartAction({ db, sessions }: ClaimStartDeps): RequestHandler {
  return async (req, res, next) => {
    if (res.locals.claimStartRetryAfter) return next();
    const locale = res.locals.locale;
    const templateId = templateIdOf(req);
    const template = templateId === null ? null : await claimTemplateSnapshot(db, templateId);
    if (!template || templateId === null) return next();
    const lang = (req.body as Record<string, unknown> | undefined)?._lang;
    const claimLocale: Locale = isLocale(lang) ? lang : locale;
    const session = await sessions(req, res);
    if (!session) {
      res.redirect(303, safeLocalPath(`/auth/sign-in?returnTo=${encodeURIComponent(claimTemplatePath(templateId, locale, claimLocale))}`));
      return;
    }
    const created = await createOwnClaim(db, session.userId, { template, locale: claimLocale, answers: {} }, locale);
    res.redirect(303, safeLocalPath(localizedPath(locale, `/statement-of-claim/my/${created.id}`)));
  };
}
