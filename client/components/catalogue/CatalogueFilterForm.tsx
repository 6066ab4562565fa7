import type { ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { FilterPanel } from './FilterPanel.js';
import { FilterSelect } from './FilterSelect.js';
import { activeFilterCount } from './search-params.js';
import { SearchField } from './SearchField.js';
import type { FilterForm } from './useFilterForm.js';

type ListFilters = { q: string; sort: string } & Record<string, string>;

/**
 * A catalogue list's filter form (/services, /specialists): a GET form (useFilterForm), its search
 * field, the section's own filters in the panel, then the sort, whose choices start with
 * "relevance" while something is searched.
 */
export function CatalogueFilterForm<F extends ListFilters>({
  section,
  filters,
  form,
  sorts,
  children,
}: {
  section: 'services' | 'specialists';
  /** The page's filters (the count of those set opens the panel on a phone). */
  filters: F;
  form: FilterForm<F>;
  /** The sorts, the default first. */
  sorts: readonly string[];
  /** The section's filters, cells of the panel's grid. */
  children: ReactNode;
}) {
  const t = useT('catalogue');
  const { draft } = form;
  // F's q and sort are strings (ListFilters); a generic Partial<F> cannot be built from them.
  const change = (changes: Partial<ListFilters>) => changes as Partial<F>;
  const choices = draft.q ? ['relevance', ...sorts] : sorts;
  return (
    <form {...form.formProps} role="search" aria-label={t(`${section}.filtersLabel`)} data-testid="filters">
      <FilterPanel
        active={activeFilterCount(filters)}
        search={
          <SearchField
            id={`${section}-q`}
            name="q"
            label={t(`${section}.searchLabel`)}
            placeholder={t(`${section}.searchPlaceholder`)}
            value={draft.q}
            inputRef={form.textRef}
            onChange={(q) => form.applyWhenIdle(change({ q }))}
          />
        }
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          {children}
          <div className="col-span-2 lg:col-span-1">
            <FilterSelect
              id={`${section}-sort`}
              name="sort"
              label={t('filters.sort')}
              value={draft.sort || choices[0] || ''}
              options={choices.map((value) => ({ value, label: t(`sort.${value}`) }))}
              onChange={(sort) => form.apply(change({ sort }))}
            />
          </div>
        </div>
      </FilterPanel>
    </form>
  );
}
