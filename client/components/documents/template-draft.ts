/**
 * A template form's values kept in this tab (sessionStorage, by template) while the visitor
 * fills it: a guest who saves is sent to sign in and comes back to find every value there, and
 * the save goes on by itself (`pending`). Kept for the tab only (personal data: names, PINFL);
 * cleared once the document is saved.
 */
import { isLocale, type Locale } from '../../../shared/locales.js';

export interface TemplateDraft {
  values: Record<string, string>;
  locale: Locale;
  /** The visitor asked to save and went to sign in: save on return. */
  pending: boolean;
}

export const draftKey = (templateId: number) => `huquq:template-draft:${templateId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function readDraft(templateId: number): TemplateDraft | null {
  try {
    const raw = storage()?.getItem(draftKey(templateId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TemplateDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object' || parsed.values === null) return null;
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed.values)) if (typeof value === 'string') values[key] = value;
    return { values, locale: isLocale(parsed.locale) ? parsed.locale : 'uz', pending: parsed.pending === true };
  } catch {
    return null;
  }
}

export function writeDraft(templateId: number, draft: TemplateDraft): void {
  try {
    storage()?.setItem(draftKey(templateId), JSON.stringify(draft));
  } catch {
    // Full or disabled: the form still holds the values on this page.
  }
}

export function clearDraft(templateId: number): void {
  try {
    storage()?.removeItem(draftKey(templateId));
  } catch {
    // nothing kept
  }
}
