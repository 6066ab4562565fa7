import { Select, type SelectOption } from '../ui/Select.js';
import { Icon } from '../Icon.js';
import { useHydrated } from '../../platform/useHydrated.js';

export interface ListSelectProps {
  /** Element ids derive from it (the same on the server and in the browser). */
  id: string;
  /** The form field (a list's query parameter). */
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  /** Called with the kit's select only (after hydration); the native one waits for the form. */
  onChange?(value: string): void;
  hint?: string;
  error?: string;
  /** Classes of the select's own cell in the form's grid. */
  className?: string;
  /** No cell of its own: the form around it gives it one (the catalogue's filter panel). */
  bare?: boolean;
}

/**
 * A select in a form: a native <select> in the server's HTML (the form works without
 * JavaScript), the kit's listbox (at most 15rem tall, docs/product.md §9) once the page has
 * hydrated. Both submit `name` with the form.
 */
export function ListSelect({ id, name, label, options, value, onChange, hint, error, className = '', bare = false }: ListSelectProps) {
  const hydrated = useHydrated();
  const message = error ? (
    <p id={`${id}-error`} className={`${hydrated ? 'mt-1.5 ' : ''}text-xs font-medium text-red-700 dark:text-red-300`}>
      {error}
    </p>
  ) : null;
  if (hydrated) {
    const select = (
      <Select id={id} name={name} label={label} options={options} value={value} onChange={(next) => onChange?.(next)} {...(hint ? { hint } : {})} />
    );
    if (bare) {
      return (
        <>
          {select}
          {message}
        </>
      );
    }
    return (
      <div className={`min-w-0 ${className}`}>
        {select}
        {message}
      </div>
    );
  }
  return (
    <div className={bare ? 'space-y-1.5' : `min-w-0 space-y-1.5 ${className}`}>
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
      {message}
    </div>
  );
}
