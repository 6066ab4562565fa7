/**
 * A message's text cut into plain text and links (issue 31): what a conversation shows as
 * clickable, and nothing else. Only web addresses are links: those written with `http://` or
 * `https://`, and those that start with `www.` (opened over https). Any other scheme
 * (`javascript:`, `data:`, `mailto:`) stays text, so a message cannot carry a script into a page.
 * Punctuation that ends a sentence after an address (".", ",", "!", a closing quote or a bracket
 * the address did not open) is left out of it, as a reader expects.
 *
 * Pure and without the DOM: the server renders the same pieces as the browser (no hydration
 * mismatch), and the page writes them as React text and <a> elements (never as HTML).
 */

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** An address's start: a scheme of the web, or "www." (either case). */
const START = /(?:https?:\/\/|www\.)/giu;
/** Characters an address can hold as it is written in a message; it ends at the first other one. */
const ADDRESS_CHAR = /[^\s\p{Cc}<>"«»“”‘’`]/u;
/** Characters that end a sentence rather than an address when they come last. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '…', '*', '_', '~']);
const CLOSING: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };
/** An address longer than this is left as text (no browser takes one much longer). */
const MAX_ADDRESS = 2048;

/** A letter, a digit or a character that makes what follows part of a longer word ("awww.", "x@www.", "a/www."). */
const WORD_BEFORE = /[\p{L}\p{N}_@./\\]/u;

/** How many times `char` occurs in `text`. */
function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

/** The address with what closes the sentence around it taken off its end. */
function trimEnd(address: string): string {
  let end = address;
  for (;;) {
    const last = end.at(-1) ?? '';
    if (TRAILING.has(last)) {
      end = end.slice(0, -1);
      continue;
    }
    const opening = CLOSING[last];
    // "(see https://x.uz/a)" ends before ")"; "https://x.uz/Foo_(bar)" keeps its own pair.
    if (opening !== undefined && count(end, last) > count(end, opening)) {
      end = end.slice(0, -1);
      continue;
    }
    return end;
  }
}

/** The address a piece of text names, or null when it is not a web address with a host. */
function hrefOf(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host with at least one dot (or localhost-like names are not offered as links), no credentials.
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.') || url.username || url.password) return null;
  if (/^www\./i.test(text) && url.hostname.split('.').filter(Boolean).length < 3) return null;
  return href;
}

/**
 * The text as pieces in order: joined together they are the text again, unchanged. Each link's
 * `text` is what was written and `href` where it leads (https:// before a "www." address).
 */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plainFrom = 0;
  START.lastIndex = 0;
  for (let match = START.exec(text); match !== null; match = START.exec(text)) {
    const start = match.index;
    const before = start > 0 ? text.slice(Math.max(0, start - 2), start) : '';
    const previous = [...before].at(-1) ?? '';
    if (start < plainFrom || (previous && WORD_BEFORE.test(previous))) continue;
    let end = start + match[0].length;
    while (end < text.length) {
      const char = String.fromCodePoint(text.codePointAt(end) ?? 0);
      if (!ADDRESS_CHAR.test(char)) break;
      end += char.length;
    }
    const address = trimEnd(text.slice(start, end));
    START.lastIndex = start + Math.max(address.length, match[0].length);
    if (address.length <= match[0].length || address.length > MAX_ADDRESS) continue;
    const href = hrefOf(address);
    if (href === null) continue;
    if (start > plainFrom) pieces.push({ kind: 'text', text: text.slice(plainFrom, start) });
    pieces.push({ kind: 'link', text: address, href });
    plainFrom = start + address.length;
  }
  if (plainFrom < text.length) pieces.push({ kind: 'text', text: text.slice(plainFrom) });
  return pieces;
}

/** What a link written by a visitor carries (issue 31): not followed by crawlers, opened apart from the page. */
export const VISITOR_LINK_REL = 'nofollow ugc noopener';
