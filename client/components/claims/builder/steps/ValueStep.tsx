/**
 * Step 3, the claim value: the calculation table (principal, penalty, interest, damages, other;
 * each sum in soʻm with its basis), the total, and the template's claim-value rule applied as the
 * server applies it (shared/claims/value.ts: the amount sought, the property's value, alimony for
 * twelve months, periodic payments for at most 36 months, none for a non-property claim); the
 * small-business reduction and the exemptions the template names, each explained with its legal
 * ground. An exemption by law is chosen when the claim is made (the visitor may untick it here);
 * the duty estimate beside it is the shell's (DutyEstimate).
 */
import { useId } from 'react';
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { formatTiyin } from '../../../../../shared/claims/money.js';
import { VALUE_ROW_KINDS, type ClaimValueAnswer, type ValueRow } from '../../../../../shared/claims/types.js';
import { claimValueOf, PERIODIC_CAP_MONTHS } from '../../../../../shared/claims/value.js';
import { useT } from '../../../../i18n.js';
import { DocumentIcon } from '../../../documents/editor/icons.js';
import { Button } from '../../../ui/Button.js';
import { MoneyField, TextField } from '../fields.js';
import type { ClaimStepProps } from '../step-props.js';

export default function ValueStep({ claim, template, answers, onAnswer, errors, lang, hydrated }: ClaimStepProps) {
  const t = useT('claim-builder');
  const tc = useT('claims');
  const base = useId();
  const rule = claim.snapshot.claimValueRule;
  const value: ClaimValueAnswer = answers.value ?? {};
  const rows = value.rows ?? [];
  const set = (next: ClaimValueAnswer) => onAnswer('value', next);
  const setField = <K extends keyof ClaimValueAnswer>(key: K, item: ClaimValueAnswer[K] | undefined) => {
    const next = { ...value };
    if (item === undefined) delete next[key];
    else next[key] = item;
    set(next);
  };
  const setRows = (list: ValueRow[]) => set({ ...value, rows: list });
  const setRow = (i: number, row: ValueRow) => setRows(rows.map((r, j) => (j === i ? row : r)));
  const unit = t('value.unit');
  const invalidSum = t('value.invalidSum');
  const result = claimValueOf(rule, value);
  const withRows = rule === 'amount-sought' || rule === 'property-value';
  const rule50 = template.stateDuty.rule?.smallBusinessPercent ?? null;
  const exemptions = template.stateDuty.exemptions;

  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-line bg-surface p-4" data-testid="value-rule">
        <p className="text-sm text-muted">{t('value.ruleLabel')}</p>
        <p className="mt-0.5 font-semibold">{t(`value.rules.${rule}.title`)}</p>
        <p className="mt-1 text-sm">{t(`value.rules.${rule}.text`)}</p>
      </div>

      {rule === 'property-value' ? (
        <MoneyField
          label={tc('answers.propertyValue')}
          value={value.propertyValue}
          onValue={(v) => setField('propertyValue', v)}
          locale={lang}
          unit={unit}
          invalidText={invalidSum}
          error={errors['value.propertyValue']}
          disabled={!hydrated}
          testId="value-property"
        />
      ) : null}

      {rule === 'alimony-one-year' || rule === 'periodic-three-years' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            label={tc('answers.monthly')}
            value={value.monthly}
            onValue={(v) => setField('monthly', v)}
            locale={lang}
            unit={unit}
            invalidText={invalidSum}
            error={errors['value.monthly']}
            disabled={!hydrated}
            testId="value-monthly"
          />
          {rule === 'periodic-three-years' ? (
            <TextField
              label={tc('answers.months')}
              hint={t('value.monthsHint', { cap: PERIODIC_CAP_MONTHS })}
              inputMode="numeric"
              value={value.months === undefined ? '' : String(value.months)}
              onValue={(typed) => {
                const digits = typed.replace(/\D/g, '');
                setField('months', digits === '' ? undefined : Math.min(Number(digits), CLAIM_LIMITS.months));
              }}
              error={errors['value.months']}
              disabled={!hydrated}
              testId="value-months"
            />
          ) : null}
        </div>
      ) : null}

      {withRows ? (
        <section aria-labelledby={`${base}-rows`} className="space-y-3">
          <div>
            <h3 id={`${base}-rows`} className="text-lg font-semibold">
              {t('value.tableTitle')}
            </h3>
            <p className="text-sm text-muted">{t('value.tableIntro')}</p>
          </div>
          {rows.length === 0 ? <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">{t('value.noRows')}</p> : null}
          <ol className="space-y-3" data-testid="value-rows">
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the value's rows have no identity in the saved answers but their place: their ids, labels (№ n) and error paths go by index, and every field shows the answers' value at that index
              <li key={i} className="rounded-xl border border-line bg-surface p-3" data-testid="value-row">
                <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
                  <div className="order-1 space-y-1">
                    <label htmlFor={`${base}-kind-${i}`} className="block text-sm font-medium">
                      {t('value.kind')}
                    </label>
                    <select
                      id={`${base}-kind-${i}`}
                      className="control w-full"
                      value={row.kind}
                      onChange={(event) => setRow(i, { ...row, kind: event.target.value as ValueRow['kind'] })}
                      disabled={!hydrated}
                      data-testid="value-row-kind"
                    >
                      {VALUE_ROW_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`value.kinds.${kind}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="order-3 col-span-2 sm:order-2 sm:col-span-1">
                    <MoneyField
                      label={tc('answers.amount')}
                      value={row.amount === 0 ? undefined : row.amount}
                      onValue={(v) => setRow(i, { ...row, amount: v ?? 0 })}
                      locale={lang}
                      unit={unit}
                      invalidText={invalidSum}
                      error={errors[`value.rows.${i}.amount`]}
                      disabled={!hydrated}
                      testId="value-row-amount"
                    />
                  </div>
                  <button
                    type="button"
                    className="icon-btn order-2 mb-1 justify-self-end sm:order-3 text-red-700 dark:text-red-300"
                    onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    disabled={!hydrated}
                    aria-label={t('value.removeRow', { n: i + 1 })}
                    title={t('value.removeRow', { n: i + 1 })}
                    data-testid="value-row-remove"
                  >
                    <DocumentIcon name="trash" size={16} />
                  </button>
                </div>
                <TextField
                  className="mt-3"
                  label={tc('answers.basis')}
                  placeholder={t('value.basisExample')}
                  value={row.basis}
                  onValue={(basis) => setRow(i, { ...row, basis })}
                  error={errors[`value.rows.${i}.basis`]}
                  maxLength={CLAIM_LIMITS.basis}
                  disabled={!hydrated}
                  testId="value-row-basis"
                />
              </li>
            ))}
          </ol>
          {rows.length < CLAIM_LIMITS.rows ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRows([...rows, { kind: rows.length === 0 ? 'principal' : 'penalty', amount: 0, basis: '' }])}
              disabled={!hydrated}
              data-testid="value-add-row"
            >
              + {t('value.addRow')}
            </Button>
          ) : null}
          {rows.length > 0 ? (
            <p className="flex justify-between border-t border-line pt-2 text-sm">
              <span>{t('value.rowsTotal')}</span>
              <span className="font-semibold tabular-nums" data-testid="value-rows-total">
                {formatTiyin(result.rowsTotal, lang)}
              </span>
            </p>
          ) : null}
        </section>
      ) : null}

      <div className="rounded-xl border border-accent/40 bg-accent-soft/40 p-4" data-testid="value-total">
        <p className="text-sm text-muted">{tc('answers.value')}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="value-total-amount">
          {result.value === null ? t('value.none') : formatTiyin(result.value, lang)}
        </p>
        {result.months !== null && result.value !== null ? <p className="mt-1 text-sm">{t('value.monthsCounted', { count: result.months })}</p> : null}
      </div>

      {rule50 !== null || exemptions.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-lg font-semibold">{t('value.dutyTitle')}</legend>
          {rule50 !== null ? (
            <label className="flex items-start gap-2.5 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4.5 accent-[var(--accent)]"
                checked={value.smallBusiness ?? false}
                onChange={(event) => setField('smallBusiness', event.target.checked ? true : undefined)}
                disabled={!hydrated}
                data-testid="value-small-business"
              />
              <span>
                <span className="font-medium">{tc('answers.smallBusiness')}</span>
                <span className="block text-xs text-muted">{t('value.smallBusinessHint', { percent: rule50 })}</span>
              </span>
            </label>
          ) : null}
          {exemptions.length > 0 ? (
            <div className="space-y-2" role="radiogroup" aria-label={tc('answers.exemption')}>
              <p className="text-sm font-medium">{tc('answers.exemption')}</p>
              <label className="flex items-start gap-2.5 text-sm">
                <input
                  type="radio"
                  name={`${base}-exemption`}
                  className="mt-0.5 accent-[var(--accent)]"
                  checked={!value.exemption}
                  onChange={() => setField('exemption', undefined)}
                  disabled={!hydrated}
                  data-testid="value-exemption-none"
                />
                <span>{t('value.noExemption')}</span>
              </label>
              {exemptions.map((exemption) => (
                <label key={exemption.slug} className="flex items-start gap-2.5 text-sm">
                  <input
                    type="radio"
                    name={`${base}-exemption`}
                    className="mt-0.5 accent-[var(--accent)]"
                    checked={value.exemption === exemption.slug}
                    onChange={() => setField('exemption', exemption.slug)}
                    disabled={!hydrated}
                    data-testid={`value-exemption-${exemption.slug}`}
                  />
                  <span>
                    <span className="font-medium">{exemption.name}</span>
                    <span className="block text-xs text-muted">{exemption.explanation}</span>
                    <span className="block text-xs text-muted" data-testid={`value-exemption-ground-${exemption.slug}`}>
                      {t('duty.ground', { ground: exemption.ground })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
