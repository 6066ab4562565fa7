import { useId, type ReactNode } from 'react';

export interface FieldIds {
  input: string;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
}

/** Label, hint and error around a control, wired for screen readers. */
export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (ids: FieldIds) => ReactNode }) {
  const base = useId();
  const ids: FieldIds = {
    input: `${base}-input`,
    hint: hint ? `${base}-hint` : undefined,
    error: error ? `${base}-error` : undefined,
    describedBy: [hint ? `${base}-hint` : '', error ? `${base}-error` : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.input} id={`${base}-label`} className="block text-sm font-medium">
        {label}
      </label>
      {children(ids)}
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
