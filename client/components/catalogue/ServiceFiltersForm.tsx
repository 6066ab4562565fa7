import { useT } from '../../i18n.js';
import { CatalogueFilterForm } from './CatalogueFilterForm.js';
import { namedOptions } from './FilterChoice.js';
import type { Named, ServiceFilters } from '../../../shared/pages/catalogue/types.js';
import { useFilterForm } from './useFilterForm.js';

export const SERVICE_SORT_OPTIONS = ['popular', 'price', '-price', 'newest'] as const;

/** /services filters: text, category, price range in so'm, sort. A GET form, enhanced. */
export function ServiceFiltersForm({ filters, groups }: { filters: ServiceFilters; groups: Named[] }) {
  const t = useT('catalogue');
  const form = useFilterForm('/services', filters);
  const { draft } = form;
  const price = (key: 'priceMin' | 'priceMax') => (
    <div className="space-y-1.5">
      <label htmlFor={`services-${key}`} className="block text-sm font-medium">
        {t(`filters.${key}`)}
      </label>
      <input
        id={`services-${key}`}
        name={key}
        type="text"
        inputMode="numeric"
        pattern="[0-9 ]*"
        autoComplete="off"
        value={draft[key]}
        onChange={(event) => form.applyWhenIdle({ [key]: event.target.value.replace(/[^\d\s]/g, '') })}
        className="control w-full"
      />
    </div>
  );
  return (
    <CatalogueFilterForm
      section="services"
      filters={filters}
      form={form}
      sorts={SERVICE_SORT_OPTIONS}
      selects={[{ name: 'parent', label: t('filters.category'), all: t('filters.allCategories'), options: namedOptions(groups) }]}
    >
      <fieldset className="col-span-2 lg:col-span-1">
        <legend className="mb-1.5 text-sm font-medium">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {price('priceMin')}
          {price('priceMax')}
        </div>
      </fieldset>
    </CatalogueFilterForm>
  );
}
