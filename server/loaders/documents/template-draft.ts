/**
 * A guest's values of a template's form, kept through signing in (ADR 011): posted without
 * JavaScript by a guest, they wait in a short-lived cookie for that page only (HttpOnly, 30
 * minutes, when they fit in one), and the page's loader shows them again for one click on "Save".
 */
import { isLocale, localizedPath, type Locale } from '../../../shared/locales.js';
import type { FormText } from '../../../shared/documents/form-text.js';
import type { ResponseEffects } from '../index.js';

export const TEMPLATE_DRAFT_COOKIE = 'template_draft';
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
/** A cookie must stay under the browsers' 4 KB. */
const DRAFT_MAX_CHARS = 3800;

export interface TemplateDraft {
  values: FormText;
  locale: Locale;
}

/** The template's page in the page's language: the cookie's path. */
export const draftPath = (templateId: number, pageLocale: Locale) => localizedPath(pageLocale, `/documents/templates/${templateId}`);

/** Keeps the guest's values for after signing in, when they fit in one cookie. */
export function keepDraft(response: ResponseEffects, templateId: number, pageLocale: Locale, draft: TemplateDraft): void {
  const encoded = Buffer.from(JSON.stringify({ t: templateId, l: draft.locale, v: draft.values })).toString('base64url');
  if (encoded.length > DRAFT_MAX_CHARS) return;
  response.setCookie(TEMPLATE_DRAFT_COOKIE, encoded, { path: draftPath(templateId, pageLocale), maxAgeMs: DRAFT_MAX_AGE_MS });
}

export function dropDraft(response: ResponseEffects, templateId: number, pageLocale: Locale): void {
  response.clearCookie(TEMPLATE_DRAFT_COOKIE, { path: draftPath(templateId, pageLocale) });
}

/** A guest's values kept by `keepDraft`, from the request's cookies. */
export function draftFromCookie(cookieHeader: string | null, templateId: number): TemplateDraft | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEMPLATE_DRAFT_COOKIE}=`))
    ?.slice(TEMPLATE_DRAFT_COOKIE.length + 1);
  if (!raw || raw.length > DRAFT_MAX_CHARS) return null;
  try {
    const parsed = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')) as { t?: unknown; l?: unknown; v?: unknown };
    if (parsed.t !== templateId || !isLocale(parsed.l) || typeof parsed.v !== 'object' || parsed.v === null) return null;
    const values: FormText = {};
    for (const [key, value] of Object.entries(parsed.v as Record<string, unknown>)) if (typeof value === 'string') values[key] = value.slice(0, 10_000);
    return { values, locale: parsed.l };
  } catch {
    return null;
  }
}
