import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  hint?: string;
}

/** A native checkbox (keyboard and screen readers for free) in the kit's colours. */
export function Checkbox({ label, hint, className, ...rest }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2.5 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4.5 shrink-0 cursor-pointer accent-[var(--accent)]"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      <div className="text-sm">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
