import { SPECIALIST_LIMITS as LIMITS } from '../../../../shared/account/specialist-fields.js';
import { LOCALES, type Locale } from '../../../../shared/locales.js';
import { useT } from '../../../i18n.js';
import { Textarea } from '../../directory/Textarea.js';
import { Group } from './parts.js';

/** About the specialist, in each of the site's languages. */
export function BioField({
  legend,
  value,
  onChange,
  errors,
}: {
  legend: string;
  value: Record<Locale, string>;
  onChange(value: Record<Locale, string>): void;
  errors: Record<string, string>;
}) {
  const t = useT('account');
  const catalogue = useT('catalogue');
  return (
    <Group legend={legend} hint={t('specialist.hints.bio')} error={errors.bio} field="bio">
      {LOCALES.map((lang) => (
        <Textarea
          key={lang}
          label={t('specialist.bioIn', { language: catalogue(`language.${lang}`) })}
          name={`bio.${lang}`}
          lang={lang}
          rows={3}
          className="min-h-24"
          maxLength={LIMITS.bio.max}
          value={value[lang]}
          onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          {...(errors[`bio.${lang}`] ? { error: errors[`bio.${lang}`] } : {})}
        />
      ))}
    </Group>
  );
}
