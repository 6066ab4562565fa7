/**
 * A person's full name in a Russian case ("от Каримовой Дилнозы Рустамовны", "с Рахимовым Бобуром
 * Олимовичем"), with the petrovich rules (a kept library: Russian and the Uzbek names written in
 * Cyrillic that follow the same patterns, Отабек → Отабека, Дилноза → Дилнозы; a name ending in
 * -о or -и, Зебо, Нурали, and a woman's name ending in a consonant, Нилуфар, stay as they are).
 *
 * - The order is read from the patronymic: "Family First Patronymic" (the order of Uzbek papers)
 *   or "First Patronymic Family"; two words are "Family First", unless only the second looks like
 *   a family name (-ов/-ова, -ев/-ева, -ский/-ская: "Дилноза Каримова").
 * - An Uzbek patronymic with its particle ("Рахимов Бобур Алишер угли", "… Алишер кизи", or
 *   "Бобур Алишер угли Рахимов") keeps the father's name and the particle as they are; the family
 *   and first names are declined.
 * - "Фамилия И. О." and "И. О. Фамилия": the family name alone is declined ("Алиева С. А.").
 * - Gender comes from the caller (a party's own answer, which wins) or from the name: the
 *   patronymic (-ович/-овна, угли/кизи), else the family name (-ов/-ова, -ев/-ева, -ский/-ская,
 *   -ая), else an -ин/-ина word. "Ким Ира" shows none: Ким is Кима for a man and Ким for a woman.
 * - A woman's family name ending in a consonant is not declined (Ким, Пак, Цой, Ковальчук); a
 *   man's is (Кима, Цоя). Where petrovich is wrong, it is corrected below: the Uzbek letters
 *   қ, ғ, ҳ, ў (Ишоқ → Ишоқа), -ёва (Чернышёвой), a man's -ша (Саши), a stressed ending (Ильёй,
 *   Ильичом).
 * - A name in capitals is declined in capitals (КАРИМОВОЙ ДИЛНОЗЫ).
 * - A name the rules cannot take is returned unchanged, never half declined: Latin letters
 *   ("Karimova Dilnoza"), an organisation ("ООО «Бахор»", "ООО Бахор"), digits, more than four
 *   words, or a name whose gender is unknown.
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
/** Family names that show the gender by themselves; -ин/-ина is weaker (Марина, Амин are first names). */
const FEMALE_FAMILY = /(ова|ева|ёва|ая|ova|eva)$/i;
const MALE_FAMILY = /(ов|ев|ёв|ский|цкий|ov|ev)$/i;
const FEMALE_IN = /(ина|ына|ina)$/i;
const MALE_IN = /(ин|ын|in)$/i;
const VOWEL_END = /[аеёиоуыэюяў]$/i;

/** Forms petrovich gets wrong, by the nominative: a stressed ending it writes unstressed (Ильичом), a ё it drops (Ильёй). */
const CORRECTIONS: Readonly<Record<string, Partial<Record<RuCase, string>>>> = {
  Илья: { instrumental: 'Ильёй' },
  Ильич: { instrumental: 'Ильичом' },
  Кузьмич: { instrumental: 'Кузьмичом' },
  Лукич: { instrumental: 'Лукичом' },
  Фомич: { instrumental: 'Фомичом' },
};

function isParticle(word: string | undefined): boolean {
  return !!word && (MALE_PARTICLE.test(word) || FEMALE_PARTICLE.test(word));
}

/** The gender a name shows: its patronymic or particle, else its family name; null when it shows none. */
export function nameGender(fullName: string): Gender | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.some((word) => MALE_PARTICLE.test(word))) return 'male';
  if (words.some((word) => FEMALE_PARTICLE.test(word))) return 'female';
  // The patronymic stands last ("Family First Patronymic") or in the middle of three ("First Patronymic Family").
  const patronymics = words.length === 3 ? [words[1]!, words[2]!] : words.slice(-1);
  for (const word of patronymics) {
    if (FEMALE_PATRONYMIC.test(word)) return 'female';
    if (MALE_PATRONYMIC.test(word)) return 'male';
  }
  for (const [female, male] of [
    [FEMALE_FAMILY, MALE_FAMILY],
    [FEMALE_IN, MALE_IN],
  ] as const) {
    for (const word of words) {
      if (female.test(word)) return 'female';
      if (male.test(word)) return 'male';
    }
  }
  return null;
}

interface NameParts {
  last: string;
  first?: string;
  middle?: string;
  /** Rebuilds the name in its own order from declined parts. */
  join: (parts: { last: string; first?: string | undefined; middle?: string | undefined }) => string;
}

