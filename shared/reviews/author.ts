/**
 * How a reviewer is named in public (issue 12): the first name and the initial of the last,
 * "Aziz K.". OneID hands names in capitals ("AZIZ"); those are shown capitalized per word.
 */

/** "AZIZ" → "Aziz", "O'TKIR" → "O'tkir", "anna-maria" stays as typed unless it is all capitals. */
function displayCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toLocaleUpperCase() || trimmed === trimmed.toLocaleLowerCase()) return trimmed;
  return trimmed
    .toLocaleLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_whole, before: string, letter: string) => before + letter.toLocaleUpperCase());
}

/** "Aziz K."; the first name alone when there is no last name; "—" when there is neither. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = displayCase(firstName);
  const initial = [...displayCase(lastName)][0];
  const last = initial ? `${initial.toLocaleUpperCase()}.` : '';
  return [first, last].filter((part) => part !== '').join(' ') || '—';
}
