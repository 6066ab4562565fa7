/**
 * The content checks as pure functions over texts, so the tests run them on the real corpus and on
 * a bad sample each, and scripts/content-audit.ts counts what they find.
 *
 * - glossary: a term's banned variants (locales/glossary.json) nowhere in its language;
 * - labels: every «label» a support answer or article quotes is an interface string;
 * - typography: Uzbek suffixes attached to placeholders, digits, brackets and abbreviations, «» and
 *   ʻ ʼ in Uzbek, typographic quotes and apostrophes in English and Russian, a no-break space
 *   before a currency, none before % in English, no "(-ая)" in Russian, and a person's name after a
 *   Russian preposition only in the case the preposition needs.
 */
import type { Entry, Lang } from './corpus';

export interface Finding {
  check: string;
  where: string;
  lang: Lang;
  message: string;
}

const excerpt = (text: string, index: number, length: number): string => `…${text.slice(Math.max(0, index - 30), index + length + 30).replace(/\n/g, ' ⏎ ')}…`;

// ───────────── glossary ─────────────

export interface GlossaryTerm {
  id: string;
  /** What it means, for the editor. */
  meaning: string;
  uz: string;
  ru: string;
  en: string;
  /** Regular-expression sources (flags: u, and i unless matchCase) of the variants not to use. */
  banned: Partial<Record<Lang, string[]>>;
  matchCase?: boolean;
  /**
   * Regular-expression sources matched against an entry's `where`: texts the term does not bind,
   * such as the clients' own words in reviews or a search field's colloquial examples.
   */
  except?: string[];
}
export interface Glossary {
  terms: GlossaryTerm[];
}

export function glossaryFindings(entries: Entry[], glossary: Glossary): Finding[] {
  const out: Finding[] = [];
  for (const term of glossary.terms) {
    const except = (term.except ?? []).map((source) => new RegExp(source, 'u'));
    for (const [lang, patterns] of Object.entries(term.banned) as [Lang, string[]][])
      for (const source of patterns) {
        const re = new RegExp(source, term.matchCase ? 'gu' : 'giu');
        for (const e of entries) {
          if (e.lang !== lang || except.some((x) => x.test(e.where))) continue;
          // A field's key ({{alimony_share}}) is not wording: blanked, so the indices stay.
          const text = e.text.replace(/\{\{[^}]*\}\}/g, (p) => ' '.repeat(p.length));
          for (const m of text.matchAll(re))
            out.push({
              check: `glossary:${term.id}`,
              where: e.where,
              lang,
              message: `"${m[0]}" for ${term.id}: write "${term[lang]}" ${excerpt(e.text, m.index, m[0].length)}`,
            });
        }
      }
  }
  return out;
}

// ───────────── quoted interface labels ─────────────

/** How each language quotes a label: «…» in Uzbek and Russian, “…” in English. */
const QUOTE: Record<Lang, RegExp> = { uz: /«([^«»]{1,60})»/gu, ru: /«([^«»]{1,60})»/gu, en: /“([^“”]{1,60})”/gu };
/** A quote counts as an interface label when one of these words stands next to it. */
const UI_WORDS: Record<Lang, RegExp> = {
  uz: /(tugma|boʻlim|menyu|havola|sahifa|yorliq|belgisi|maydon|oyna|bosing|oching|tanlang|variant|rejim)/iu,
  ru: /(кнопк|раздел|меню|ссылк|страниц|вкладк|значок|отметк|пункт|пол[еяю](?!\p{L})|окн[оеа]|нажмите|откройте|выберите|цветов\p{L}*\s+тем|режим)/iu,
  en: /(button|section|menu|link|page|tab|badge|field|window|press|open|choose|tap|click|under|theme|mode)/iu,
};
/** A quote is taken for an interface label when a UI word (button, section, press…) stands beside it; law titles and examples are not. */
function quotedLabels(e: Entry): { label: string; index: number }[] {
  const out: { label: string; index: number }[] = [];
  for (const m of e.text.matchAll(QUOTE[e.lang])) {
    const around = e.text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    if (!UI_WORDS[e.lang].test(around)) continue;
    out.push({ label: m[1]!, index: m.index });
  }
  return out;
}
export const normalizeLabel = (s: string): string =>
  s
    .replace(/\{\{[^}]+\}\}/g, '')
    .replace(/[.…:!?]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

/**
 * `interfaceStrings`: every locale string of the language (documents.json included). A label is
 * found when it equals one of them, or one of the parts of a path written "A → B".
 * `allowed`: quotes that are not interface labels (names of outside services and the like).
 */
export function labelFindings(entries: Entry[], interfaceStrings: Record<Lang, string[]>, allowed: Record<Lang, string[]>): Finding[] {
  const known = Object.fromEntries(
    (Object.keys(interfaceStrings) as Lang[]).map((l) => [l, new Set([...interfaceStrings[l], ...allowed[l]].map(normalizeLabel))]),
  ) as Record<Lang, Set<string>>;
  const out: Finding[] = [];
  for (const e of entries) {
    if (e.kind !== 'answer' && e.kind !== 'article') continue;
    for (const { label, index } of quotedLabels(e))
      for (const part of label.split('→')) {
        if (known[e.lang].has(normalizeLabel(part))) continue;
        out.push({
          check: 'labels',
          where: e.where,
          lang: e.lang,
          message: `«${part.trim()}» is not an interface string ${excerpt(e.text, index, label.length)}`,
        });
      }
  }
  return out;
}

// ───────────── typography ─────────────

/** Uzbek case and derivational endings that never stand as words of their own. */
const UZ_ENDINGS = 'dan|gacha|ga|ka|qa|da|dagi|ni|ning|gi|ki|qi|lik|lar|larga|larda|lardan|dek|day|cha';
/**
 * An ending written apart from a placeholder, a digit, a closing bracket or quote, the end of bold
 * ("**{{x}}** ni"), a field shown as its "[label]", or a Latin abbreviation (OneID, MB).
 */
const UZ_SPLIT = new RegExp(`(\\}\\}|\\*\\*|[0-9]|[)\\]»”]|\\b[A-Z][A-Za-z]*[A-Z][A-Za-z]*)\\s(${UZ_ENDINGS})(?![\\p{L}ʻʼ])`, 'gu');
/**
 * After a placeholder the ending that varies with the word (ga/ka/qa, gi/ki/qi) cannot be written in
 * the key: the code builds the whole phrase with withUzbekEnding (shared/format/uz-suffix.ts).
 */
const UZ_VARYING_AFTER_PLACEHOLDER = /\}\}\s?(ga|ka|qa|gi|ki|qi)(?![\p{L}ʻʼ])/gu;
/** What Uzbek must not use for ʻ (U+02BB, in oʻ and gʻ) or ʼ (U+02BC, the tutuq belgisi): quotes and typed marks. */
const UZ_FALSE_APOSTROPHE = /[‘’'`]/gu;
/**
 * A currency after a number or a placeholder with an ordinary space, which a line may break:
 * "150 000 soʻm" must be "150 000\u00a0soʻm" (shared/format/spaces.ts does the same for values).
 */
const CURRENCY_AFTER_SPACE = /(\d|\}\}) (soʻm\p{L}*|сум(?:а|ов|ы)?|UZS)(?![\p{L}ʻʼ])/gu;
/** English writes 50% with no space (claim-pages.json "{{percent}}% of the claim value"). */
const EN_SPACE_BEFORE_PERCENT = /[\d}][ \u00a0\u202f]%/gu;
/** "получил(-а)", "состоящий(-ая)": the paper must say one gender (a name macro's `g:` form). */
const RU_GENDER_PLACEHOLDER = /(?<=\p{L})\(-\p{Ll}{1,3}\)/gu;
/**
 * A person's name in the nominative after a Russian preposition that governs another case: "от
 * {{lender_name}}", "с {{spouse_name}}", "в отношении ответчика ${name}". A template writes
 * {{lender_name|gen}}, code writes declineRuName(name, 'genitive'). A placeholder counts as a name
 * when its key says so (…name…); a position before it ("от {{employee_position}} {{employee_name}}")
 * is skipped over.
 */
