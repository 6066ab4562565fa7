/**
 * Node's and browsers' ICU data disagree on the space they put into numbers and dates
 * (U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE, or a plain space), which is the
 * commonest server/client hydration mismatch. Every formatter here emits plain spaces only.
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}
