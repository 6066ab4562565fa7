/**
 * Localized JSON read in JavaScript where SQL's l10n_text cannot reach (arrays of texts, rich
 * text, template fields), with the same fallback: the asked language, then uz, ru, en.
 */
import { LOCALES, pickText, type Locale, type LocalizedText } from '../../shared/locales.js';
import type { RichTextDocument } from '../../shared/richtext/types.js';
import type { FieldKind, FieldLimitRule, TemplateField, TemplateFieldLimit } from '../../shared/api/types.js';

const FALLBACK: readonly Locale[] = ['uz', 'ru', 'en'];

/** The document of the asked language, or the first non-empty one in fallback order. */
export function pickRichText(value: Partial<Record<Locale, RichTextDocument>> | null | undefined, locale: Locale): RichTextDocument {
  if (!value) return [];
  for (const lang of [locale, ...FALLBACK]) {
    const doc = value[lang];
    if (Array.isArray(doc) && doc.length > 0) return doc;
  }
  return [];
}

/** The document of every language, each with the fallback. */
export function everyRichText(value: Partial<Record<Locale, RichTextDocument>> | null | undefined): Record<Locale, RichTextDocument> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, pickRichText(value, lang)])) as Record<Locale, RichTextDocument>;
}

/** The text in every language, each with the fallback. */
export function everyText(value: LocalizedText | null | undefined): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, pickText(value, lang)])) as Record<Locale, string>;
}

export function pickTexts(values: readonly LocalizedText[] | null | undefined, locale: Locale): string[] {
  return (values ?? []).map((value) => pickText(value, locale));
}

/** A template field as stored (server/db/seed/content/types.ts SeedTemplateField). */
export interface StoredField {
  key: string;
  label: LocalizedText;
  kind: FieldKind;
  required: boolean;
  section?: string;
  hint?: LocalizedText;
  options?: { value: string; label: LocalizedText }[];
  /** The limits the template states, each with its message in every language (issue 28). */
  limits?: (FieldLimitRule & { message: LocalizedText })[];
}

/** A stored limit with its message in the asked language. */
function localizeLimit({ message, ...rule }: FieldLimitRule & { message: LocalizedText }, locale: Locale): TemplateFieldLimit {
  return { ...rule, message: pickText(message, locale) };
}

export function localizeFields(fields: readonly StoredField[] | null | undefined, locale: Locale): TemplateField[] {
  return (fields ?? []).map((field) => ({
    key: field.key,
    label: pickText(field.label, locale),
    labels: everyText(field.label),
    kind: field.kind,
    required: field.required,
    section: field.section ?? null,
    hint: field.hint ? pickText(field.hint, locale) : null,
    options: field.options
      ? field.options.map((option) => ({ value: option.value, label: pickText(option.label, locale), labels: everyText(option.label) }))
      : null,
    ...(field.limits?.length ? { limits: field.limits.map((limit) => localizeLimit(limit, locale)) } : {}),
  }));
}
