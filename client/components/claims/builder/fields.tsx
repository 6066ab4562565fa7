/**
 * The builder's form controls: a labelled text input whose message (from the one schema, by
 * answer path) shows once the visitor has left the field, and a money input in soʻm that keeps
 * what is typed and answers tiyin.
 */
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  /** A mark after the label ("from OneID"). */
  badge?: ReactNode;
  multiline?: boolean;
  testId?: string;
}

export function TextField({ label, value, onValue, hint, error, badge, multiline = false, testId, className, ...rest }: TextFieldProps) {
  const base = useId();
  const [left, setLeft] = useState(false);
  const shown = error && (left || value === '') ? error : undefined;
  const describedBy = [hint ? `${base}-hint` : '', shown ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = `control w-full ${shown ? 'border-error' : ''}`;
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <label htmlFor={`${base}-input`} className="flex flex-wrap items-center gap-2 text-sm font-medium">
        {label}
        {badge}
      </label>
      {multiline ? (
        <textarea
          id={`${base}-input`}
          className={`${control} min-h-20`}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          onBlur={() => setLeft(true)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          disabled={rest.disabled}
          data-testid={testId}
          rows={3}
        />
      ) : (
        <input
          id={`${base}-input`}
          className={control}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          onBlur={() => setLeft(true)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          {...rest}
        />
      )}
      {hint ? (
        <p id={`${base}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={`${base}-error`} className="text-xs font-medium text-red-700 dark:text-red-300" data-testid={testId ? `${testId}-error` : undefined}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}

/** Soʻm as typed ("1 500 000,50") → tiyin, or null when it is not an amount. */
export function parseSum(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return 0;
  if (!/^\d{1,16}(\.\d{0,2})?$/.test(compact)) return null;
  const [whole, fraction = ''] = compact.split('.');
  const tiyin = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** Tiyin → soʻm as a field shows it: grouped by thousands, the tiyin after a comma when any. */
export function sumText(tiyin: number, locale: Locale): string {
  const whole = Math.floor(tiyin / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const rest = tiyin % 100;
  const separator = locale === 'en' ? '.' : ',';
  return rest === 0 ? whole : `${whole}${separator}${String(rest).padStart(2, '0')}`;
}

export interface MoneyFieldProps {
  label: string;
  /** Tiyin. */
  value: number | undefined;
  onValue: (tiyin: number | undefined) => void;
  locale: Locale;
  unit: string;
  invalidText: string;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
  hideLabel?: boolean;
}

/** A sum in soʻm; what is typed stays as typed while it is being typed, a wrong amount is named. */
export function MoneyField({ label, value, onValue, locale, unit, invalidText, error, disabled, testId, hideLabel = false }: MoneyFieldProps) {
  const base = useId();
  const [text, setText] = useState(value === undefined ? '' : sumText(value, locale));
  const [bad, setBad] = useState(false);
  // A value replaced from outside (a newer claim loaded) is shown.
  useEffect(() => {
    setText((current) => {
      const parsed = parseSum(current);
      return parsed === (value ?? 0) && (current !== '' || value === undefined) ? current : value === undefined ? '' : sumText(value, locale);
    });
  }, [value, locale]);
  const message = bad ? invalidText : error;
  return (
    <div className="space-y-1">
      <label htmlFor={`${base}-input`} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      <div className="relative">
        <input
          id={`${base}-input`}
          inputMode="decimal"
          autoComplete="off"
          className={`control w-full pr-14 text-right tabular-nums ${message ? 'border-error' : ''}`}
          value={text}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${base}-error` : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const parsed = parseSum(typed);
            setBad(parsed === null);
            if (parsed !== null) onValue(typed.trim() === '' ? undefined : parsed);
          }}
          onBlur={() => {
            const parsed = parseSum(text);
            if (parsed !== null && text.trim() !== '') setText(sumText(parsed, locale));
          }}
          data-testid={testId}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted" aria-hidden>
          {unit}
        </span>
      </div>
      {message ? (
        <p id={`${base}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </div>
  );
}
