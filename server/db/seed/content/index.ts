/**
 * Seed content of the Huquq site, typed by ./types. Every kind is exported by name and all
 * together as `seedContent`. Text is trilingual (uz Latin with ʻ U+02BB for oʻ/gʻ and ʼ U+02BC
 * for the tutuq belgisi, ru, en); ids are stable slugs; money is tiyin.
 */
import { regions } from './regions';
import { parentSpecializations, specializations } from './specializations';
import { lawFirms } from './lawfirms';
import { specialists } from './specialists';
import { services } from './services';
import { referenceArticles, referenceCategories } from './reference';
import { documentCategories, documentTemplates } from './documentTemplates';
import { claimCategories, claimTemplates } from './claims';
import { courts, districts } from './courts';
import { baseCalculationAmounts, stateDutyExemptions, stateDutyRules } from './state-duty';
import { supportCategories, supportQuestions } from './support';
import { clients, reviews } from './reviews';
import type { SeedContent } from './types';

export * from './types';
export { regions, regionIds } from './regions';
export { parentSpecializations, specializations } from './specializations';
export { lawFirms } from './lawfirms';
export { specialists, professionLabels, RESERVED_NICKNAMES, NICKNAME_PATTERN } from './specialists';
export { services, som } from './services';
export { referenceArticles, referenceCategories } from './reference';
export { documentCategories, documentTemplates } from './documentTemplates';
export { claimCategories, claimTemplates } from './claims';
export { courts, courtTypeLabels, districts } from './courts';
export { baseCalculationAmounts, stateDutyExemptions, stateDutyRules } from './state-duty';
export { supportCategories, supportQuestions } from './support';
export { clients, reviews } from './reviews';
export { GENERAL_INFO_NOTICE } from './helpers';
export { macroKeys } from './fields';

export const seedContent: SeedContent = {
  regions,
  parentSpecializations,
  specializations,
  lawFirms,
  specialists,
  services,
  referenceCategories,
  referenceArticles,
  documentCategories,
  documentTemplates,
  claimCategories,
  claimTemplates,
  courts,
  districts,
  baseCalculationAmounts,
  stateDutyRules,
  stateDutyExemptions,
  supportCategories,
  supportQuestions,
  clients,
  reviews,
};
