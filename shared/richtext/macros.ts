import type { MacroForm, RuCaseForm, UzEndingForm } from './types';

/**
 * How a renderer fills a macro (ADR 008): a resolver takes the macro's key and answers the text
 * to show: the field's value written out, or its `[label]` in the document's language when the
 * field has none (`filled: false`, which the renderers mark). null leaves the macro's own first
 * child's text, as stored. shared/documents builds the resolver of a document's field values; the
 * HTML renderer and both exports take it alike.
 */
export interface MacroDisplay {
  text: string;
  filled: boolean;
}

export type MacroResolver = (key: string, form?: MacroForm) => MacroDisplay | null;

export const RU_CASE_FORMS: readonly RuCaseForm[] = ['gen', 'dat', 'acc', 'ins', 'pre'];
export const UZ_ENDING_FORMS: readonly UzEndingForm[] = ['ga', 'gacha', 'dan', 'da', 'dagi', 'ni', 'ning'];
/** "g:" and three variants (masculine/feminine/unknown), each 1–60 characters without "/" or braces. */
const GENDER_FORM = /^g:[^/{}|]{1,60}\/[^/{}|]{1,60}\/[^/{}|]{1,60}$/;

export function isMacroForm(value: unknown): value is MacroForm {
  return (
    typeof value === 'string' &&
    ((RU_CASE_FORMS as readonly string[]).includes(value) || (UZ_ENDING_FORMS as readonly string[]).includes(value) || GENDER_FORM.test(value))
  );
}

export function isRuCaseForm(form: MacroForm | undefined): form is RuCaseForm {
  return !!form && (RU_CASE_FORMS as readonly string[]).includes(form);
}

export function isUzEndingForm(form: MacroForm | undefined): form is UzEndingForm {
  return !!form && (UZ_ENDING_FORMS as readonly string[]).includes(form);
}

/** A gender form's three variants: [masculine, feminine, unknown]; null for another form. */
export function genderVariants(form: MacroForm | undefined): [string, string, string] | null {
  if (!form?.startsWith('g:')) return null;
  const parts = form.slice(2).split('/');
  return parts.length === 3 ? (parts as [string, string, string]) : null;
}

/**
 * A value that ends a sentence's abbreviation ("27 ноября 2026 г.", "ООО «Бахор» и др.") before the
 * template's own full stop would print "г..": the renderers drop the template's stop after a filled
 * macro whose text already ends in one.
 */
export function endsWithStop(text: string): boolean {
  return /\.$/.test(text) && !/\.\.\.$|…$/.test(text);
}

/** The text after a filled macro ending in a stop: its own leading stop dropped ("г." + ". Далее" → "г. Далее"). */
export function withoutLeadingStop(text: string): string {
  return text.startsWith('.') && !text.startsWith('..') ? text.slice(1) : text;
}
