import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { QuotableService, Quote } from '../../../shared/api/messages/contract.js';
import {
  QUOTE_DAYS_MAX,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_DESCRIPTION_MIN,
  QUOTE_VALID_DAYS_DEFAULT,
  QUOTE_VALID_DAYS_MAX,
} from '../../../shared/api/messages/limits.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { QuoteFormValues, ThreadFormRefusal } from '../../../shared/pages/messages/types.js';
import { somToTiyin } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { ThreadForm } from './ThreadForm.js';

type QuoteField = keyof QuoteFormValues;

const empty = (quotable: readonly QuotableService[]): QuoteFormValues => ({
  serviceId: quotable[0] ? String(quotable[0].id) : '',
  description: '',
  price: '',
  days: '',
  validDays: String(QUOTE_VALID_DAYS_DEFAULT),
});

const asNumber = (typed: string): number | string => (/^\s*\d{1,10}\s*$/.test(typed) ? Number(typed) : typed);

/**
 * The specialist's "Send a quote": a panel (a <details>, so it opens without JavaScript too) with a
 * service they may quote here, the work in a few lines, the price in so'm (sent as tiyin), the days
 * the work takes and how long the offer holds (7 days unless changed). The API's refusals are shown
 * at their fields, the "below the from price" one at the price.
 */
