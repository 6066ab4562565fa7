import type { ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { activeFilterCount } from '../lists/hrefs.js';
import { SearchField } from '../lists/SearchField.js';
import { FilterChoice, type FilterChoiceSpec } from './FilterChoice.js';
import { FilterPanel } from './FilterPanel.js';
import type { FilterForm } from './useFilterForm.js';

type ListFilters = { q: string; sort: string } & Record<string, string>;

/**
 * A catalogue list's filter form (/services, /specialists): a GET form (useFilterForm), its search
 * field, the section's own filters in the panel (its selects, then any other cells), then the
 * sort, whose choices start with "relevance" while something is searched. A choice loads the list.
 */
export function CatalogueFilterForm<F extends ListFilters>({
  section,
  filters,
  form,
  sorts,
  selects,
  children,
}: {
  section: 'services' | 'specialists';
  /** The page's filters (the count of those set opens the panel on a phone). */
  filters: F;
  form: FilterForm<F>;
  /** The sorts, the default first. */
  sorts: readonly string[];
  /** The section's selects, cells of the panel's grid. */
  selects: readonly FilterChoiceSpec<keyof F & string>[];
  /** The section's other filters, cells after the selects. */
  children?: ReactNode;
}) {
  const t = useT('catalogue');
  const { draft } = form;
  // F's q and sort are strings (ListFilters); a generic Partial<F> cannot be built from them.
  const change = (changes: Partial<ListFilters>) => changes as Partial<F>;
  const choices = draft.q ? ['relevance', ...sorts] : sorts;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> wrapper is not exposed by browsers older than 2023 (Safari 17), role="search" is by all
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
            look="catalogue"
          />
        }
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
          {selects.map((spec) => (
            <FilterChoice
              key={spec.name}
              section={section}
              spec={spec}
              value={draft[spec.name] ?? ''}
              onChange={(value) => form.apply(change({ [spec.name]: value }))}
            />
          ))}
          {children}
          <FilterChoice
            section={section}
            spec={{ name: 'sort', label: t('filters.sort'), options: choices.map((value) => ({ value, label: t(`sort.${value}`) })) }}
            value={draft.sort || choices[0] || ''}
            onChange={(sort) => form.apply(change({ sort }))}
          />
        </div>
      </FilterPanel>
    </form>
  );
}
