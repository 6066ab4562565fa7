import type { ReactNode } from 'react';

export const ERROR_TEXT = 'text-xs font-medium text-red-700 dark:text-red-300';

/** A field's message under it (nothing without one). */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={ERROR_TEXT}>
      {message}
    </p>
  ) : null;
}

/** A group of controls under one legend (`field` names it for the focus on the first error). */
export function Group({
  legend,
  hint,
  error,
  children,
  field,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
  field: string;
}) {
  return (
    <fieldset className="space-y-2" data-field={field} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
      <FieldError message={error} />
    </fieldset>
  );
}
