import type { FormEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { listHref } from './hrefs.js';

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
 * The list's search: a GET form to the list (without JavaScript the browser submits it), sent
 * through the router once the page runs, with empty fields and page 1 left out of the URL.
 */
export function SearchForm({ path, id, label, placeholder, q, keep = {}, children }: SearchFormProps) {
  const t = useT('directory');
  const action = useHref(path);
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
    void navigate(listHref(path, values), { preventScrollReset: true });
  };
  return (
    <form method="get" action={action} role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="search-form">
      <div className="min-w-0 flex-1 space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <div className="relative">
          <Icon name="lucide:search" size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
          <input
            key={q}
            id={id}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={placeholder}
            maxLength={200}
            autoComplete="off"
            className="control w-full pl-10"
          />
        </div>
      </div>
      {children}
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <button type="submit" className="btn btn-primary shrink-0">
        {t('search.button')}
      </button>
    </form>
  );
}
