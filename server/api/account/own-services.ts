/**
 * The signed-in specialist's own services and their fiscal data (issue 29, ADR 016), under
 * /api/v1/me/specialist/services, each for the caller's own profile only and `private, no-store`:
 *
 * - PUT /me/specialist/services/{id}/fiscal  {ikpuCode, packageCode, vatPercent} → 200, the service
 *
 * The list (GET /me/specialist/services, {items: OwnService[]}) is a read operation of
 * shared/api (`listOwnServices`, `auth: 'user'`), which /home's loader reads too.
 *
 * Another specialist's service (or one that does not exist) is 404 whatever the body holds. A
 * body failing shared/account's schema is 422 `invalid_service_fiscal`, `fields` naming each bad
 * one with the editor's labels in the caller's language. The service is sellable at once (the
 * basket reads the column); the save announces a change of the profile, as a profile save does,
 * so every replica drops its cached pages of it. CSRF, the write rate limit and JSON bodies come
 * from app.ts and the API's middleware.
 */
import type { Router } from 'express';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { idParams } from '../../../shared/api/queries.js';
import { OWN_SERVICES_PATH, SERVICE_FISCAL_FIELDS, type ServiceFiscalLabels } from '../../../shared/account/service-fiscal.js';
import { serviceFiscalSchema } from '../../../shared/account/service-fiscal-schema.js';
import { ownsService, saveServiceFiscal } from '../../domain/account/own-services.js';
import { apiLanguageOf } from '../context.js';
import { methodNotAllowed } from '../errors.js';
import { fieldErrors } from '../field-errors.js';
import type { ApiKit } from '../index.js';

/** The form's labels (locales/{lng}/account.json ownServices.fields), so API and form name fields alike. */
export function serviceFiscalLabels(resources: Resources, lang: Locale): ServiceFiscalLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(SERVICE_FISCAL_FIELDS.map((field) => [field, t(`account:ownServices.fields.${field}`)])) as ServiceFiscalLabels;
}

export function ownServiceRoutes(router: Router, kit: ApiKit): void {
  const schemas = Object.fromEntries(LOCALES.map((lang) => [lang, serviceFiscalSchema(serviceFiscalLabels(kit.resources, lang))])) as Record<
    Locale,
    ReturnType<typeof serviceFiscalSchema>
  >;
  const fiscalPath = `${OWN_SERVICES_PATH}/:id/fiscal`;

  router.put(fiscalPath, kit.requireUser, async (req, res) => {
    const lang = apiLanguageOf(res);
    const serviceId = kit.paramsOf(idParams, req, res).id;
    const userId = await kit.userOf(req, res);
    // The owner first: another specialist's service is 404 whatever the body holds.
    if (!(await ownsService(kit.db, userId, serviceId))) throw kit.notFound(res);
    const body: unknown = req.body ?? {};
    const parsed = schemas[lang].safeParse(body);
    if (!parsed.success) throw kit.messages.fail(lang, 422, 'invalid_service_fiscal', fieldErrors(parsed.error.issues, body, kit.messages.validation(lang)));
    const saved = await saveServiceFiscal(kit.db, userId, serviceId, parsed.data, lang);
    if (!saved.ok) throw kit.notFound(res);
    await kit.changes.publish({ kind: 'specialist', nicknames: [saved.nickname] });
    res.json(saved.service);
  });

  router.all(fiscalPath, methodNotAllowed(kit.messages, 'PUT'));
}
