/**
 * An Uzbek word with its case ending attached, for text where the word comes from a placeholder
 * and the ending would otherwise be written in the key ("{{court}}ga" is wrong after "…bank": the
 * dative of "bank" is "bankka", of "qishloq" "qishloqqa"). A translation key never writes an
 * ending after a placeholder that can change with the word (tests/unit/content/typography.test.ts);
 * the code builds the phrase with this function instead.
 *
 * - the dative ga becomes ka after a final k and qa after a final q: bankka, qishloqqa;
 * - dan, da, ni, ning, dagi, gacha never change and are simply attached;
 * - after a digit or a Latin abbreviation the ending is attached as well (OneIDga, 150 000 soʻmdan).
 */
export type UzbekEnding = 'ga' | 'gacha' | 'dan' | 'da' | 'dagi' | 'ni' | 'ning';

export function withUzbekEnding(word: string, ending: UzbekEnding): string {
  const trimmed = word.trimEnd();
  if (ending === 'ga') {
    const last = trimmed.slice(-1);
    if (last === 'k' || last === 'K') return `${trimmed}ka`;
    if (last === 'q' || last === 'Q') return `${trimmed}qa`;
  }
  return `${trimmed}${ending}`;
}
