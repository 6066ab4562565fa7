import { LOCALES } from '../../../shared/locales.js';
import { uniqueSpecializations } from '../../../shared/specializations.js';
import { useT } from '../../i18n.js';
import { CatalogueFilterForm } from './CatalogueFilterForm.js';
import { FilterSelect } from './FilterSelect.js';
import type { GroupOption, SpecialistFilters } from '../../../shared/pages/catalogue/types.js';
import { useFilterForm } from './useFilterForm.js';

export const SPECIALIST_SORT_OPTIONS = ['rating', 'reviews', 'experience', 'newest', 'name'] as const;
/** "At least N years" choices of the experience filter. */
export const EXPERIENCE_CHOICES = [1, 3, 5, 10, 15, 20] as const;

/** The experience choices, with a value from a shared link that is not among them. */
function experienceChoices(current: string): number[] {
  const chosen = Number(current);
  const list: number[] = [...EXPERIENCE_CHOICES];
  if (chosen > 0 && !list.includes(chosen)) list.push(chosen);
  return list.sort((a, b) => a - b);
}

/**
 * /specialists filters: text, parent specialization, specialization (those of the chosen parent,
 * else every unique one, docs/product.md §3), language, experience, sort. A GET form, enhanced.
 */
export function SpecialistFiltersForm({ filters, groups }: { filters: SpecialistFilters; groups: GroupOption[] }) {
  const t = useT('catalogue');
  const form = useFilterForm('/specialists', filters);
  const { draft } = form;
  const parent = groups.find((g) => g.slug === draft.parent);
  const specializations = parent ? parent.specializations : uniqueSpecializations(groups);
  return (
    <CatalogueFilterForm section="specialists" filters={filters} form={form} sorts={SPECIALIST_SORT_OPTIONS}>
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect
          id="specialists-parent"
          name="parent"
          label={t('filters.parent')}
          value={draft.parent}
          options={[{ value: '', label: t('filters.allParents') }, ...groups.map((g) => ({ value: g.slug, label: g.name }))]}
          onChange={(value) => {
            const next = groups.find((g) => g.slug === value);
            const keeps = next?.specializations.some((s) => s.slug === draft.specialization) ?? true;
            form.apply({ parent: value, ...(keeps ? {} : { specialization: '' }) });
          }}
        />
      </div>
      <div className="col-span-2 lg:col-span-1">
        <FilterSelect
          id="specialists-specialization"
          name="specialization"
          label={t('filters.specialization')}
          value={draft.specialization}
          options={[{ value: '', label: t('filters.allSpecializations') }, ...specializations.map((s) => ({ value: s.slug, label: s.name }))]}
          onChange={(specialization) => form.apply({ specialization })}
        />
      </div>
      <FilterSelect
        id="specialists-language"
        name="language"
        label={t('filters.language')}
        value={draft.language}
        options={[{ value: '', label: t('filters.anyLanguage') }, ...LOCALES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))]}
        onChange={(language) => form.apply({ language })}
      />
      <FilterSelect
        id="specialists-experience"
        name="experience"
        label={t('filters.experience')}
        value={draft.experience}
        options={[
          { value: '', label: t('filters.anyExperience') },
          ...experienceChoices(draft.experience).map((years) => ({ value: String(years), label: t('filters.experienceAtLeast', { count: years }) })),
        ]}
        onChange={(experience) => form.apply({ experience })}
      />
    </CatalogueFilterForm>
  );
}
