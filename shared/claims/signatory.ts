/**
 * Who signs a claim (the lawyer's review, B1): a legal entity acts through its head or an attorney,
 * so its header names the signatory's position, name and basis, and its signature line reads
 * "Direktor ____ S. A. Aliyev" with the seal; a person's representative signs with the power of
 * attorney named. Names are written "Family First Patronymic"; a paper shortens them to initials.
 */
import { formatDate } from '../format/date';
import { declineRuName, nameGender } from '../format/ru-name';
import type { Locale } from '../locales';
import { CLAIM_TEXTS } from './texts';
import type { EntityParty, PowerOfAttorney, Signatory } from './types';

const NBSP = '\u00a0';
/** Words of a patronymic that are not a name of their own ("Akmal oʻgʻli", "Akmal qizi"). */
const PATRONYMIC_TAIL = /^(oʻgʻli|o'g'li|ogli|ugli|ўғли|угли|qizi|қизи|кизи)$/i;

function nameWords(fullName: string): string[] {
  return fullName
    .trim()
    .split(/\s+/)
    .filter((w) => w && !PATRONYMIC_TAIL.test(w));
}

/** "A." from "Akmal", "Sh." from "Shavkat" (the Uzbek digraphs sh, ch, oʻ, gʻ keep both letters). */
function initial(word: string): string {
  const digraph = /^(sh|ch|oʻ|gʻ|o'|g')/i.exec(word);
  const head = digraph ? digraph[0] : (Array.from(word)[0] ?? '');
  return `${head.charAt(0).toUpperCase()}${head.slice(1).toLowerCase()}.`;
}

/** "Aliyev Sardor Akmalovich" → "S. A. Aliyev" (with no-break spaces: a signature never breaks). */
export function initialsFirst(fullName: string): string {
  const [family, ...rest] = nameWords(fullName);
  if (!family) return '';
  return [...rest.map(initial), family].join(NBSP);
}

/** "Aliyev Sardor Akmalovich" → "Aliyev S. A."; the family name may come declined. */
export function familyFirst(fullName: string, family?: string): string {
  const [own, ...rest] = nameWords(fullName);
  if (!own) return '';
  return [family ?? own, ...rest.map(initial)].join(NBSP);
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A position inside a sentence in lower case, unless it is an abbreviation ("MChJ", "ИП"). */
const lowerFirst = (s: string) => (/^\p{Lu}{2,}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

function poaDate(poa: PowerOfAttorney | undefined, locale: Locale): string | null {
  return poa?.date ? formatDate(`${poa.date}T12:00:00Z`, locale, { style: 'short' }) : null;
}

/** The signatory's power of attorney inside a sentence, or null when they act under the charter. */
function basisOf(s: Signatory, locale: Locale): string | null {
  if (s.basis !== 'power-of-attorney') return null;
  return CLAIM_TEXTS[locale].powerOfAttorneyRef(s.powerOfAttorney?.number ?? null, poaDate(s.powerOfAttorney, locale));
}

/** A signatory given by position and name (a half-typed one is printed as the name alone). */
export function hasSignatory(party: EntityParty): party is EntityParty & { signatory: Signatory } {
  return Boolean(party.signatory?.position && party.signatory.name);
}

/** The entity's name in its header line, with its signatory when one is given. */
export function entityHeaderName(party: EntityParty, locale: Locale): string {
  if (!hasSignatory(party)) return party.name;
  const s = party.signatory;
  const gender = nameGender(s.name);
  const genitive = locale === 'ru' ? declineRuName(s.name, 'genitive', gender ?? undefined) : s.name;
  const declined = genitive !== s.name;
  const name = locale === 'ru' ? familyFirst(s.name, declined ? nameWords(genitive)[0] : undefined) : locale === 'uz' ? initialsFirst(s.name) : s.name;
  return CLAIM_TEXTS[locale].actingThrough(party.name, { position: lowerFirst(s.position), name, gender, poa: basisOf(s, locale), declined });
}

/** The signature line's parts: the role or position before the blank, the name after it, and whether a seal goes under it. */
export interface SignatureParts {
  role: string;
  name: string;
  seal: boolean;
}

export function entitySignature(s: Signatory): SignatureParts {
  return { role: upperFirst(s.position), name: initialsFirst(s.name), seal: true };
}

/** "Vakil (ishonchnoma № 12, 01.03.2026)". */
export function representativeRole(poa: PowerOfAttorney | undefined, locale: Locale): string {
  const t = CLAIM_TEXTS[locale];
  return t.withPowerOfAttorney(t.representative, poa?.number ?? null, poaDate(poa, locale));
}
