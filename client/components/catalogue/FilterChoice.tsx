import type { SelectOption } from '../ui/Select.js';
import { ListSelect } from '../lists/ListSelect.js';

/** Select options of named things (groups, specializations) by slug. */
export function namedOptions(items: readonly { slug: string; name: string }[]): SelectOption[] {
  return items.map((item) => ({ value: item.slug, label: item.name }));
}

/** One select of a catalogue list's filter panel, as a filter form lists it (CatalogueFilterForm). */
export interface FilterChoiceSpec<K extends string = string> {
  /** The query parameter. */
  name: K;
  label: string;
  /** The first choice, which sets no filter ("All categories"); none for the sort. */
  all?: string;
  options: readonly SelectOption[];
  /** Spans both columns of the panel's grid on a phone (default); a narrow one sits beside another. */
  wide?: boolean;
  /** What a choice does besides setting its parameter (default: the list for it). */
  onChange?(value: string): void;
}

/** A filter panel's select: its id is `${section}-${name}`, the native one submits `name`. */
export function FilterChoice({ section, spec, value, onChange }: { section: string; spec: FilterChoiceSpec; value: string; onChange(value: string): void }) {
  const { name, label, all, options, wide = true } = spec;
  const select = (
    <ListSelect
      bare
      id={`${section}-${name}`}
      name={name}
      label={label}
      value={value}
      options={all === undefined ? options : [{ value: '', label: all }, ...options]}
      onChange={spec.onChange ?? onChange}
    />
  );
  return wide ? <div className="col-span-2 lg:col-span-1">{select}</div> : select;
}