export function QuotePanel({
  conversationId,
  quotable,
  posted,
  onSent,
}: {
  conversationId: number;
  quotable: QuotableService[];
  posted?: ThreadFormRefusal | undefined;
  onSent(quote: Quote): void;
}) {
  const t = useT('messages');
  const { locale } = useAppState();
  const ids = useId();
  const refused = posted?.intent === 'quote' ? posted : undefined;
  const [open, setOpen] = useState(refused !== undefined);
  const [values, setValues] = useState<QuoteFormValues>(refused?.quote ?? empty(quotable));
  const [errors, setErrors] = useState<Partial<Record<QuoteField, string>>>(refused?.fields ?? {});
  const [problem, setProblem] = useState<string | null>(refused ? (Object.keys(refused.fields).length > 0 ? t('quote.checkFields') : refused.message) : null);
  const [sending, setSending] = useState(false);
  const service = quotable.find((one) => String(one.id) === values.serviceId);

  const set = (field: QuoteField) => (value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const price = somToTiyin(values.price);
    if (price === null) {
      setErrors((now) => ({ ...now, price: t('quote.priceInvalid') }));
      setProblem(t('quote.checkFields'));
      return;
    }
    setSending(true);
    setProblem(null);
    const outcome = await api.createQuote(
      { id: conversationId },
      {
        serviceId: asNumber(values.serviceId),
        description: values.description,
        price,
        days: asNumber(values.days),
        ...(values.validDays.trim() === '' ? {} : { validDays: asNumber(values.validDays) }),
      },
      { lang: locale },
    );
    setSending(false);
    if (outcome.ok) {
      onSent(outcome.value);
      setValues(empty(quotable));
      setErrors({});
      setOpen(false);
      return;
    }
    const fields = (outcome.error?.fields ?? {}) as Partial<Record<QuoteField, string>>;
    setErrors(fields);
    // Each refused field says why at the field; the line below the form only points to them.
    setProblem(
      outcome.status === 0 ? t('form.offline') : Object.keys(fields).length > 0 ? t('quote.checkFields') : (outcome.error?.message ?? t('form.failed')),
    );
  };

  const control = (field: QuoteField) => `control w-full ${errors[field] ? 'border-error' : ''}`;
  const described = (field: QuoteField, hint?: boolean) =>
    [hint ? `${ids}-${field}-hint` : '', errors[field] ? `${ids}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <details
      className="card group overflow-hidden"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      data-testid="quote-panel"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold hover:bg-raised [&::-webkit-details-marker]:hidden">
        <Icon name="lucide:file-text" size={18} className="text-accent" />
        {t('quoteForm.open')}
        <Icon name="lucide:chevron-down" size={18} className="ml-auto text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-line px-4 pb-4 pt-3">
        {quotable.length === 0 ? (
          <p className="text-sm text-muted">
            {t('quoteForm.nothing')}{' '}
            <Link to="/home" className="font-medium text-accent-strong underline underline-offset-2">
              {t('quoteForm.services')}
            </Link>
          </p>
        ) : (
          <ThreadForm conversationId={conversationId} intent="quote" onSubmit={(event) => void send(event)} className="space-y-4" testId="quote-form">
            <p className="text-sm text-muted">{t('quoteForm.lead')}</p>
            <Field label={t('quoteForm.service')} {...(errors.serviceId ? { error: errors.serviceId } : {})}>
              {(field) => (
                <select
                  id={field.input}
                  name="serviceId"
                  value={values.serviceId}
                  onChange={(event) => set('serviceId')(event.target.value)}
                  aria-describedby={field.describedBy}
                  aria-invalid={errors.serviceId ? true : undefined}
                  className={control('serviceId')}
                  data-testid="quote-service"
                >
                  {quotable.map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.priceKind === 'from'
                        ? t('quoteForm.serviceFrom', { title: one.title, price: formatMoney(one.price, locale) })
                        : t('quoteForm.serviceFixed', { title: one.title, price: formatMoney(one.price, locale) })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="space-y-1.5">
              <label htmlFor={`${ids}-description`} className="block text-sm font-medium">
                {t('quoteForm.description')}
              </label>
              <textarea
                id={`${ids}-description`}
                name="description"
                rows={3}
                value={values.description}
                onChange={(event) => set('description')(event.target.value)}
                placeholder={t('quoteForm.descriptionPlaceholder')}
                aria-describedby={described('description', true)}
                aria-invalid={errors.description ? true : undefined}
                className={`${control('description')} min-h-24 resize-y`}
                data-testid="quote-description"
              />
              <p id={`${ids}-description-hint`} className="text-xs text-muted">
                {t('quoteForm.descriptionHint', { min: QUOTE_DESCRIPTION_MIN, max: QUOTE_DESCRIPTION_MAX })}
              </p>
              {errors.description ? (
                <p id={`${ids}-description-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
                  {errors.description}
                </p>
              ) : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="space-y-1.5">
                <label htmlFor={`${ids}-price`} className="block text-sm font-medium">
                  {t('quoteForm.price')}
                </label>
                <input
                  id={`${ids}-price`}
                  name="price"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.price}
                  onChange={(event) => set('price')(event.target.value)}
                  aria-describedby={described('price', service?.priceKind === 'from')}
                  aria-invalid={errors.price ? true : undefined}
                  className={control('price')}
                  data-testid="quote-price-input"
                />
                {service?.priceKind === 'from' ? (
                  <p id={`${ids}-price-hint`} className="text-xs text-muted">
                    {t('quoteForm.priceHint', { min: formatMoney(service.price, locale) })}
                  </p>
                ) : null}
                {errors.price ? (
                  <p id={`${ids}-price-error`} className="text-xs font-medium text-red-700 dark:text-red-300" data-testid="quote-price-error">
                    {errors.price}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${ids}-days`} className="block text-sm font-medium">
                  {t('quoteForm.days')}
                </label>
                <input
                  id={`${ids}-days`}
                  name="days"
                  type="number"
                  min={1}
                  max={QUOTE_DAYS_MAX}
                  inputMode="numeric"
                  value={values.days}
                  onChange={(event) => set('days')(event.target.value)}
                  aria-describedby={described('days')}
                  aria-invalid={errors.days ? true : undefined}
                  className={control('days')}
                  data-testid="quote-days"
                />
                {errors.days ? (
                  <p id={`${ids}-days-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
                    {errors.days}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${ids}-validDays`} className="block text-sm font-medium">
                  {t('quoteForm.validDays')}
                </label>
                <input
                  id={`${ids}-validDays`}
                  name="validDays"
                  type="number"
                  min={1}
                  max={QUOTE_VALID_DAYS_MAX}
                  inputMode="numeric"
                  value={values.validDays}
                  onChange={(event) => set('validDays')(event.target.value)}
                  aria-describedby={described('validDays', true)}
                  aria-invalid={errors.validDays ? true : undefined}
                  className={control('validDays')}
                  data-testid="quote-valid-days"
                />
                <p id={`${ids}-validDays-hint`} className="text-xs text-muted">
                  {t('quoteForm.validDaysHint', { max: QUOTE_VALID_DAYS_MAX })}
                </p>
                {errors.validDays ? (
                  <p id={`${ids}-validDays-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
                    {errors.validDays}
                  </p>
                ) : null}
              </div>
            </div>
            {problem ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="quote-form-problem">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="submit" loading={sending} disabled={sending} data-testid="quote-send">
                <Icon name="lucide:send" size={16} />
                {t('quoteForm.send')}
              </Button>
            </div>
          </ThreadForm>
        )}
      </div>
    </details>
  );
}
