import type { SpecializationGroup } from '../../../../shared/api/types.js';
import { useT } from '../../../i18n.js';
import { Checkbox } from '../../ui/Checkbox.js';
import { Group } from './parts.js';

/** The specializations, picked from the catalogue's groups. */
export function SpecializationsField({
  legend,
  groups,
  value,
  onChange,
  error,
}: {
  legend: string;
  groups: readonly SpecializationGroup[];
  value: string[];
  onChange(value: string[]): void;
  error: string | undefined;
}) {
  const t = useT('account');
  const toggle = (slug: string) => (value.includes(slug) ? value.filter((x) => x !== slug) : [...value, slug]);
  return (
    <Group legend={legend} hint={t('specialist.hints.specializations')} error={error} field="specializations">
      <p className="text-xs text-muted">{t('specialist.chosen', { count: value.length })}</p>
      <div className="max-h-64 space-y-4 overflow-y-auto rounded-xl border border-line p-3" data-testid="specialization-picker">
        {groups.map((group) => (
          <div key={group.slug}>
            <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{group.parent_specialization}</p>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {group.specializations.map((item) => (
                <Checkbox
                  key={item.slug}
                  label={item.name}
                  value={item.slug}
                  checked={value.includes(item.slug)}
                  onChange={() => onChange(toggle(item.slug))}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </Group>
  );
}
