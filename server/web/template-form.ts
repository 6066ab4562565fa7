/**
 * A document template's form without JavaScript (issue 10): the page's <form method="post">
 * posts to the page itself (/documents/templates/{id}, under /ru and /en too), every control
 * named by its field's key, the document's language as `_lang`. The values are checked with the
 * schema the API and the page use (shared/documents); a refused form renders the page again with
 * every value kept and each field's message (422; 429 over the write limit). Accepted:
 *
 * - signed in: the document is made (the same domain function as POST /api/v1/me/documents) and
 *   the visitor is sent to it, 303 to /documents/my/{id};
 * - a guest: the values are kept in a short-lived cookie for this page only (HttpOnly, 30
 *   minutes, when they fit in one) and the visitor is sent to sign in and back here, where the
 *   form shows them again for one click on "Save". With JavaScript the page keeps them in the
 *   tab instead and sends JSON to the API.
 *
 * `_action=preview` (the page's "Update the preview" button, shown until the page runs) renders the
 * page again with the values in the chosen language: the live preview of a browser without
 * JavaScript.
 */
import type { Request, RequestHandler, Response } from 'express';
import { LOCALES, isLocale, localizedPath, type Locale } from '../../shared/locales.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { isValidId } from '../../shared/routes.js';
import { fieldValuesSchema } from '../../shared/documents/field-values.js';
import { formTextToInput, type FormText } from '../../shared/documents/form-text.js';
import { createTranslator, type Resources } from '../../shared/i18n/index.js';
import type { PostedTemplateForm } from '../../shared/pages/documents/types.js';
import { fieldErrors } from '../api/field-errors.js';
import { createApiMessages } from '../api/messages.js';
import type { SessionResolver } from '../api/session.js';
import type { Queryable } from '../db/adapter.js';
import { localizeFields } from '../sql/l10n.js';
import { createOwnDocument, documentTemplateSource } from '../domain/documents/own-documents.js';
import type { RateLimitOptions } from '../security/rate-limit.js';
import { setFlash } from './flash.js';

/** /documents/templates/{id}, /ru/…, /en/…: the id is the first group. */
export const TEMPLATE_FORM_PATH = /^\/(?:(?:ru|en)\/)?documents\/templates\/([1-9][0-9]{0,9})$/;

export const TEMPLATE_DRAFT_COOKIE = 'template_draft';
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
/** A cookie must stay under the browsers' 4 KB. */
const DRAFT_MAX_CHARS = 3800;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** A template's form as posted and refused, for the page to render again. */
      postedTemplateForm?: PostedTemplateForm;
    }
  }
}

/** A form post to a template's page (CSRF lets a guest send it with a same-site Origin). */
export function isTemplateFormPost(req: Request): boolean {
  return req.method === 'POST' && TEMPLATE_FORM_PATH.test(req.path);
}

function templateIdOf(req: Request): number | null {
  const id = TEMPLATE_FORM_PATH.exec(req.path)?.[1];
  return id && isValidId(id) ? Number(id) : null;
}

/** The posted text of the named fields (anything else is dropped), and the document's language. */
function postedText(body: unknown, keys: readonly string[], fallback: Locale): { values: FormText; locale: Locale } {
  const record = (body ?? {}) as Record<string, unknown>;
  const values: FormText = {};
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') values[key] = value.slice(0, 10_000);
  }
  const lang = record._lang;
  return { values, locale: isLocale(lang) ? lang : fallback };
}

const draftPath = (templateId: number, locale: Locale) => localizedPath(locale, `/documents/templates/${templateId}`);

/** The guest's values for after signing in: one cookie per page (each language's path), when they fit. */
function keepDraft(req: Request, res: Response, templateId: number, draft: { values: FormText; locale: Locale }): void {
  const encoded = Buffer.from(JSON.stringify({ t: templateId, l: draft.locale, v: draft.values })).toString('base64url');
  if (encoded.length > DRAFT_MAX_CHARS) return;
  res.cookie(TEMPLATE_DRAFT_COOKIE, encoded, {
    path: draftPath(templateId, res.locals.locale),
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    maxAge: DRAFT_MAX_AGE_MS,
  });
}

