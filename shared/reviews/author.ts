/**
 * How a reviewer is named in public (issue 12): the first name and the initial of the last,
 * "Aziz K.". OneID hands names in capitals ("AZIZ"); those are shown capitalized per word.
 */
import { displayCase } from '../format/person-name';

/** "Aziz K."; the first name alone when there is no last name; "—" when there is neither. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = displayCase(firstName);
  const initial = [...displayCase(lastName)][0];
  const last = initial ? `${initial.toLocaleUpperCase()}.` : '';
  return [first, last].filter((part) => part !== '').join(' ') || '—';
}
