import { LOCALES, type Locale } from '../../../shared/locales.js';
import { LANGUAGE_NAMES } from '../LanguageSwitcher.js';

export interface DocumentLanguageSwitchProps {
  /** Names the group ("Document language"), in the page's language. */
  label: string;
  value: Locale;
  onChange(locale: Locale): void;
  /** The radios' name: posted with a form (`form` names it when the switch sits outside). */
  name?: string;
  form?: string;
  /** Element ids derive from it. */
  id: string;
}

/**
 * The language a document is written in, chosen apart from the interface's (issue 10): three
 * radios drawn as a segmented control, each language named in itself. Real radios, so a form
 * posts the choice without JavaScript and the keyboard moves between them with the arrows.
 * Shared by the template form and the editor.
 */
export function DocumentLanguageSwitch({ label, value, onChange, name = '_lang', form, id }: DocumentLanguageSwitchProps) {
  return (
    <fieldset className="min-w-0" data-testid="document-language">
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium">
        {label}
      </legend>
      <div className="inline-flex rounded-xl border border-line bg-raised p-1">
        {LOCALES.map((locale) => (
          <label
            key={locale}
            className="relative cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-muted transition-colors has-[:checked]:bg-surface has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
              {...(form ? { form } : {})}
              data-testid={`document-language-${locale}`}
            />
            <span lang={locale}>{LANGUAGE_NAMES[locale].long}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
