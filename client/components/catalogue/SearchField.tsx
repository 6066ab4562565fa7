import type { RefObject } from 'react';
import { Icon } from '../Icon.js';

export interface SearchFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  onChange(value: string): void;
}

/** A labelled search input with its magnifier; Enter submits the form it is in. */
export function SearchField({ id, name, label, placeholder, value, inputRef, onChange }: SearchFieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Icon name="lucide:search" size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="control w-full pl-10"
        />
      </div>
    </div>
  );
}
