import type { ChangeEvent, RefObject } from 'react';
import { Icon } from '../Icon.js';
import type { ListLook } from './look.js';

export interface SearchFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  /** Given, the field is controlled (the catalogue's list follows the typing); else it starts at `value` again whenever that changes. */
  onChange?(value: string): void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Classes of the field's box. */
  className?: string;
  look?: ListLook;
}

/** The input's typing hints, in the order each look's HTML has them (the catalogue's with the search key on the keyboard). */
const TYPING = {
  catalogue: { autoComplete: 'off', enterKeyHint: 'search', maxLength: 200 },
  directory: { maxLength: 200, autoComplete: 'off' },
} as const satisfies Record<ListLook, object>;

/** A labelled search input with its magnifier; Enter submits the form it is in. */
export function SearchField({ id, name, label, placeholder, value, onChange, inputRef, className = 'space-y-1.5', look = 'directory' }: SearchFieldProps) {
  const text = onChange ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Icon name="lucide:search" size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          key={onChange ? undefined : value}
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          {...text}
          placeholder={placeholder}
          {...TYPING[look]}
          className="control w-full pl-10"
        />
      </div>
    </div>
  );
}
