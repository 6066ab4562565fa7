/**
 * The support page's contact form without JavaScript: the page's <form method="post"> posts to
 * the page itself (/support, /ru/support, /en/support). A valid form becomes a ticket (the same
 * schema and domain function as POST /api/v1/support/tickets) and the visitor is sent back with a
 * flash notification (303, Post/Redirect/Get). A refused one (invalid fields, or over the write
 * limit) renders the page again with every value kept and each field's message, with status 422
 * or 429, so nothing typed is lost. With JavaScript the page sends the JSON request instead.
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Resources } from '../../shared/i18n/index.js';
import { localizedPath } from '../../shared/locales.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { messageFor } from '../../shared/validation/index.js';
import { SUPPORT_TICKET_FIELDS, type SupportTicketField, type SupportTicketInput } from '../../shared/api/directory/support-tickets.js';
import type { ContactFormState } from '../../shared/pages/directory/types.js';
import { fieldErrors } from '../api/field-errors.js';
import { createApiMessages } from '../api/messages.js';
import type { SessionResolver } from '../api/session.js';
import { supportTicketLabels, supportTicketSchemas } from '../api/directory/labels.js';
import type { Queryable } from '../db/adapter.js';
import { createSupportTicket } from '../domain/directory/support-tickets.js';
import type { RateLimitOptions } from '../security/rate-limit.js';
import { setFlash } from './flash.js';

/** The page the form lives on, in each language. */
export const SUPPORT_FORM_PATHS = ['/support', '/ru/support', '/en/support'];

/** Where the form is on the page (the redirect's fragment). */
export const CONTACT_ANCHOR = 'contact';

/** A form post to the support page (CSRF lets a guest send it with a same-site Origin). */
export function isSupportFormPost(req: Request): boolean {
  return req.method === 'POST' && SUPPORT_FORM_PATHS.includes(req.path);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The contact form as posted and refused, for the page to render again. */
      postedForm?: ContactFormState;
    }
  }
}

/** The posted fields as text (anything else is dropped): what the page shows again. */
function postedValues(body: unknown): ContactFormState['values'] {
  const values: ContactFormState['values'] = {};
  const record = (body ?? {}) as Record<string, unknown>;
  for (const field of SUPPORT_TICKET_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') values[field] = value.slice(0, 10_000);
  }
  return values;
}

/** Over the write limit: the page again, with the values and the wait (Retry-After is set). */
export const rejectOverLimit: NonNullable<RateLimitOptions['reject']> = (req, res, retryAfter, next) => {
  res.locals.postedForm = { values: postedValues(req.body), errors: {}, retryAfter };
  next();
};

export interface SupportFormDeps {
  db: Queryable;
  resources: Resources;
  sessions: SessionResolver;
}

/**
 * Handles the post; calls `next` (the page render) when the form must be shown again. Mount after
 * the page locale and the write limit, before the page render.
 */
export function supportFormAction({ db, resources, sessions }: SupportFormDeps): RequestHandler[] {
  const schemas = supportTicketSchemas(resources);
  const messages = createApiMessages(resources);
  const parse = express.urlencoded({ extended: false, limit: '64kb' });
  const handle: RequestHandler = async (req, res, next) => {
    if (res.locals.postedForm) return next(); // refused by the limit
    const locale = res.locals.locale;
    const values = postedValues(req.body);
    const parsed = schemas[locale].safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues, values, messages.validation(locale)) as Partial<Record<SupportTicketField, string>>;
      res.locals.postedForm = { values, errors, retryAfter: null };
      return next();
    }
    const session = await sessions(req, res);
    const created = await createSupportTicket(db, { ...(parsed.data as SupportTicketInput), userId: session?.userId ?? null, locale });
    if (created === 'unknown_category') {
      const label = supportTicketLabels(resources, locale).category;
      res.locals.postedForm = {
        values,
        errors: { category: messageFor({ key: 'invalid', params: {} }, label, messages.validation(locale)) },
        retryAfter: null,
      };
      return next();
    }
    setFlash(req, res, { type: 'success', title: 'support:contact.sentTitle', text: 'support:contact.sentText' });
    res.redirect(303, safeLocalPath(`${localizedPath(locale, '/support')}#${CONTACT_ANCHOR}`));
  };
  return [parse, handle];
}
