/**
 * A person's full name in a Russian case ("от Каримовой Дилнозы Рустамовны", "с Рахимовым Бобуром
 * Олимовичем"), with the petrovich rules (a kept library: Russian and the Uzbek names written in
 * Cyrillic that follow the same patterns, Отабек → Отабека, Дилноза → Дилнозы).
 *
 * - The order is read from the patronymic: "Family First Patronymic" (the order of Uzbek papers)
 *   or "First Patronymic Family"; two words are "Family First".
 * - An Uzbek patronymic with its particle ("Рахимов Бобур Алишер угли", "… Алишер кизи") keeps the
 *   father's name and the particle as they are; the family and first names are declined.
 * - Gender comes from the caller (a party's own answer) or from the name: the patronymic
 *   (-ович/-овна, угли/кизи), else the family name (-ов/-ова, -ев/-ева, -ин/-ина).
 * - A name the rules cannot take is returned unchanged, never half declined: Latin letters
 *   ("Karimova Dilnoza"), an organisation ("ООО «Бахор»"), digits, or a name whose gender is unknown.
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

const MALE_PARTICLE = /^(oʻgʻli|o'g'li|o‘g‘li|ўғли|угли|огли|оглы)$/i;
const FEMALE_PARTICLE = /^(qizi|қизи|кизи|кызы)$/i;
const MALE_PATRONYMIC = /(ович|евич|ич|ovich|evich)$/i;
const FEMALE_PATRONYMIC = /(овна|евна|ична|инична|ovna|evna)$/i;
const PATRONYMIC = /(ович|евич|овна|евна|ична|ич)$/i;

function isParticle(word: string | undefined): boolean {
  return !!word && (MALE_PARTICLE.test(word) || FEMALE_PARTICLE.test(word));
}

/** The gender a name shows: its patronymic or particle, else a Russian-pattern family name; null when it shows none. */
export function nameGender(fullName: string): Gender | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  if (MALE_PARTICLE.test(last) || MALE_PATRONYMIC.test(last)) return 'male';
  if (FEMALE_PARTICLE.test(last) || FEMALE_PATRONYMIC.test(last)) return 'female';
  for (const word of words) {
    if (/(ова|ева|ёва|ина|ына|ская|цкая|ovа|ova|eva|ina)$/i.test(word)) return 'female';
    if (/(ов|ев|ёв|ин|ын|ский|цкий|ov|ev|in)$/i.test(word)) return 'male';
  }
  return null;
}

interface NameParts {
  last: string;
  first?: string;
  middle?: string;
  /** An Uzbek patronymic with its particle ("Алишер угли"), kept as written. */
  kept?: string;
  /** Rebuilds the name in its own order from declined parts. */
  join: (parts: { last: string; first?: string | undefined; middle?: string | undefined }) => string;
}

function partsOf(words: string[]): NameParts | null {
  if (words.length === 1) return { last: words[0]!, join: (p) => p.last };
  // "Рахимов Бобур Алишер угли"
  if (words.length === 4 && isParticle(words[3])) {
    const [last, first] = words as [string, string];
    const kept = `${words[2]} ${words[3]}`;
    return { last, first, kept, join: (p) => [p.last, p.first, kept].join(' ') };
  }
  if (words.length === 2) {
    const [last, first] = words as [string, string];
    return { last, first, join: (p) => [p.last, p.first].join(' ') };
  }
  if (words.length === 3) {
    const [a, b, c] = words as [string, string, string];
    // "Дилноза Рустамовна Каримова": the patronymic is in the middle.
    if (PATRONYMIC.test(b) && !PATRONYMIC.test(c)) return { first: a, middle: b, last: c, join: (p) => [p.first, p.middle, p.last].join(' ') };
    return { last: a, first: b, middle: c, join: (p) => [p.last, p.first, p.middle].join(' ') };
  }
  return null;
}

/** A "Фамилия И. О." or "И. О. Фамилия": the family name alone is declined. */
function initialsForm(words: string[]): { last: string; join: (last: string) => string } | null {
  const initial = /^\p{Lu}\.$|^\p{Lu}\.\p{Lu}\.$/u;
  const names = words.filter((word) => !initial.test(word));
  if (names.length !== 1 || words.length < 2) return null;
  const index = words.indexOf(names[0]!);
  return { last: names[0]!, join: (last) => words.map((word, i) => (i === index ? last : word)).join(' ') };
}

/** The name in the case asked, or unchanged when the rules cannot take it (see above). */
export function declineRuName(fullName: string, grammaticalCase: RuCase, gender?: Gender | null): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!name || !/^[\p{Script=Cyrillic}\s.-]+$/u.test(name)) return fullName;
  const words = name.split(' ');
  const sex = gender ?? nameGender(name);
  if (!sex) return fullName;
  try {
    const short = initialsForm(words);
    if (short) {
      const declined = petrovich({ last: short.last, gender: sex }, grammaticalCase);
      return declined.last ? short.join(declined.last) : fullName;
    }
    const parts = partsOf(words);
    if (!parts) return fullName;
    const person: PetrovichPerson = { last: parts.last, gender: sex, ...(parts.first ? { first: parts.first } : {}), ...(parts.middle ? { middle: parts.middle } : {}) };
    const declined = petrovich(person, grammaticalCase);
    return parts.join({ last: declined.last ?? parts.last, first: declined.first ?? parts.first, middle: declined.middle ?? parts.middle });
  } catch {
    return fullName;
  }
}
