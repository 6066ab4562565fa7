/**
 * The account's editors' labels in a language, so the API's messages and the forms name fields
 * alike: the specialist profile (locales/{lng}/account.json specialist.fields) and a service's
 * fiscal data (ownServices.fields).
 */
import { SERVICE_FISCAL_FIELDS, type ServiceFiscalLabels } from '../../../shared/account/service-fiscal.js';
import { SPECIALIST_FIELDS, type SpecialistLabels } from '../../../shared/account/specialist-fields.js';
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locales.js';

/** The specialist profile editor's labels. */
export function specialistLabels(resources: Resources, lang: Locale): SpecialistLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(SPECIALIST_FIELDS.map((field) => [field, t(`account:specialist.fields.${field}`)])) as SpecialistLabels;
}

/** The service fiscal form's labels. */
export function serviceFiscalLabels(resources: Resources, lang: Locale): ServiceFiscalLabels {
  const { t } = createTranslator(lang, resources);
  return Object.fromEntries(SERVICE_FISCAL_FIELDS.map((field) => [field, t(`account:ownServices.fields.${field}`)])) as ServiceFiscalLabels;
}
