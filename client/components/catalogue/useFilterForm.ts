import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useHref, useNavigate } from 'react-router';
import { listSearch } from '../lists/hrefs.js';

/** How long typing rests before the list follows it. */
export const TYPING_DELAY_MS = 400;

export interface FilterForm<F extends { q: string } & Record<keyof F, string>> {
  /** What the controls show: the page's filters plus the visitor's changes not yet loaded. */
  draft: F;
  /** Changes controls without loading the list (typing). */
  edit(changes: Partial<F>): void;
  /** Loads the list for the draft with `changes`, from its first page, without a full reload. */
  apply(changes?: Partial<F>, options?: { replace?: boolean }): void;
  /** Loads the list once typing rests. */
  applyWhenIdle(changes: Partial<F>): void;
  /** The text field whose typing survives a list loaded meanwhile. */
  textRef: RefObject<HTMLInputElement | null>;
  /** Props of the <form>: a GET form to the list (works without JavaScript), enhanced. */
  formProps: { action: string; method: 'get'; onSubmit(event: FormEvent<HTMLFormElement>): void };
}

/**
 * A list's filter form: a plain GET form in the HTML; with JavaScript, a change navigates the
 * router to the list's URL (listSearch), which fetches _payload.json instead of a new document.
 */
export function useFilterForm<F extends { q: string } & Record<keyof F, string>>(path: string, filters: F): FilterForm<F> {
  const navigate = useNavigate();
  const action = useHref(path);
  const textRef = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draft, setDraft] = useState(filters);
  const [loaded, setLoaded] = useState(filters);

  // New filters from the server (normalized, or after Back): the controls follow them, except
  // a text field the visitor is typing in.
  if (loaded !== filters) {
    setLoaded(filters);
    const typing = typeof document !== 'undefined' && textRef.current !== null && document.activeElement === textRef.current;
    setDraft(typing ? { ...filters, q: draft.q } : filters);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: F, replace: boolean) => {
    clearTimeout(timer.current);
    void navigate(`${path}${listSearch(next)}`, { replace, preventScrollReset: true });
  };

  return {
    draft,
    textRef,
    edit: (changes) => setDraft((current) => ({ ...current, ...changes })),
    apply: (changes = {}, options = {}) => {
      const next = { ...draft, ...changes };
      setDraft(next);
      go(next, options.replace ?? false);
    },
    applyWhenIdle: (changes) => {
      const next = { ...draft, ...changes };
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(next, true), TYPING_DELAY_MS);
    },
    formProps: {
      action,
      method: 'get',
      onSubmit: (event) => {
        event.preventDefault();
        go(draft, false);
      },
    },
  };
}
