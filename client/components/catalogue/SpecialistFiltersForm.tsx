import { LOCALES } from '../../../shared/locales.js';
import { uniqueSpecializations } from '../../../shared/specializations.js';
import { useT } from '../../i18n.js';
import { CatalogueFilterForm } from './CatalogueFilterForm.js';
import { namedOptions } from './FilterChoice.js';
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
  const years = experienceChoices(draft.experience).map((count) => ({ value: String(count), label: t('filters.experienceAtLeast', { count }) }));
  return (
    <CatalogueFilterForm
      section="specialists"
      filters={filters}
      form={form}
      sorts={SPECIALIST_SORT_OPTIONS}
      selects={[
        {
          name: 'parent',
          label: t('filters.parent'),
          all: t('filters.allParents'),
          options: namedOptions(groups),
          onChange: (value) => {
            // A specialization outside the new parent is dropped with it.
            const next = groups.find((g) => g.slug === value);
            const keeps = next?.specializations.some((s) => s.slug === draft.specialization) ?? true;
            form.apply({ parent: value, ...(keeps ? {} : { specialization: '' }) });
          },
        },
        { name: 'specialization', label: t('filters.specialization'), all: t('filters.allSpecializations'), options: namedOptions(specializations) },
        {
          name: 'language',
          label: t('filters.language'),
          all: t('filters.anyLanguage'),
          options: LOCALES.map((lng) => ({ value: lng, label: t(`language.${lng}`) })),
          wide: false,
        },
        { name: 'experience', label: t('filters.experience'), all: t('filters.anyExperience'), options: years, wide: false },
      ]}
    />
  );
}
