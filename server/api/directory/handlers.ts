/**
 * The directory's operations: law firms, reference articles, the support page (server/domain/directory).
 * Besides the reads:
 *
 * - POST /support/tickets  the support page's contact form → 201 {id, status: 'open', createdAt}: validated with the shared
 *                          schema and the form's own labels in the caller's language (400
 *                          invalid_request naming each bad field, `category` for an unknown one),
 *                          stored for the signed-in visitor or for a guest (the contact says how to answer)
 *
 * The form without JavaScript (server/web/support-form.ts) uses the same labels and schemas
 * (./labels.ts). Idempotency-Key, the JSON-only body, CSRF and the write rate limit come from the
 * API's middleware and app.ts; the router answers a write `no-store`.
 */
import { getLawFirm, listLawFirms } from '../../domain/directory/lawfirms.js';
import { getReferenceArticle, listReferenceArticles, listReferenceCategories } from '../../domain/directory/reference.js';
import { getSupportQuestion, listSupportCategories, listSupportQuestions } from '../../domain/directory/support.js';
import { createSupportTicket } from '../../domain/directory/support-tickets.js';
import { correctingSearch } from '../../domain/search/list-correction.js';
import type { SupportTicketInput } from '../../../shared/api/directory/support-tickets.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import { checkBody } from '../body.js';
import type { AreaHandlers, HandlerSetup } from '../handler.js';
import { supportTicketLabels, supportTicketSchemas } from './labels.js';

export function directoryHandlers(setup: HandlerSetup) {
  const ticketSchemas = supportTicketSchemas(setup.resources);
  const categoryLabels = Object.fromEntries(LOCALES.map((lang) => [lang, supportTicketLabels(setup.resources, lang).category])) as Record<Locale, string>;

  return {
    listLawFirms: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listLawFirms(db, asked, lang)),
    getLawFirm: ({ params }, { db, lang }) => getLawFirm(db, params.id, lang),
    listReferenceArticles: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listReferenceArticles(db, asked, lang)),
    getReferenceArticle: ({ params }, { db, lang }) => getReferenceArticle(db, params.id, lang),
    listReferenceCategories: (_input, { db, lang }) => listReferenceCategories(db, lang),
    listSupportQuestions: ({ query }, { db, lang }) => correctingSearch(db, query, (asked) => listSupportQuestions(db, asked, lang)),
    getSupportQuestion: ({ params }, { db, lang }) => getSupportQuestion(db, params.id, lang),
    listSupportCategories: (_input, { db, lang }) => listSupportCategories(db, lang),

    // A guest may write too: ctx.userId is then null.
    createSupportTicket: async ({ body }, ctx) => {
      const { lang, messages } = ctx;
      const input = checkBody(ticketSchemas[lang], body, messages, lang) as SupportTicketInput;
      const created = await createSupportTicket(ctx.db, { ...input, userId: ctx.userId, locale: lang });
      if (created === 'unknown_category') {
        throw ctx.fail(400, 'invalid_request', { category: messageFor({ key: 'invalid', params: {} }, categoryLabels[lang], messages.validation(lang)) });
      }
      return created;
    },
  } satisfies AreaHandlers;
}
