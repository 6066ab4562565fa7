import { Link, useHref, useSearchParams } from 'react-router';
import type { OpsDutyExemption, OpsDutyRule } from '../../../shared/api/ops/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import type { Locale } from '../../../shared/locales.js';
import type { DutyFormState, DutyFormValues } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Badge } from '../../components/ui/Badge.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { MovedClaims } from './MovedClaims.js';
import { OpsNav } from './OpsNav.js';

const PATH = '/ops/state-duty';

const numberText = (value: number | null) => (value === null ? '' : String(value));

function period(from: string, to: string | null, locale: Locale, t: (key: string, options?: Record<string, unknown>) => string): string {
  return to ? t('amounts.period', { from: formatDate(from, locale), to: formatDate(to, locale) }) : t('amounts.since', { from: formatDate(from, locale) });
}

/** A rule's figures in words: "2 % (at least 1 BCA, at most 100 BCA)", or "5 BCA". */
function figures(rule: OpsDutyRule, locale: Locale, t: (key: string, options?: Record<string, unknown>) => string): string {
  const n = (value: number) => formatNumber(value, locale);
  if (rule.percent === null) return t('duty.fixed', { bca: n(rule.fixedBca ?? 0) });
  const bounds = [
    rule.minBca !== null ? t('duty.min', { bca: n(rule.minBca) }) : null,
    rule.maxBca !== null ? t('duty.max', { bca: n(rule.maxBca) }) : null,
  ].filter(Boolean);
  return `${t('duty.percent', { percent: n(rule.percent) })}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}`;
}

function valuesOf(item: OpsDutyRule | OpsDutyExemption): DutyFormValues {
  const rule = 'percent' in item ? item : null;
  return {
    percent: numberText(rule?.percent ?? null),
    minBca: numberText(rule?.minBca ?? null),
    maxBca: numberText(rule?.maxBca ?? null),
    fixedBca: numberText(rule?.fixedBca ?? null),
    smallBusinessPercent: numberText(rule?.smallBusinessPercent ?? null),
    validFrom: item.validFrom,
    validTo: item.validTo ?? '',
    act: item.act,
    sourceUrl: item.sourceUrl ?? '',
    note: '',
  };
}

function Badges({ item }: { item: OpsDutyRule | OpsDutyExemption }) {
  const t = useT('ops');
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {item.current ? <Badge color="green">{t('amounts.current')}</Badge> : null}
      {item.operatorEdited ? <Badge color="iris">{t('amounts.edited')}</Badge> : null}
    </span>
  );
}

function CorrectionForm({ target, item, posted }: { target: 'rule' | 'exemption'; item: OpsDutyRule | OpsDutyExemption; posted: DutyFormState | undefined }) {
  const t = useT('ops');
  const { locale } = useAppState();
  const viewer = useViewer();
  const action = useHref(PATH);
  const mine = posted && posted.target === target && posted.slug === item.slug ? posted : undefined;
  const values = mine?.values ?? valuesOf(item);
  const errors = mine?.fields ?? {};
  const error = (name: keyof DutyFormValues) => (errors[name] ? { error: errors[name] } : {});
  const number = (name: keyof DutyFormValues, label: string) => (
    <Input label={label} name={name} inputMode="decimal" defaultValue={values[name]} autoComplete="off" {...error(name)} />
  );
  const id = `${target}-form`;
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t(target === 'rule' ? 'duty.correctRule' : 'duty.correctExemption', { slug: item.slug })}
      </h2>
      {mine?.message ? (
        <p role="alert" className="mt-3 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {mine.message}
        </p>
      ) : null}
      <form
        key={`${target}-${item.slug}-${mine ? 'posted' : 'fresh'}`}
        method="post"
        action={action}
        className="card mt-4 grid gap-4 p-5 sm:grid-cols-2"
        data-testid={id}
        noValidate
      >
        {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
        <input type="hidden" name="target" value={target} />
        <input type="hidden" name="slug" value={item.slug} />
        {target === 'rule' ? (
          <>
            <p className="text-sm text-muted sm:col-span-2">{t('duty.ruleHint')}</p>
            {number('percent', t('duty.fields.percent'))}
            {number('fixedBca', t('duty.fields.fixedBca'))}
            {number('minBca', t('duty.fields.minBca'))}
            {number('maxBca', t('duty.fields.maxBca'))}
            {number('smallBusinessPercent', t('duty.fields.smallBusinessPercent'))}
          </>
        ) : null}
        <Input label={t('duty.fields.validFrom')} name="validFrom" type="date" defaultValue={values.validFrom} {...error('validFrom')} />
        <Input label={t('duty.fields.validTo')} hint={t('duty.validToHint')} name="validTo" type="date" defaultValue={values.validTo} {...error('validTo')} />
        <div className="sm:col-span-2">
          <Input label={t('duty.fields.act')} name="act" defaultValue={values.act} maxLength={500} {...error('act')} />
        </div>
        <div className="sm:col-span-2">
          <Input
            label={t('amounts.form.sourceUrl')}
            hint={t('amounts.form.sourceUrlHint')}
            name="sourceUrl"
            type="url"
            defaultValue={values.sourceUrl}
            {...error('sourceUrl')}
          />
        </div>
        <div className="sm:col-span-2">
          <Input label={t('duty.fields.note')} name="note" defaultValue={values.note} maxLength={2000} {...error('note')} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" name="intent" value="preview" className="btn btn-outline" data-testid={`preview-${target}`}>
            {t('amounts.form.preview')}
          </button>
          <button type="submit" name="intent" value="save" className="btn btn-primary" data-testid={`save-${target}`}>
            {t('amounts.form.saveCorrection')}
          </button>
          <Link to={PATH} className="btn btn-ghost">
            {t('duty.cancel')}
          </Link>
        </div>
      </form>
      {mine?.preview ? (
        <section aria-labelledby={`${id}-preview`} className="card mt-6 p-5" data-testid="duty-preview">
          <h3 id={`${id}-preview`} className="text-lg font-semibold">
            {t('duty.previewTitle')}
          </h3>
          <p className="mt-1 text-sm" data-testid="preview-moved">
            {t('amounts.preview.moved', {
              count: mine.preview.moved,
              moved: formatNumber(mine.preview.moved, locale),
              examined: formatNumber(mine.preview.examined, locale),
            })}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('amounts.preview.untouched', { count: mine.preview.untouched, formatted: formatNumber(mine.preview.untouched, locale) })}
          </p>
          <MovedClaims items={mine.preview.items} locale={locale} />
        </section>
      ) : null}
    </section>
  );
}

