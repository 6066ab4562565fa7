import { PROFILE_PROFESSIONS, type SpecialistLabels } from '../../../../shared/account/specialist-fields.js';
import { useT } from '../../../i18n.js';
import type { FormValues } from '../specialist-form-state.js';
import { FieldError } from './parts.js';

/** The profession, one of the catalogue's. */
export function ProfessionField({
  value,
  onChange,
  error,
  labels,
}: {
  value: FormValues['profession'];
  onChange(value: FormValues['profession']): void;
  error: string | undefined;
  labels: SpecialistLabels;
}) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  return (
    <div className="space-y-1.5" data-field="profession">
      <label htmlFor="specialist-profession" className="block text-sm font-medium">
        {labels.profession}
      </label>
      <select
        id="specialist-profession"
        name="profession"
        className={`control w-full ${error ? 'border-error' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value as FormValues['profession'])}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'specialist-profession-error' : undefined}
      >
        <option value="">{t('specialist.chooseProfession')}</option>
        {PROFILE_PROFESSIONS.map((profession) => (
          <option key={profession} value={profession}>
            {catalogue(`profession.${profession}`)}
          </option>
        ))}
      </select>
      <FieldError id="specialist-profession-error" message={error} />
    </div>
  );
}