/** A guest's values kept by `keepDraft`, read by the page's loader from the request's cookies. */
export function draftFromCookie(cookieHeader: string | null, templateId: number): { values: FormText; locale: Locale } | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEMPLATE_DRAFT_COOKIE}=`))
    ?.slice(TEMPLATE_DRAFT_COOKIE.length + 1);
  if (!raw || raw.length > DRAFT_MAX_CHARS) return null;
  try {
    const parsed = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')) as { t?: unknown; l?: unknown; v?: unknown };
    if (parsed.t !== templateId || !isLocale(parsed.l) || typeof parsed.v !== 'object' || parsed.v === null) return null;
    const values: FormText = {};
    for (const [key, value] of Object.entries(parsed.v as Record<string, unknown>)) if (typeof value === 'string') values[key] = value.slice(0, 10_000);
    return { values, locale: parsed.l };
  } catch {
    return null;
  }
}

/** Over the write limit: the page again, with the values and the wait (Retry-After is set). */
export const rejectTemplateOverLimit: NonNullable<RateLimitOptions['reject']> = (req, res, retryAfter, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const values: FormText = {};
  for (const [key, value] of Object.entries(body)) if (key !== '_csrf' && key !== '_lang' && typeof value === 'string') values[key] = value.slice(0, 10_000);
  const lang = body._lang;
  res.locals.postedTemplateForm = { values, errors: {}, locale: isLocale(lang) ? lang : res.locals.locale, retryAfter };
  next();
};

export interface TemplateFormDeps {
  db: Queryable;
  resources: Resources;
  sessions: SessionResolver;
}

/**
 * Handles the post; calls `next` (the page render) when the form must be shown again, or for an
 * unknown template (the page answers its 404). Mount after the page locale and the write limit.
 */
export function templateFormAction({ db, resources, sessions }: TemplateFormDeps): RequestHandler {
  const messages = createApiMessages(resources);
  const labels = Object.fromEntries(LOCALES.map((lang) => [lang, createTranslator(lang, resources).t('document-templates:form.values')])) as Record<
    Locale,
    string
  >;
  return async (req, res, next) => {
    if (res.locals.postedTemplateForm) return next(); // refused by the limit
    const locale = res.locals.locale;
    const templateId = templateIdOf(req);
    const template = templateId === null ? null : await documentTemplateSource(db, templateId);
    if (!template || templateId === null) return next();
    const fields = localizeFields(template.fields, locale);
    const posted = postedText(
      req.body,
      fields.map((field) => field.key),
      locale,
    );
    // "Update the preview" (the form without JavaScript): the page again with these values, in
    // the chosen language, nothing saved or judged.
    if ((req.body as Record<string, unknown> | undefined)?._action === 'preview') {
      res.locals.postedTemplateForm = { ...posted, errors: {}, retryAfter: null, preview: true };
      return next();
    }
    const input = formTextToInput(fields, posted.values);
    const parsed = fieldValuesSchema(fields, { complete: true, label: labels[locale] }).safeParse(input);
    if (!parsed.success) {
      res.locals.postedTemplateForm = { ...posted, errors: fieldErrors(parsed.error.issues, input, messages.validation(locale)), retryAfter: null };
      return next();
    }
    const session = await sessions(req, res);
    if (!session) {
      keepDraft(req, res, templateId, posted);
      res.redirect(303, safeLocalPath(`/auth/sign-in?returnTo=${encodeURIComponent(draftPath(templateId, locale))}`));
      return;
    }
    const created = await createOwnDocument(db, session.userId, { template, locale: posted.locale, fieldValues: parsed.data }, locale);
    res.clearCookie(TEMPLATE_DRAFT_COOKIE, { path: draftPath(templateId, locale), httpOnly: true, sameSite: 'lax', secure: req.secure });
    // The document's page need not load this page's texts: the flash says it in common's words.
    setFlash(req, res, { type: 'success', text: 'common:flash.saved' });
    res.redirect(303, safeLocalPath(localizedPath(locale, `/documents/my/${created.id}`)));
  };
}
