import type { TextareaHTMLAttributes } from 'react';
import { Field } from '../ui/Field.js';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line input in the kit's look; an error marks it invalid and is read with it. */
export function Textarea({ label, hint, error, className, ...rest }: TextareaProps) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} {...(error ? { error } : {})}>
      {(ids) => (
        <textarea
          id={ids.input}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={`control min-h-36 w-full resize-y ${error ? 'border-error' : ''} ${className ?? ''}`}
          {...rest}
        />
      )}
    </Field>
  );
}
