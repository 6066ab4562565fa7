/**
 * People's names as the site shows them. OneID hands names in capitals ("DILNOZA YUSUPOVA");
 * a name typed all in capitals is shown with each word capitalized, hyphenated parts too; a name
 * in any other case is shown as written.
 */

/** "AZIZ" → "Aziz", "ANNA-MARIA" → "Anna-Maria", "O'TKIR" → "O'tkir"; "de Vries" stays. */
export function displayCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toLocaleUpperCase() || trimmed === trimmed.toLocaleLowerCase()) return trimmed;
  return trimmed.toLocaleLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_whole, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

/** "Dilnoza Yusupova": the first and last name, each in display case. */
export function displayName(firstName: string, lastName: string): string {
  return [displayCase(firstName), displayCase(lastName)].filter((part) => part !== '').join(' ');
}
