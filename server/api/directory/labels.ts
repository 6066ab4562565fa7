/**
 * The support page's contact form in a language: its labels (locales/{lng}/support.json
 * contact.fields) and the shared schema named with them, so POST /api/v1/support/tickets and the
 * form without JavaScript (server/web/support-form.ts) name fields alike.
 */
import { SUPPORT_TICKET_FIELDS, supportTicketSchema, type SupportTicketLabels } from '../../../shared/api/directory/support-tickets.js';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';

/** The form's labels. */
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