const RU_PREPOSITION = '(?:от|с|со|к|ко|у|для|против|между|при|о|об|в\\s+отношении(?:\\s+(?:ответчика|истца|должника|заявителя|работника))?)';
const RU_UNDECLINED_NAME = new RegExp(
  `(?<![\\p{L}])${RU_PREPOSITION}\\s+(?:\\{\\{\\s*\\w+\\s*\\}\\}\\s+)?(\\{\\{\\s*\\w*name\\w*\\s*\\}\\}|\\$\\{\\s*[\\w.]*[Nn]ame\\s*\\})`,
  'giu',
);

/** Russian names left in the nominative after a preposition, in texts or in the code that writes them. */
export function undeclinedNameFindings(entries: Entry[]): Finding[] {
  const out: Finding[] = [];
  for (const e of entries) {
    if (e.lang !== 'ru') continue;
    for (const m of e.text.matchAll(RU_UNDECLINED_NAME))
      out.push({
        check: 'typography:ru-undeclined-name',
        where: e.where,
        lang: e.lang,
        message: `ru-undeclined-name: decline the name after the preposition (|gen, |ins…, or declineRuName) ${excerpt(e.text, m.index, m[0].length)}`,
      });
  }
  return out;
}

export function typographyFindings(entries: Entry[]): Finding[] {
  const out: Finding[] = [];
  const add = (e: Entry, re: RegExp, message: string) => {
    for (const m of e.text.matchAll(re))
      out.push({ check: `typography:${message.split(':')[0]}`, where: e.where, lang: e.lang, message: `${message} ${excerpt(e.text, m.index, m[0].length)}` });
  };
  for (const e of entries) {
    if (e.lang === 'uz') {
      add(e, UZ_SPLIT, 'uz-split-suffix: attach the ending to what it follows');
      add(e, UZ_VARYING_AFTER_PLACEHOLDER, 'uz-varying-suffix: let the formatter write the placeholder with its ending');
      add(e, /[“”„"]/gu, 'uz-quotes: Uzbek quotes are «»');
      add(e, UZ_FALSE_APOSTROPHE, 'uz-apostrophe: write ʻ (U+02BB) in oʻ and gʻ, ʼ (U+02BC) for the tutuq belgisi');
    } else {
      add(e, /"/gu, `${e.lang}-straight-quote: use typographic quotes (${e.lang === 'ru' ? '«»' : '“ ”'})`);
      add(e, /'/gu, `${e.lang}-straight-apostrophe: use ’`);
    }
    add(e, CURRENCY_AFTER_SPACE, 'currency-space: a no-break space (U+00A0) before the currency');
    if (e.lang === 'en') add(e, EN_SPACE_BEFORE_PERCENT, 'en-percent-space: no space before % in English');
    if (e.lang === 'ru') add(e, RU_GENDER_PLACEHOLDER, 'ru-gender-placeholder: write one gender, not "(-ая)"');
  }
  return [...out, ...undeclinedNameFindings(entries)];
}

/** Findings counted by check, for the audit script and the notes. */
export function countByCheck(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.check] = (counts[f.check] ?? 0) + 1;
  return counts;
}
