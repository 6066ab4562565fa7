import { Link, useHref, useSearchParams } from 'react-router';
import type { BaseAmountPreview, OpsBaseAmount } from '../../../shared/api/ops/contract.js';
import type { Locale } from '../../../shared/locales.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import { formatNumber } from '../../../shared/format/number.js';
import { tiyinOfSom, type BaseAmountFormState, type BaseAmountFormValues } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { Field } from '../../components/ui/Field.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { MovedClaims } from './MovedClaims.js';
import { OpsNav } from './OpsNav.js';

const PATH = '/ops/base-calculation-amounts';

/** So'm as the form shows them: whole, without the currency ("412 000"). */
function somText(tiyin: number): string {
  return tiyin % 100 === 0 ? String(tiyin / 100) : (tiyin / 100).toFixed(2);
}

/** The form's first values: the posted ones, the day asked to be corrected, or an empty new day. */
function initialValues(posted: BaseAmountFormState | undefined, correcting: OpsBaseAmount | undefined, today: string): BaseAmountFormValues {
  if (posted) return posted.values;
  if (correcting) {
    return {
      validFrom: correcting.validFrom,
      amount: somText(correcting.amount),
      actUz: correcting.act.uz,
      actRu: correcting.act.ru,
      actEn: correcting.act.en,
      sourceUrl: correcting.sourceUrl ?? '',
      note: '',
      mode: 'correct',
    };
  }
  return { validFrom: today, amount: '', actUz: '', actRu: '', actEn: '', sourceUrl: '', note: '', mode: 'add' };
}

