/**
 * Stand-in for two formatters of shared/format that are being written beside this module (issue 28:
 * ru-name.ts's declineRuName and nameGender, spaces.ts's keepNumbersTogether), with their agreed
 * signatures, so the claims compile and run until they land; the claims then import them from
 * shared/format and this file goes. Until then a Russian name stays in the nominative (the agreed
 * fallback for a name that cannot be declined).
 */
export type RuCase = 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
export type Gender = 'male' | 'female';

export function nameGender(fullName: string): Gender | null {
  const last = fullName.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
  if (/(ович|евич|ич|ovich|evich)$/.test(last) || /^(oʻgʻli|o'g'li|ўғли|угли)$/.test(last)) return 'male';
  if (/(овна|евна|ична|ovna|evna)$/.test(last) || /^(qizi|қизи|кизи)$/.test(last)) return 'female';
  return null;
}

export function declineRuName(fullName: string, _case: RuCase, _gender?: Gender): string {
  return fullName;
}

const UNITS = ['soʻm', 'сумов', 'сум', 'UZS', '%', 'm²', 'кв. м', 'yil', 'год'];

export function keepNumbersTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(new RegExp(`(\\d) (?=(${UNITS.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}]))`, 'gu'), '$1\u00a0')
    .replace(/(№|ст\.|п\.|г\.) (?=[\d\p{Lu}])/gu, '$1\u00a0');
}
