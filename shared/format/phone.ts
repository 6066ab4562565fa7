/**
 * Phone-style numbers of docs/product.md §5: digits grouped in threes with spaces, counted from the left
 * so that the groups already typed stay put while a visitor types ("998 901 234 567").
 * A leading '+' is kept; every other non-digit is dropped.
 */
export function groupDigits(value: string): string {
  const { plus, digits } = splitPhone(value);
  if (!digits) return '';
  return plus + digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** Removes the grouping again: the digits, with the leading '+' if there was one. */
export function ungroupDigits(value: string): string {
  const { plus, digits } = splitPhone(value);
  return digits ? plus + digits : '';
}

function splitPhone(value: string): { plus: '' | '+'; digits: string } {
  const trimmed = value.trim();
  return { plus: trimmed.startsWith('+') ? '+' : '', digits: trimmed.replace(/\D/g, '') };
}

/**
 * An Uzbek number the way it is said and printed locally: "+998 90 123 45 67".
 * Accepts 12 digits starting with 998 (with or without '+') or the 9 national digits;
 * anything else falls back to the grouping in threes.
 */
export function formatUzPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits.length === 9 ? digits : null;
  if (national === null) return groupDigits(value);
  return `+998 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}
