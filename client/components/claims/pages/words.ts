/**
 * The statement-of-claim pages' data said in words: a duty rule ("4% of the claim value, at least
 * 1 BCA"), amounts in tiyin as soʻm.
 */
import type { TFunction } from '../../../../shared/i18n/index.js';
import { formatNumber } from '../../../../shared/format/number.js';
import { formatTiyin } from '../../../../shared/claims/money.js';
import type { Locale } from '../../../../shared/locales.js';
import type { DutyRuleView } from '../../../../shared/pages/claims/types.js';

/** A duty rule in the page's language (t of the claim-pages namespace); null rule: where to check it. */
export function dutyRuleWords(rule: DutyRuleView | null, exemptions: readonly string[], t: TFunction, locale: Locale): string {
  if (!rule) return t('dutyRule.unknown');
  const number = (value: number) => formatNumber(value, locale);
  const parts: string[] = [];
  if (rule.fixedBca !== null) parts.push(t('dutyRule.fixed', { bca: number(rule.fixedBca) }));
  else if (rule.percent !== null) {
    parts.push(t('dutyRule.percent', { percent: number(rule.percent) }));
    if (rule.minBca !== null) parts.push(t('dutyRule.min', { bca: number(rule.minBca) }));
    if (rule.maxBca !== null) parts.push(t('dutyRule.max', { bca: number(rule.maxBca) }));
  }
  if (rule.smallBusinessPercent !== null) parts.push(t('dutyRule.smallBusiness', { percent: number(rule.smallBusinessPercent) }));
  if (exemptions.length > 0) parts.push(t('dutyRule.exempt', { names: exemptions.join(', ') }));
  return parts.join('; ');
}

/** Tiyin as decimal text (it may pass 2^53) in soʻm with the locale's grouping. */
export const tiyinText = (tiyin: string, locale: Locale): string => formatTiyin(BigInt(tiyin), locale);
