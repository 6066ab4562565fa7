/**
 * Stand-in for two formatters of shared/format that are being written beside this module (issue 28:
 * ru-name.ts's declineRuName and nameGender, spaces.ts's keepNumbersTogether), with their agreed
 * signatures, so the claims compile and decline until they land; the claims then import them from
 * shared/format and this file goes. Names are declined with the petrovich rules (the library the
 * project chose): "Family First Patronymic" in Cyrillic; an Uzbek patronymic ("Алишер кизи") keeps
 * its particle; a name in Latin letters or an organisation's name in quotes is returned unchanged.
 */
// @ts-expect-error petrovich ships no types: it takes {first, middle, last, gender} and a case name, and returns them declined.
import petrovichUntyped from 'petrovich';

export type RuCase = 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
export type Gender = 'male' | 'female';

interface PetrovichPerson {
  first?: string;
  middle?: string;
  last?: string;
  gender?: Gender;
}
const petrovich = petrovichUntyped as (person: PetrovichPerson, grammaticalCase: RuCase) => PetrovichPerson;

const UZ_PARTICLE = /^(oʻgʻli|o'g'li|ўғли|угли|qizi|қизи|кизи)$/i;

export function nameGender(fullName: string): Gender | null {
  const words = fullName.trim().split(/\s+/);
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (/(ович|евич|ич|ovich|evich)$/.test(last) || /^(oʻgʻli|o'g'li|ўғли|угли)$/.test(last)) return 'male';
  if (/(овна|евна|ична|ovna|evna)$/.test(last) || /^(qizi|қизи|кизи)$/.test(last)) return 'female';
  return null;
}

export function declineRuName(fullName: string, grammaticalCase: RuCase, gender?: Gender): string {
  const name = fullName.trim();
  if (!/^[\p{Script=Cyrillic}\s.-]+$/u.test(name)) return fullName;
  const words = name.split(/\s+/);
  const particle = words.length >= 4 && UZ_PARTICLE.test(words[words.length - 1]!) ? words.pop() : undefined;
  const [last, first, middle] = words;
  if (!last) return fullName;
  const sex = gender ?? nameGender(name);
  try {
    const person: PetrovichPerson = { last, ...(first ? { first } : {}), ...(middle && !particle ? { middle } : {}), ...(sex ? { gender: sex } : {}) };
    if (!person.gender && !person.middle) return fullName;
    const declined = petrovich(person, grammaticalCase);
    return [declined.last, declined.first, particle ? middle : declined.middle, particle].filter(Boolean).join(' ');
  } catch {
    return fullName;
  }
}

const UNITS = ['soʻm', 'сумов', 'сум', 'UZS', '%', 'm²', 'кв. м', 'yil', 'год'];

export function keepNumbersTogether(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(new RegExp(`(\\d) (?=(${UNITS.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}]))`, 'gu'), '$1\u00a0')
    .replace(/(№|ст\.|п\.|г\.) (?=[\d\p{Lu}])/gu, '$1\u00a0');
}
