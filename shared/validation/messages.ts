import type { MessageKey, RuleFailure } from './rules';

/** The i18next namespace of the validation messages (locales/{uz,ru,en}/validation.json). */
export const VALIDATION_NAMESPACE = 'validation';

/**
 * The English messages, used when no translator is given. locales/en/validation.json holds the
 * same texts (a unit test keeps the two equal); they live here too so that this module needs
 * neither i18next nor a JSON import, and runs the same in the browser, the server and tests.
 */
export const DEFAULT_MESSAGES: Readonly<Record<MessageKey, string>> = {
  required: '{{field}} is required.',
  length: '{{field}} must be exactly {{length}} characters long.',
  min_value: '{{field}} must be at least {{min}}.',
  invalid: '{{field}} is not valid.',
  max_length: '{{field}} must be at most {{max}} characters long.',
  max_value: '{{field}} must be at most {{max}}.',
  date: '{{field}} must be a date.',
  pinfl: '{{field}} must be 14 digits.',
  passport: '{{field}} must be two Latin letters and seven digits, such as AA1234567.',
  phone: '{{field}} must be +998 followed by nine digits.',
  option: 'Choose one of the options for {{field}}.',
  unknown_field: '“{{field}}” is not a field of this template.',
  too_large: '{{field}} is larger than {{limit}} MB.',
  // A limit a template states (issue 28): its own message names the rule, in the caller's language.
  limit: '{{field}}: {{rule}}',
};

/**
 * A translation function: i18next's `t` (or `getFixedT(lng)`) fits. It is called with
 * "validation:<key>" and the interpolation values.
 */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/** Fills "{{name}}" placeholders, the way i18next does with its default settings. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The plain English formatter used when no translator is given. */
export const defaultTranslate: Translate = (key, options) => {
  const name = key.slice(key.indexOf(':') + 1);
  const template = (DEFAULT_MESSAGES as Readonly<Record<string, string>>)[name] ?? DEFAULT_MESSAGES.invalid;
  const values: Record<string, string | number> = {};
  for (const [option, value] of Object.entries(options)) {
    if (typeof value === 'string' || typeof value === 'number') values[option] = value;
  }
  return interpolate(template, values);
};

/**
 * The message of a failure for a field label. The values are plain text; escaping belongs to
 * whatever renders the message (React, JSON), so i18next is told not to escape them.
 * A translator that has no text for the key (i18next then answers with the key itself) is
 * asked for the generic "invalid" message, and failing that the English default is used.
 */
export function messageFor(failure: RuleFailure, field: string, t: Translate = defaultTranslate): string {
  const options = { ...failure.params, field, interpolation: { escapeValue: false } };
  const key = `${VALIDATION_NAMESPACE}:${failure.key}`;
  const message = t(key, options);
  if (isTranslated(message, failure.key)) return message;
  const invalidKey = `${VALIDATION_NAMESPACE}:invalid`;
  const invalid = t(invalidKey, options);
  return isTranslated(invalid, 'invalid') ? invalid : defaultTranslate(key, options);
}

function isTranslated(message: unknown, key: MessageKey): message is string {
  return typeof message === 'string' && message !== '' && message !== key && message !== `${VALIDATION_NAMESPACE}:${key}`;
}
