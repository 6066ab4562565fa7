/**
 * A specialist's application, the applicant's side (issue 32, ADR 023; contract in
 * shared/api/account/application.ts, SQL in server/domain/account/application.ts):
 *
 * - GET  /me/specialist-application              → the application (status 'none' before the first save)
 * - PUT  /me/specialist-application              → saved as written; 409 application_submitted
 * - PUT  /me/specialist-application/photo        → one JPEG or PNG, kept scaled and without metadata
 * - PUT  /me/specialist-application/licence-scan → one PDF, JPEG or PNG, kept as sent
 * - POST /me/specialist-application/submit       → to the operators; 422 invalid_application naming
 *   each missing field with the form's label ("… is required."), the nickname's problem in its words
 *
 * A file whose bytes are not of a type taken is 415 file_type. An approved specialist's new photo is
 * live at once: every replica drops its pages of the profile.
 */
import { APPLICATION_FIELDS, type ApplicationField, type SpecialistApplication } from '../../../shared/account/application.js';
import type { UploadedFile } from '../../../shared/api/messages/contract.js';
import { createTranslator } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { messageFor } from '../../../shared/validation/index.js';
import { checkPhoto, checkScan } from '../../domain/account/application-files.js';
import { attachApplicationFile, liveLicence, readApplication, saveApplication, submitApplication, type SaveRefusal } from '../../domain/account/application.js';
import type { AreaHandlers, HandlerSetup, SignedInContext } from '../handler.js';

const byLanguage = <T>(make: (lang: Locale) => T): Record<Locale, T> => Object.fromEntries(LOCALES.map((lang) => [lang, make(lang)])) as Record<Locale, T>;

export function applicationHandlers(setup: HandlerSetup) {
  const texts = byLanguage((lang) => createTranslator(lang, setup.resources).t);
  const label = (lang: Locale, field: ApplicationField) => texts[lang](`account:application.fields.${field}`);

  const saved = (ctx: SignedInContext, outcome: SpecialistApplication | SaveRefusal): SpecialistApplication => {
    if ('refused' in outcome) throw ctx.fail(409, 'application_submitted');
    return outcome;
  };

  const attach = async (ctx: SignedInContext, purpose: 'photo' | 'licence', file: UploadedFile) => {
    const checked = purpose === 'photo' ? await checkPhoto(file) : await checkScan(file);
    if (!checked) {
      const field = purpose === 'photo' ? 'photo' : 'licenceScan';
      throw ctx.fail(415, 'file_type', { [field]: texts[ctx.lang](`account:application.fileType.${field}`) });
    }
    const outcome = saved(ctx, await attachApplicationFile(ctx.db, ctx.userId, purpose, checked, ctx.lang));
    if (purpose === 'photo' && outcome.profile && outcome.status !== 'submitted') {
      await ctx.changes.publish({ kind: 'specialist', nicknames: [outcome.profile.nickname] });
    }
    return outcome;
  };

  return {
    getSpecialistApplication: (_input, { db, userId }) => readApplication(db, userId),

    saveSpecialistApplication: async ({ body }, ctx) => saved(ctx, await saveApplication(ctx.db, ctx.userId, body, ctx.lang)),

    putApplicationPhoto: ({ body }, ctx) => attach(ctx, 'photo', body.files[0] as UploadedFile),
    putApplicationLicenceScan: ({ body }, ctx) => attach(ctx, 'licence', body.files[0] as UploadedFile),

    submitSpecialistApplication: async (_input, ctx) => {
      const { db, userId, lang } = ctx;
      const outcome = await submitApplication(db, userId, (tx) => liveLicence(tx, userId));
      if (outcome.ok) return outcome.application;
      if (outcome.refused !== 'incomplete') throw ctx.fail(409, outcome.refused === 'submitted' ? 'application_submitted' : 'application_unchanged');
      const validation = ctx.messages.validation(lang);
      const fields: Record<string, string> = {};
      for (const field of APPLICATION_FIELDS) {
        if (!outcome.missing.includes(field)) continue;
        fields[field] =
          field === 'nickname' && outcome.nickname
            ? texts[lang](`account:specialist.nickname.${outcome.nickname}`)
            : messageFor({ key: 'required', params: {} }, label(lang, field), validation);
      }
      throw ctx.fail(422, 'invalid_application', fields);
    },
  } satisfies AreaHandlers;
}
