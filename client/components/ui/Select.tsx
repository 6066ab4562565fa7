import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  /**
   * Base of the element ids (label, button, options). Explicit so a page can point at them
   * (aria-describedby, tests) and they read the same in the server's HTML and after hydration.
   */
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange(value: string): void;
  placeholder?: string;
  /** Submitted with a form under this name. */
  name?: string;
  hint?: string;
}

/**
 * A select-only combobox (WAI-ARIA APG): a button that opens a list of options, at most 15rem
 * tall (docs/product.md §9). Arrows, Home, End, Enter, Space, Escape, Tab and typing a letter work as in
 * a native select; the screen reader hears the active option.
 */
const optionIdOf = (base: string, index: number) => `${base}-option-${index}`;

export function Select({ id: base, label, options, value, onChange, placeholder, name, hint }: SelectProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const optionId = (index: number) => optionIdOf(base, index);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[id="${optionIdOf(base, active)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, base]);

  const openList = () => {
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
  };
  const typeahead = (key: string) => {
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase(), at: now };
    const start = open ? active : Math.max(0, selectedIndex);
    const order = [...options.keys()].map((i) => (start + 1 + i) % options.length);
    const match = order.find((i) => options[i]?.label.toLowerCase().startsWith(typed.current.text));
    if (match === undefined) return;
    if (open) setActive(match);
    else choose(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = options.length - 1;
    // biome-ignore-start lint/correctness/noComponentHookFactories: the keys are KeyboardEvent.key names, not React components.
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive(Math.min(last, active + 1)) : openList()),
      ArrowUp: () => (open ? setActive(Math.max(0, active - 1)) : openList()),
      Home: () => open && setActive(0),
      End: () => open && setActive(last),
      PageDown: () => open && setActive(Math.min(last, active + 10)),
      PageUp: () => open && setActive(Math.max(0, active - 10)),
      Enter: () => (open ? choose(active) : openList()),
      ' ': () => (open ? choose(active) : openList()),
      Escape: () => setOpen(false),
    };
    // biome-ignore-end lint/correctness/noComponentHookFactories: see above.
    const action = keys[event.key];
    if (action && (event.key !== 'Home' && event.key !== 'End' ? true : open)) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab' && open) {
      choose(active);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      typeahead(event.key);
    }
  };

  return (
    <div className="relative space-y-1.5">
      <span id={`${base}-label`} className="block text-sm font-medium">
        {label}
      </span>
      <button
        type="button"
        role="combobox"
        className="control flex w-full items-center justify-between gap-2 text-left"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${base}-list`}
        aria-labelledby={`${base}-label ${base}-value`}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-describedby={hint ? `${base}-hint` : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        data-testid="select-button"
      >
        <span id={`${base}-value`} className={selected ? '' : 'text-muted'}>
          {selected?.label ?? placeholder ?? t('ui.select.placeholder')}
        </span>
        <Icon name="lucide:chevron-down" size={16} className={`shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <ul
        ref={listRef}
        id={`${base}-list`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG select-only combobox: the list is a listbox driven from the button (aria-activedescendant); a <select> cannot be styled as docs/product.md §9 asks
        role="listbox"
        aria-labelledby={`${base}-label`}
        tabIndex={-1}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-60 overflow-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
        data-testid="select-menu"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays on the button (aria-activedescendant), whose onKeyDown chooses the active option; the click is the mouse's way
          // biome-ignore lint/a11y/useFocusableInteractive: an option is never focused: the button keeps the focus and points at the active option (aria-activedescendant)
          <li
            key={option.value}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the options of the APG listbox, inside the <ul role="listbox">
            role="option"
            aria-selected={option.value === value}
            className={`flex cursor-pointer items-center justify-between rounded-lg px-3 py-2 text-sm ${index === active ? 'bg-raised' : ''} ${option.value === value ? 'font-semibold text-accent-strong' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.label}
            {option.value === value ? <Icon name="lucide:check" size={16} /> : null}
          </li>
        ))}
      </ul>
      {hint ? (
        <p id={`${base}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
