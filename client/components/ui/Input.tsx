import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.js';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled text input; an error marks it invalid and is read with it. */
export function Input({ label, hint, error, className, ...rest }: InputProps) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} {...(error ? { error } : {})}>
      {(ids) => (
        <input
          id={ids.input}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={`control w-full ${error ? 'border-error' : ''} ${className ?? ''}`}
          {...rest}
        />
      )}
    </Field>
  );
}
