import type { ReactNode } from 'react';
import type { TemplateField } from '../../../shared/api/types.js';
import { isIsoDate } from '../../../shared/documents/fields.js';
import { groupNationalPhone, groupSom } from '../../../shared/documents/form-text.js';
import { formatDate } from '../../../shared/format/date.js';
import type { Locale } from '../../../shared/locales.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface TemplateFieldControlProps {
  field: TemplateField;
  /** The text the control holds. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  /** The value came from the visitor's OneID profile (and is unchanged). */
  fromOneId?: boolean;
  /** The page's language (a date is read out in it under the control). */
  locale: Locale;
}

const CONTROL = 'control w-full';

/**
 * One field of a template as a control of its kind, named by the field's key (the form posts
 * without JavaScript): text, textarea, a native date input (the chosen day read out below in the
 * page's language), number, money in so'm, PINFL (14 digits), passport (two letters, seven
 * digits), phone (+998 shown before the nine digits, grouped), select. Its hint and its message
 * are read with it.
 */
export function TemplateFieldControl({ field, value, onChange, onBlur, error, fromOneId = false, locale }: TemplateFieldControlProps) {
  const t = useT('document-templates');
  const id = `field-${field.key}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const oneIdId = `${id}-oneid`;
  const dateText = field.kind === 'date' && isIsoDate(value) ? formatDate(`${value}T12:00:00Z`, locale, { style: 'long' }) : null;
  const kindHint =
    field.kind === 'pinfl' || field.kind === 'passport' || field.kind === 'phone' || field.kind === 'money' ? t(`kindHints.${field.kind}`) : null;
  const hint = [field.hint, field.hint ? null : kindHint].filter(Boolean).join(' ');
  const describedBy = [hint ? hintId : '', fromOneId ? oneIdId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.key,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    onBlur: () => onBlur?.(),
    'data-field': field.key,
  } as const;
  const invalid = error ? 'border-error' : '';
  const text = (extra: Record<string, unknown>, className = '') => (
    <input
      type="text"
      {...common}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`${CONTROL} ${invalid} ${className}`}
      {...extra}
    />
  );

  let control: ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = (
        <textarea
          {...common}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={4}
          maxLength={10_000}
          className={`${CONTROL} min-h-28 resize-y ${invalid}`}
        />
      );
      break;
    case 'date':
      control = (
        <input
          type="date"
          {...common}
          value={value}
          min="1900-01-01"
          max="2100-12-31"
          onChange={(event) => onChange(event.target.value)}
          className={`${CONTROL} ${invalid}`}
        />
      );
      break;
    case 'number':
      control = text({ inputMode: 'decimal', autoComplete: 'off', maxLength: 16 });
      break;
    case 'year':
      control = text({ inputMode: 'numeric', autoComplete: 'off', maxLength: 4, placeholder: '2021' });
      break;
    case 'money':
      control = (
        <div className="relative">
          {text(
            {
              inputMode: 'decimal',
              autoComplete: 'off',
              maxLength: 24,
              onBlur: () => {
                onChange(groupSom(value));
                onBlur?.();
              },
            },
            'pr-14',
          )}
          <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted" aria-hidden="true">
            {t('som')}
          </span>
        </div>
      );
      break;
    case 'pinfl':
      control = text({ inputMode: 'numeric', autoComplete: 'off', maxLength: 17, spellCheck: false }, 'font-mono tracking-wider');
      break;
    case 'passport':
      control = text(
        {
          autoComplete: 'off',
          autoCapitalize: 'characters',
          maxLength: 11,
          spellCheck: false,
          onBlur: () => {
            onChange(value.replace(/\s/g, '').toUpperCase());
            onBlur?.();
          },
        },
        'font-mono uppercase tracking-wider',
      );
      break;
    case 'phone':
      control = (
        <div className="relative">
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm font-medium text-muted" aria-hidden="true">
            +998
          </span>
          <input
            type="tel"
            {...common}
            value={value}
            onChange={(event) => onChange(groupNationalPhone(event.target.value))}
            inputMode="tel"
            autoComplete="off"
            maxLength={17}
            placeholder="90 123 45 67"
            className={`${CONTROL} pl-14 ${invalid}`}
          />
        </div>
      );
      break;
    case 'select':
      control = (
        <div className="relative">
          <select {...common} value={value} onChange={(event) => onChange(event.target.value)} className={`${CONTROL} appearance-none pr-9 ${invalid}`}>
            <option value="">{t('form.choose')}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="lucide:chevron-down" size={16} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
        </div>
      );
      break;
    default:
      control = text({ maxLength: 500, autoComplete: 'off' });
  }

  return (
    <div className="space-y-1.5" data-testid="template-field" data-kind={field.kind}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {field.label}
          {field.required ? (
            <span className="text-red-700 dark:text-red-300" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        {fromOneId ? (
          <span
            id={oneIdId}
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-strong"
            data-testid="from-oneid"
          >
            <Icon name="lucide:id-card" size={14} />
            {t('form.fromOneId')}
          </span>
        ) : null}
      </div>
      {control}
      {dateText ? (
        <p className="text-xs text-muted" data-testid="date-text">
          {dateText}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700 dark:text-red-300" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
