/**
 * A guest's "Start" kept in this tab (sessionStorage, by template) while they sign in, as the
 * documents' template form keeps its draft (ADR 011): back on the template's page, signed in,
 * the claim is started by itself in the language chosen. Cleared as soon as it is read.
 */
import { isLocale, type Locale } from '../../../../shared/locales.js';

export const startIntentKey = (templateId: number) => `huquq:claim-start:${templateId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function keepStartIntent(templateId: number, locale: Locale): void {
  try {
    storage()?.setItem(startIntentKey(templateId), JSON.stringify({ locale }));
  } catch {
    // Full or disabled: the visitor presses Start once more after signing in.
  }
}

/** The language of a start asked for before signing in, once; null when there is none. */
export function takeStartIntent(templateId: number): Locale | null {
  try {
    const raw = storage()?.getItem(startIntentKey(templateId));
    if (!raw) return null;
    storage()?.removeItem(startIntentKey(templateId));
    const parsed = JSON.parse(raw) as { locale?: unknown };
    return isLocale(parsed.locale) ? parsed.locale : null;
  } catch {
    return null;
  }
}
