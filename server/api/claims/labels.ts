/** The words a claim's write names its parts with, in the caller's language (locales/{lng}/claims.json). */
import { createTranslator, type Resources } from '../../../shared/i18n/index.js';
import type { Locale } from '../../../shared/locales.js';
import { CLAIM_BODY_FIELDS, type ClaimLabels } from '../../../shared/api/claims/contract.js';
import { CLAIM_ANSWER_LABELS, type ClaimAnswerLabels } from '../../../shared/claims/answers.js';

export const CLAIMS_NS = 'claims';

/** The labels of a claim body's own parts and of its answers (locales/{lng}/claims.json fields, answers). */
export function claimLabels(resources: Resources, lang: Locale): ClaimLabels {
  const { t } = createTranslator(lang, resources);
  const own = Object.fromEntries(CLAIM_BODY_FIELDS.map((field) => [field, t(`${CLAIMS_NS}:fields.${field}`)]));
  const answers = Object.fromEntries(CLAIM_ANSWER_LABELS.map((field) => [field, t(`${CLAIMS_NS}:answers.${field}`)])) as ClaimAnswerLabels;
  return { ...own, answers } as ClaimLabels;
}