function partsOf(words: string[]): NameParts | null {
  if (words.length === 1) return { last: words[0]!, join: (p) => p.last };
  if (words.length === 4) {
    const [a, b, c, d] = words as [string, string, string, string];
    // "Рахимов Бобур Алишер угли"
    if (isParticle(d)) return { last: a, first: b, join: (p) => [p.last, p.first, c, d].join(' ') };
    // "Бобур Алишер угли Рахимов"
    if (isParticle(c)) return { first: a, last: d, join: (p) => [p.first, b, c, p.last].join(' ') };
    return null;
  }
  if (words.length === 2) {
    const [a, b] = words as [string, string];
    // "Дилноза Каримова": only the second word looks like a family name.
    if (MALE_FAMILY.test(b) || FEMALE_FAMILY.test(b)) {
      if (!MALE_FAMILY.test(a) && !FEMALE_FAMILY.test(a)) return { first: a, last: b, join: (p) => [p.first, p.last].join(' ') };
    }
    return { last: a, first: b, join: (p) => [p.last, p.first].join(' ') };
  }
  if (words.length === 3) {
    const [a, b, c] = words as [string, string, string];
    // "Дилноза Рустамовна Каримова": the patronymic is in the middle (a first name never ends like one;
    // a family name may: "Дмитрий Дмитриевич Шостакович").
    if (PATRONYMIC.test(b)) return { first: a, middle: b, last: c, join: (p) => [p.first, p.middle, p.last].join(' ') };
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

type Part = 'first' | 'middle' | 'last';

const UZBEK_LETTERS: Readonly<Record<string, string>> = { қ: 'к', Қ: 'К', ғ: 'г', Ғ: 'Г', ҳ: 'х', Ҳ: 'Х', ў: 'у', Ў: 'У' };

/**
 * The word as petrovich's rules can read it: the Uzbek letters as their Russian look-alikes
 * (Ишоқ → Ишок, whose rules know no қ), and -ёва as -ева (Чернышёва, which the rules take for a
 * first name's -а). Only the ending changes in a case, so the word's own letters are put back.
 */
function readable(word: string): string {
  return word.replace(/[қҚғҒҳҲўЎ]/g, (letter) => UZBEK_LETTERS[letter] ?? letter).replace(/ёва$/, 'ева');
}

function restored(original: string, asked: string, declined: string): string {
  if (original === asked) return declined;
  let kept = 0;
  while (kept < asked.length && asked[kept] === declined[kept]) kept += 1;
  return original.slice(0, kept) + declined.slice(kept);
}

/** One part of a name in the case, with what petrovich gets wrong set right. */
function declinePart(part: Part, word: string, sex: Gender, grammaticalCase: RuCase): string {
  const fixed = CORRECTIONS[word]?.[grammaticalCase];
  if (fixed) return fixed;
  // A woman's family name ending in a consonant is not declined (Ким, Цой, Ковальчук).
  if (part === 'last' && sex === 'female' && !VOWEL_END.test(word)) return word;
  // petrovich gives a man's -ша a -ы (Сашы): Саша, Миша decline as a woman's Саша does.
  const asGender: Gender = part === 'first' && sex === 'male' && /ша$/i.test(word) ? 'female' : sex;
  const asked = readable(word);
  const declined = petrovich({ [part]: asked, gender: asGender }, grammaticalCase)[part] ?? asked;
  return restored(word, asked, declined);
}

function titleCase(word: string): string {
  return word
    .split('-')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('-');
}

function declineWords(words: string[], grammaticalCase: RuCase, sex: Gender): string | null {
  const short = initialsForm(words);
  if (short) return short.join(declinePart('last', short.last, sex, grammaticalCase));
  const parts = partsOf(words);
  if (!parts) return null;
  return parts.join({
    last: declinePart('last', parts.last, sex, grammaticalCase),
    first: parts.first && declinePart('first', parts.first, sex, grammaticalCase),
    middle: parts.middle && declinePart('middle', parts.middle, sex, grammaticalCase),
  });
}

/** The name in the case asked, or unchanged when the rules cannot take it (see above). */
export function declineRuName(fullName: string, grammaticalCase: RuCase, gender?: Gender | null): string {
  const name = fullName.trim().replace(/\s+/g, ' ');
  if (!name || !/^[\p{Script=Cyrillic}\s.-]+$/u.test(name)) return fullName;
  const words = name.split(' ');
  // A word of two or more capitals among ordinary words is an abbreviation: an organisation's "ООО", "ИП".
  const capitals = words.filter((word) => /\p{L}{2}/u.test(word) && word === word.toUpperCase());
  const shouted = capitals.length > 0 && capitals.length === words.filter((word) => /\p{L}{2}/u.test(word)).length;
  if (capitals.length > 0 && !shouted) return fullName;
  const sex = gender ?? nameGender(name);
  if (!sex) return fullName;
  try {
    const declined = declineWords(shouted ? words.map((word) => (/\p{L}{2}/u.test(word) ? titleCase(word) : word)) : words, grammaticalCase, sex);
    if (declined === null) return fullName;
    return shouted ? declined.toUpperCase() : declined;
  } catch {
    return fullName;
  }
}