/**
 * /ops/state-duty (issue 32): the state-duty rules (by court and kind of claim: a percentage with
 * its floor and ceiling in base calculation amounts, or a fixed number of them; the small-business
 * share) and the exemptions, each with its period and act; a correction of one by a plain form
 * posted to the page (server/loaders/ops/duty-form.ts) with "Preview" showing which claims being
 * written would have their estimate moved before anything is saved. A save is audited, the drafts
 * are counted again and their owners told; a claim already generated keeps its figures.
 */
export default function OpsDutyPage() {
  const page = usePageData('ops-state-duty');
  const posted = usePostedForm('ops-state-duty');
  const t = useT('ops');
  const { locale } = useAppState();
  const [params] = useSearchParams();
  const { rules, exemptions } = page.data;
  const ruleSlug = posted?.target === 'rule' ? posted.slug : params.get('rule');
  const exemptionSlug = posted?.target === 'exemption' ? posted.slug : params.get('exemption');
  const rule = rules.find((item) => item.slug === ruleSlug);
  const exemption = exemptions.find((item) => item.slug === exemptionSlug);
  const cell = 'px-4 py-3 align-top max-sm:block max-sm:py-1';
  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('duty.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('duty.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      <h2 className="mb-3 text-xl font-semibold">{t('duty.rules')}</h2>
      <div className="card">
        <table className="w-full text-left text-sm max-sm:block" data-testid="duty-rules">
          <caption className="sr-only">{t('duty.rules')}</caption>
          <thead className="border-b border-line text-xs uppercase text-muted max-sm:hidden">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('duty.columns.court')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('duty.columns.rate')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('duty.columns.period')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('amounts.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line max-sm:block">
            {rules.map((item) => (
              <tr key={item.slug} className="max-sm:block max-sm:py-2" data-testid="duty-rule" data-slug={item.slug}>
                <td className={cell}>
                  <span className="font-medium">{t(`duty.court.${item.courtType}`)}</span> · {t(`duty.kind.${item.claimKind}`)}
                  <Badges item={item} />
                </td>
                <td className={`${cell} tabular-nums`}>
                  {figures(item, locale, t)}
                  {item.smallBusinessPercent !== null ? (
                    <span className="block text-xs text-muted">{t('duty.smallBusiness', { percent: formatNumber(item.smallBusinessPercent, locale) })}</span>
                  ) : null}
                </td>
                <td className={cell}>
                  {period(item.validFrom, item.validTo, locale, t)}
                  <span className="block text-xs text-muted">{item.act}</span>
                </td>
                <td className={`${cell} text-right max-sm:text-left`}>
                  <Link to={`${PATH}?rule=${item.slug}#rule-form`} className="btn btn-ghost btn-sm" data-testid="correct-rule">
                    {t('amounts.correct')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rule ? <CorrectionForm target="rule" item={rule} posted={posted} /> : null}

      <h2 className="mb-3 mt-8 text-xl font-semibold">{t('duty.exemptions')}</h2>
      <div className="card">
        <table className="w-full text-left text-sm max-sm:block" data-testid="duty-exemptions">
          <caption className="sr-only">{t('duty.exemptions')}</caption>
          <tbody className="divide-y divide-line max-sm:block">
            {exemptions.map((item) => (
              <tr key={item.slug} className="max-sm:block max-sm:py-2" data-testid="duty-exemption" data-slug={item.slug}>
                <td className={cell}>
                  <span className="font-medium">{item.name}</span>
                  <Badges item={item} />
                </td>
                <td className={cell}>
                  {period(item.validFrom, item.validTo, locale, t)}
                  <span className="block text-xs text-muted">{item.act}</span>
                </td>
                <td className={`${cell} text-right max-sm:text-left`}>
                  <Link to={`${PATH}?exemption=${item.slug}#exemption-form`} className="btn btn-ghost btn-sm" data-testid="correct-exemption">
                    {t('amounts.correct')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {exemption ? <CorrectionForm target="exemption" item={exemption} posted={posted} /> : null}
    </div>
  );
}
