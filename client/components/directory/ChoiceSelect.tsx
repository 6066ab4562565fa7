import type { SelectOption } from '../ui/Select.js';
import { Select } from '../ui/Select.js';
import { Icon } from '../Icon.js';
import { useHydrated } from '../../platform/useHydrated.js';

export interface ChoiceSelectProps {
  /** Element ids derive from it (the same on the server and in the browser). */
  id: string;
  /** The form field. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  /** Called with the kit's select only (after hydration); the native one waits for the form. */
  onChange?(value: string): void;
  hint?: string;
  error?: string;
  className?: string;
}

/**
 * A select in a form: a native <select> in the server's HTML (the form works without
 * JavaScript), the kit's listbox (at most 15rem tall, docs/product.md §9) once the page has hydrated. Both
 * submit `name` with the form.
 */
export function ChoiceSelect({ id, name, label, options, value, onChange, hint, error, className = '' }: ChoiceSelectProps) {
  const hydrated = useHydrated();
  if (hydrated) {
    return (
      <div className={`min-w-0 ${className}`}>
        <Select id={id} name={name} label={label} options={options} value={value} onChange={(next) => onChange?.(next)} {...(hint ? { hint } : {})} />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`min-w-0 space-y-1.5 ${className}`}>
      <label htmlFor={`${id}-native`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={`${id}-native`}
          name={name}
          defaultValue={value}
          className="control w-full appearance-none pr-9"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="lucide:chevron-down" size={16} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
