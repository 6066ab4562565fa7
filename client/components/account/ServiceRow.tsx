import { APPLICATION_LIMITS } from '../../../shared/account/application.js';
import type { ServiceFormValues } from '../../../shared/pages/account/application.js';
import { useT } from '../../i18n.js';
import { Field } from '../ui/Field.js';
import { Input } from '../ui/Input.js';

/**
 * A service to sell, as a specialist's application and a law firm's registration type it (issue 32):
 * its name, what the client gets, a fixed or "from" price in UZS and its IKPU code, posted as
 * `services.N.*` of the page's plain form. `errors` are the form's messages by field path.
 */
export function TextArea({
  name,
  label,
  hint,
  value,
  max,
  error,
  rows = 4,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  max: number;
  error?: string;
  rows?: number;
}) {
  return (
    <Field label={label} {...(hint ? { hint } : {})} {...(error ? { error } : {})}>
      {(ids) => (
        <textarea
          id={ids.input}
          name={name}
          defaultValue={value}
          rows={rows}
          maxLength={max}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={`control w-full resize-y ${error ? 'border-error' : ''}`}
        />
      )}
    </Field>
  );
}

export function ServiceRow({ index, service, errors }: { index: number; service: ServiceFormValues; errors: Record<string, string> }) {
  const t = useT('account');
  const name = (field: keyof ServiceFormValues) => `services.${index}.${field}`;
  const error = (field: keyof ServiceFormValues) => errors[name(field)] ?? (index === 0 ? errors.services : undefined);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2" data-testid="application-service">
      <legend className="px-1 text-sm font-semibold">{t('application.serviceN', { n: index + 1 })}</legend>
      <div className="sm:col-span-2">
        <Input label={t('application.service.title')} name={name('title')} defaultValue={service.title} maxLength={APPLICATION_LIMITS.serviceTitle.max} />
      </div>
      <div className="sm:col-span-2">
        <TextArea
          name={name('description')}
          label={t('application.service.description')}
          value={service.description}
          max={APPLICATION_LIMITS.serviceDescription.max}
          rows={3}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`service-${index}-kind`} className="block text-sm font-medium">
          {t('application.service.priceKind')}
        </label>
        <select id={`service-${index}-kind`} name={name('priceKind')} defaultValue={service.priceKind} className="control w-full">
          <option value="fixed">{t('application.service.fixed')}</option>
          <option value="from">{t('application.service.from')}</option>
        </select>
      </div>
      <Input
        label={t('application.service.price')}
        name={name('price')}
        inputMode="decimal"
        defaultValue={service.price}
        {...(errors[name('price')] ? { error: errors[name('price')] } : {})}
      />
      <div className="sm:col-span-2">
        <Input
          label={t('application.service.ikpuCode')}
          hint={t('application.service.ikpuHint')}
          name={name('ikpuCode')}
          inputMode="numeric"
          defaultValue={service.ikpuCode}
          {...(error('ikpuCode') ? { error: error('ikpuCode') } : {})}
        />
      </div>
    </fieldset>
  );
}
