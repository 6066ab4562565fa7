/**
 * POST /api/v1/support/tickets (the support page's contact form): validated with the shared
 * schema and the form's own labels in the caller's language, stored for the signed-in visitor or
 * for a guest with a contact. Idempotency-Key, the JSON-only body, CSRF and the write rate limit
 * come from the API's middleware and app.ts.
 */
import type { Router } from 'express';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import {
  SUPPORT_TICKET_FIELDS,
  supportTicketSchema,
  type SupportTicketInput,
  type SupportTicketLabels,
} from '../../../shared/api/directory/support-tickets.js';
import { createSupportTicket } from '../../domain/directory/support-tickets.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../index.js';

export const SUPPORT_TICKETS_PATH = '/support/tickets';

/** The form's labels (locales/{lng}/support.json contact.fields), so API and page name fields alike. */
export function supportTicketLabels(resources: Resources, lang: Locale): SupportTicketLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(SUPPORT_TICKET_FIELDS.map((field) => [field, t(`support:contact.fields.${field}`)])) as SupportTicketLabels;
}

/** One schema per language, built once. */
export function supportTicketSchemas(resources: Resources): Record<Locale, ReturnType<typeof supportTicketSchema>> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, supportTicketSchema(supportTicketLabels(resources, lang))])) as Record<
    Locale,
    ReturnType<typeof supportTicketSchema>
  >;
}

export function supportTicketRoutes(router: Router, kit: ApiKit): void {
  const schemas = supportTicketSchemas(kit.resources);
  const validators = Object.fromEntries(LOCALES.map((lang) => [lang, kit.validateBody(schemas[lang])])) as Record<Locale, ReturnType<ApiKit['validateBody']>>;

  router.post(
    SUPPORT_TICKETS_PATH,
    (req, res, next) => validators[apiLanguageOf(res)](req, res, next),
    async (req, res) => {
      const lang = apiLanguageOf(res);
      const session = await kit.sessionOf(req, res);
      const created = await createSupportTicket(kit.db, { ...(req.body as SupportTicketInput), userId: session?.userId ?? null, locale: lang });
      if (created === 'unknown_category') {
        const label = supportTicketLabels(kit.resources, lang).category;
        throw kit.messages.fail(lang, 400, 'invalid_request', { category: messageFor({ key: 'invalid', params: {} }, label, kit.messages.validation(lang)) });
      }
      res.status(201).set('Cache-Control', 'no-store').json(created);
    },
  );
  router.all(SUPPORT_TICKETS_PATH, methodNotAllowed(kit.messages, 'POST'));
}
