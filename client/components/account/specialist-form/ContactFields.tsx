import type { SpecialistLabels } from '../../../../shared/account/specialist-fields.js';
import { groupDigits } from '../../../../shared/format/phone.js';
import { LOCALES } from '../../../../shared/locales.js';
import { useT } from '../../../i18n.js';
import { Checkbox } from '../../ui/Checkbox.js';
import { Input } from '../../ui/Input.js';
import type { FormValues } from '../specialist-form-state.js';
import { Group } from './parts.js';
import type { SetValue } from './use-specialist-form.js';

/** The phone (grouped as it is left) and the languages the specialist works in, side by side. */
export function ContactFields({
  values,
  set,
  errors,
  labels,
}: {
  values: FormValues;
  set: SetValue;
  errors: Record<string, string>;
  labels: SpecialistLabels;
}) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div data-field="phone">
        <Input
          label={labels.phone}
          hint={t('specialist.hints.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          onBlur={() => set('phone', groupDigits(values.phone) || values.phone)}
          {...(errors.phone ? { error: errors.phone } : {})}
        />
      </div>
      <Group legend={labels.languages} error={errors.languages} field="languages">
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {LOCALES.map((lang) => (
            <Checkbox
              key={lang}
              label={catalogue(`language.${lang}`)}
              checked={values.languages.includes(lang)}
              onChange={() =>
                set(
                  'languages',
                  LOCALES.filter((l) => (l === lang ? !values.languages.includes(l) : values.languages.includes(l))),
                )
              }
            />
          ))}
        </div>
      </Group>
    </div>
  );
}
