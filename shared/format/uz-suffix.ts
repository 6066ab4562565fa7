/**
 * An Uzbek word with its case ending attached, for text where the word comes from a placeholder
 * and the ending would otherwise be written in the key ("{{court}}ga" is wrong after "…bank": the
 * dative of "bank" is "bankka", of "qishloq" "qishloqqa"). A translation key never writes an
 * ending after a placeholder that can change with the word (tests/unit/content/typography.test.ts);
 * the code builds the phrase with this function instead.
 *
 * - the dative ga becomes ka after a final k and qa after a final q: bankka, qishloqqa;
 * - dan, da, ni, ning, dagi, gacha never change and are simply attached;
 * - after a digit or a Latin abbreviation the ending is attached as well (OneIDga, 150 000 soʻmdan);
 * - no doubled ending: a value that already carries the same ending keeps it once ("Aliyevga" + ga
 *   stays "Aliyevga", never "Aliyevgaga"). A value is taken to carry it only when the part before
 *   the ending is at least 4 characters and is a stem such an ending follows on a paper: a family
 *   name (-ov, -ev, -ova, -eva: Aliyev, Karimova) or a number, a date or an amount (15-sentyabr,
 *   "50 000 000 soʻm"). A word whose own letters merely end so takes the ending: Olga → Olgaga,
 *   chekka → chekkaga;
 * - a placeholder in brackets ("[Ishonchli vakil]", an empty macro) takes no ending: its label is
 *   shown as it is.
 */
export type UzbekEnding = 'ga' | 'gacha' | 'dan' | 'da' | 'dagi' | 'ni' | 'ning';

/** The ending's letters after this stem: ga is ka after k and qa after q. */
function endingAfter(stem: string, ending: UzbekEnding): string {
  if (ending !== 'ga') return ending;
  const last = stem.slice(-1).toLowerCase();
  return last === 'k' ? 'ka' : last === 'q' ? 'qa' : 'ga';
}

const FAMILY_NAME_STEM = /(ov|ev|ova|eva)$/i;
/** A number's last word ("15-sentyabr", "2021-yil", "15.03.2026") or a number and its unit ("50 000 000 soʻm"). */
const NUMBER_STEM = /(\d[^\s\u00a0]*|\d[\s\u00a0]+\p{L}[\p{L}ʻʼ]*)$/u;

/** The value already ends with this ending, after a stem that takes it (see above). */
function carries(value: string, ending: UzbekEnding): boolean {
  for (const letters of ending === 'ga' ? ['ga', 'ka', 'qa'] : [ending]) {
    if (!value.toLowerCase().endsWith(letters)) continue;
    const stem = value.slice(0, -letters.length);
    if (stem.length < 4 || endingAfter(stem, ending) !== letters) continue;
    if (FAMILY_NAME_STEM.test(stem) || NUMBER_STEM.test(stem)) return true;
  }
  return false;
}

export function withUzbekEnding(word: string, ending: UzbekEnding): string {
  const trimmed = word.trimEnd();
  if (!trimmed || trimmed.endsWith(']') || carries(trimmed, ending)) return trimmed;
  return `${trimmed}${endingAfter(trimmed, ending)}`;
}
