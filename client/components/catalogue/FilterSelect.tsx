import { Icon } from '../Icon.js';
import { Select, type SelectOption } from '../ui/Select.js';
import { useHydrated } from '../../platform/useHydrated.js';

export interface FilterSelectProps {
  /** Element ids derive from it (the same on the server and in the browser). */
  id: string;
  /** The query parameter. */
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange(value: string): void;
}

/**
 * A filter's select: a native <select> in the server's HTML (a GET form works without
 * JavaScript), the kit's listbox (at most 15rem tall, docs/product.md §9) once the page has hydrated. Both
 * submit `name` with the form.
 */
export function FilterSelect({ id, name, label, options, value, onChange }: FilterSelectProps) {
  const hydrated = useHydrated();
  if (hydrated) return <Select id={id} name={name} label={label} options={options} value={value} onChange={onChange} />;
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-native`} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select id={`${id}-native`} name={name} defaultValue={value} className="control w-full appearance-none pr-9">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="lucide:chevron-down" size={16} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
