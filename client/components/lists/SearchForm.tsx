import type { FormEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useT } from '../../i18n.js';
import { listHref } from './hrefs.js';
import { SearchField } from './SearchField.js';

export interface SearchFormProps {
  /** The list's path ('/lawfirms'); the form submits there. */
  path: string;
  /** Element ids derive from it. */
  id: string;
  label: string;
  placeholder: string;
  q: string;
  /** Filters the search keeps (a chosen section…), as hidden fields. */
  keep?: Readonly<Record<string, string>>;
  /** More filters inside the form (a region select), submitted with it. */
  children?: ReactNode;
}

/**
 * A list's search: a GET form to the list (without JavaScript the browser submits it), sent
 * through the router once the page runs, with empty fields and page 1 left out of the URL.
 */
export function SearchForm({ path, id, label, placeholder, q, keep = {}, children }: SearchFormProps) {
  const t = useT('directory');
  const action = useHref(path);
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
    void navigate(listHref(path, values), { preventScrollReset: true });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper is not exposed by browsers older than 2023 (Safari 17), role="search" is by all
    <form method="get" action={action} role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="search-form">
      <SearchField id={id} name="q" label={label} placeholder={placeholder} value={q} className="min-w-0 flex-1 space-y-1.5" />
      {children}
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <button type="submit" className="btn btn-primary shrink-0">
        {t('search.button')}
      </button>
    </form>
  );
}