function AmountsTable({ items, locale }: { items: OpsBaseAmount[]; locale: Locale }) {
  const t = useT('ops');
  return (
    // On a phone each amount is a block of its own (a table would be wider than the screen).
    <div className="card">
      <table className="w-full text-left text-sm max-sm:block" data-testid="amounts-table">
        <caption className="sr-only">{t('amounts.tableCaption')}</caption>
        <thead className="border-b border-line text-xs uppercase text-muted max-sm:hidden">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('amounts.columns.period')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('amounts.columns.amount')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('amounts.columns.act')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('amounts.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {items.map((item) => (
            <tr key={item.validFrom} data-testid="amount-row" data-day={item.validFrom} className="max-sm:block max-sm:py-2">
              <td className="px-4 py-3 align-top max-sm:block max-sm:py-1">
                <span className="whitespace-nowrap">
                  {item.validTo
                    ? t('amounts.period', { from: formatDate(item.validFrom, locale), to: formatDate(item.validTo, locale) })
                    : t('amounts.since', { from: formatDate(item.validFrom, locale) })}
                </span>
                <span className="mt-1 flex flex-wrap gap-1">
                  {item.current ? <Badge color="green">{t('amounts.current')}</Badge> : null}
                  {!item.current && item.validTo === null ? <Badge color="gold">{t('amounts.scheduled')}</Badge> : null}
                  {item.operatorEdited ? <Badge color="iris">{t('amounts.edited')}</Badge> : null}
                </span>
              </td>
              <td className="px-4 py-3 text-right align-top font-semibold tabular-nums whitespace-nowrap max-sm:block max-sm:py-1 max-sm:text-left">
                {formatMoney(item.amount, locale)}
              </td>
              <td className="px-4 py-3 align-top max-sm:block max-sm:py-1">
                {item.act[locale]}
                {item.sourceUrl ? (
                  <>
                    {' '}
                    <a href={item.sourceUrl} className="font-medium text-accent-strong underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                      {t('amounts.source')}
                    </a>
                  </>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right align-top max-sm:block max-sm:py-1 max-sm:text-left">
                <Link to={`${PATH}?correct=${item.validFrom}#amount-form`} className="btn btn-ghost btn-sm" data-testid="correct-amount">
                  {t('amounts.correct')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewResult({ preview, values, locale }: { preview: BaseAmountPreview; values: BaseAmountFormValues; locale: Locale }) {
  const t = useT('ops');
  const money = (tiyin: number | null) => (tiyin === null ? '—' : formatMoney(tiyin, locale));
  return (
    <section aria-labelledby="preview-heading" className="card mt-6 p-5" data-testid="amount-preview">
      <h2 id="preview-heading" className="text-lg font-semibold">
        {t('amounts.preview.title', { date: formatDate(preview.validFrom, locale) })}
      </h2>
      <p className="mt-1 text-sm">{t('amounts.preview.change', { before: money(preview.previous), after: money(tiyinOfSom(values.amount)) })}</p>
      <p className="mt-1 text-sm" data-testid="preview-moved">
        {t('amounts.preview.moved', {
          count: preview.moved,
          moved: formatNumber(preview.moved, locale),
          examined: formatNumber(preview.examined, locale),
        })}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('amounts.preview.untouched', { count: preview.untouched, formatted: formatNumber(preview.untouched, locale) })}
      </p>
      <MovedClaims items={preview.items} locale={locale} />
    </section>
  );
}

/**
 * /ops/base-calculation-amounts (issue 32, ADR 022): every base calculation amount with its period
 * and act, the one in force marked; a form (a plain one, posted to the page: server/loaders/ops/
 * base-amounts-form.ts) to add a new day's amount or correct one, with "Preview" showing which
 * claims being written would have their duty estimate moved before anything is saved. A save is
 * audited; the drafts are recounted and their owners told once the amount is in force; a claim
 * already generated keeps its figures.
 */
export default function OpsBaseAmountsPage() {
  const data = usePageData('ops-base-amounts');
  const posted = usePostedForm('ops-base-amounts');
  const t = useT('ops');
  const { locale } = useAppState();
  const viewer = useViewer();
  const action = useHref(PATH);
  const [params] = useSearchParams();
  const correcting = data.items.find((item) => item.validFrom === params.get('correct'));
  const values = initialValues(posted, correcting, data.today);
  const errors = posted?.fields ?? {};
  const error = (name: keyof BaseAmountFormValues) => (errors[name] ? { error: errors[name] } : {});
  const textArea = (name: 'actUz' | 'actRu' | 'actEn', lang: Locale) => (
    <Field label={t(`amounts.form.${name}`)} {...error(name)}>
      {(ids) => (
        <textarea
          id={ids.input}
          name={name}
          lang={lang}
          defaultValue={values[name]}
          required
          maxLength={500}
          aria-describedby={ids.describedBy}
          aria-invalid={errors[name] ? true : undefined}
          className={`control min-h-20 w-full resize-y ${errors[name] ? 'border-error' : ''}`}
        />
      )}
    </Field>
  );

  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('amounts.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('amounts.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>

      <AmountsTable items={data.items} locale={locale} />

      <section aria-labelledby="amount-form-heading" id="amount-form" className="mt-8">
        <h2 id="amount-form-heading" className="text-xl font-semibold">
          {values.mode === 'correct' ? t('amounts.form.correctTitle', { date: formatDate(values.validFrom, locale) }) : t('amounts.form.addTitle')}
        </h2>
        {posted?.message ? (
          <p role="alert" className="mt-3 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
            {posted.message}
          </p>
        ) : null}
        <form
          key={`${values.mode}-${values.validFrom}-${posted ? 'posted' : 'fresh'}`}
          method="post"
          action={`${action}${values.mode === 'correct' ? `?correct=${values.validFrom}` : ''}`}
          className="card mt-4 grid gap-4 p-5 sm:grid-cols-2"
          data-testid="amount-form"
          noValidate
        >
          {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
          <input type="hidden" name="mode" value={values.mode} />
          <Input
            label={t('amounts.form.validFrom')}
            name="validFrom"
            type="date"
            defaultValue={values.validFrom}
            readOnly={values.mode === 'correct'}
            required
            {...error('validFrom')}
          />
          <Input
            label={t('amounts.form.amount')}
            hint={t('amounts.form.amountHint')}
            name="amount"
            inputMode="decimal"
            defaultValue={values.amount}
            required
            {...error('amount')}
          />
          <div className="sm:col-span-2 grid gap-4 sm:grid-cols-3">
            {textArea('actUz', 'uz')}
            {textArea('actRu', 'ru')}
            {textArea('actEn', 'en')}
          </div>
          <Input
            label={t('amounts.form.sourceUrl')}
            hint={t('amounts.form.sourceUrlHint')}
            name="sourceUrl"
            type="url"
            defaultValue={values.sourceUrl}
            {...error('sourceUrl')}
          />
          <Input label={t('amounts.form.note')} hint={t('amounts.form.noteHint')} name="note" defaultValue={values.note} {...error('note')} />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" name="intent" value="preview" className="btn btn-outline" data-testid="preview-amount">
              {t('amounts.form.preview')}
            </button>
            <button type="submit" name="intent" value="save" className="btn btn-primary" data-testid="save-amount">
              {values.mode === 'correct' ? t('amounts.form.saveCorrection') : t('amounts.form.save')}
            </button>
            {values.mode === 'correct' ? (
              <Link to={`${PATH}#amount-form`} className="btn btn-ghost">
                {t('amounts.form.addInstead')}
              </Link>
            ) : null}
          </div>
        </form>
        {posted?.preview ? <PreviewResult preview={posted.preview} values={values} locale={locale} /> : null}
      </section>
    </div>
  );
}
