/**
 * The API's texts in the caller's language: its error messages (locales/{lng}/api.json) and the
 * validation messages of shared/validation (locales/{lng}/validation.json), read with the site's
 * own translator, so nothing is cloned or loaded per request.
 */
import { createTranslator, type Resources, type TFunction } from '../../shared/i18n/index.js';
import { LOCALES, type Locale } from '../../shared/locales.js';
import { ApiError, type ApiErrorCode } from '../../shared/api/errors.js';
import type { Translate } from '../../shared/validation/index.js';

export const API_NAMESPACE = 'api';

export interface ApiMessages {
  /** A translator for shared/validation's messages ("validation:required" …). */
  validation(lang: Locale): Translate;
  /** The message of an error code. */
  error(lang: Locale, code: ApiErrorCode, values?: Record<string, string | number>): string;
  /** Any text of the api namespace. */
  text(lang: Locale, key: string, values?: Record<string, string | number>): string;
  /** An ApiError with the code's message in the language. */
  fail(lang: Locale, status: number, code: ApiErrorCode, fields?: Record<string, string>, values?: Record<string, string | number>): ApiError;
}

export function createApiMessages(resources: Resources): ApiMessages {
  const translator = createTranslator('uz', resources);
  const fixed = Object.fromEntries(LOCALES.map((lang) => [lang, translator.getFixedT(lang, API_NAMESPACE)])) as Record<Locale, TFunction>;
  const text = (lang: Locale, key: string, values: Record<string, string | number> = {}) => {
    const found = fixed[lang](`${API_NAMESPACE}:${key}`, values);
    return found === `${API_NAMESPACE}:${key}` ? key : found;
  };
  const error = (lang: Locale, code: ApiErrorCode, values?: Record<string, string | number>) => text(lang, code, values);
  return {
    validation: (lang) => fixed[lang] as Translate,
    error,
    text,
    fail: (lang, status, code, fields, values) => new ApiError(status, code, error(lang, code, values), fields),
  };
}
