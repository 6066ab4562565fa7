/**
 * A guest's question kept through signing in without JavaScript (issue 31), as a template's form
 * keeps its values (../documents/template-draft.ts, ADR 011): the text and whom they chose wait in a
 * short-lived cookie of the question's page only (HttpOnly, 30 minutes), under the target's key,
 * and the page shows them again for one press on "Send". A question is up to 4 000 characters, more
 * than a cookie holds as written: it is deflated first (a written text shrinks to a third or so),
 * and a text that still does not fit is not kept (the action says so and shows it again instead).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { localizedPath, type Locale } from '../../../shared/locales.js';
import { ASK_PATH } from '../../../shared/pages/messages/ask.js';
import type { ResponseEffects } from '../index.js';

export const ASK_DRAFT_COOKIE = 'ask_draft';
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
/** A cookie must stay under the browsers' 4 KB. */
const DRAFT_MAX_CHARS = 3800;
/** Inflating never makes more than a question can hold (a crafted cookie cannot blow up). */
const INFLATED_MAX_BYTES = 64 * 1024;

export interface AskDraft {
  /** The target's key (AskTarget.key). */
  key: string;
  text: string;
  specialistId: number | null;
}

/** The question's page in the page's language: the cookie's path. */
export const askDraftPath = (pageLocale: Locale) => localizedPath(pageLocale, ASK_PATH);

/** Keeps the guest's question for after signing in; false when it does not fit in one cookie. */
export function keepAskDraft(response: ResponseEffects, pageLocale: Locale, draft: AskDraft): boolean {
  const packed = deflateRawSync(Buffer.from(JSON.stringify({ k: draft.key, s: draft.specialistId, x: draft.text }), 'utf8')).toString('base64url');
  if (packed.length > DRAFT_MAX_CHARS) return false;
  response.setCookie(ASK_DRAFT_COOKIE, packed, { path: askDraftPath(pageLocale), maxAgeMs: DRAFT_MAX_AGE_MS });
  return true;
}

export function dropAskDraft(response: ResponseEffects, pageLocale: Locale): void {
  response.clearCookie(ASK_DRAFT_COOKIE, { path: askDraftPath(pageLocale) });
}

/** The guest's question kept by `keepAskDraft` for this target, from the request's cookies. */
export function askDraftFromCookie(cookieHeader: string | null, key: string): Omit<AskDraft, 'key'> | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ASK_DRAFT_COOKIE}=`))
    ?.slice(ASK_DRAFT_COOKIE.length + 1);
  if (!raw || raw.length > DRAFT_MAX_CHARS) return null;
  try {
    const json = inflateRawSync(Buffer.from(decodeURIComponent(raw), 'base64url'), { maxOutputLength: INFLATED_MAX_BYTES }).toString('utf8');
    const parsed = JSON.parse(json) as { k?: unknown; s?: unknown; x?: unknown };
    if (parsed.k !== key || typeof parsed.x !== 'string') return null;
    const specialistId = typeof parsed.s === 'number' && Number.isSafeInteger(parsed.s) && parsed.s > 0 ? parsed.s : null;
    return { text: parsed.x.slice(0, 10_000), specialistId };
  } catch {
    return null;
  }
}
