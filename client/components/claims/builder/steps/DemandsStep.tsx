/**
 * Step 6, demands: the numbered "I ask the court to…" items, each with the law relied on and,
 * where there are several defendants, whom it is against (the claim groups them per defendant and
 * numbers on across the groups, the common ones last). Add, edit, reorder, remove; the template's
 * proposed demands in the claim's language are offered (the optional ones marked: for a divorce,
 * the children's residence and maintenance) with their "[label]"s filled from the value step's
 * amounts and the maintenance share; a "[label]" still left in one is the review's error (the
 * claim is not generated with it), and the ones the answers can fill are filled on request.
 */
import { useId } from 'react';
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { demandFills, fillDemand, withChildrenNumber } from '../../../../../shared/claims/fill.js';
import { PLACEHOLDER } from '../../../../../shared/claims/review.js';
import type { ClaimDemand } from '../../../../../shared/claims/types.js';
import { useT } from '../../../../i18n.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import type { ClaimStepProps } from '../step-props';
import { FieldMessage, Notice, StepSection } from './parts/StepParts.js';

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export default function DemandsStep({ claim, template, answers, onAnswer, errors, hydrated }: ClaimStepProps) {
  const t = useT('claim-steps');
  const base = useId();
  const demands = answers.demands ?? [];
  const defendants = answers.parties?.defendants ?? [];
  const language = t(`languages.${claim.locale}`);
  const set = (next: ClaimDemand[]) => onAnswer('demands', next);
  const update = (i: number, patch: Partial<ClaimDemand>) =>
    set(
      demands.map((d, j) => {
        if (j !== i) return d;
        const merged: ClaimDemand = { ...d, ...patch };
        if (patch.defendant === undefined && 'defendant' in patch) delete merged.defendant;
        if (merged.law === '') delete merged.law;
        return merged;
      }),
    );
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= demands.length) return;
    const next = [...demands];
    [next[i], next[j]] = [next[j]!, next[i]!];
    set(next);
  };
  const full = demands.length >= CLAIM_LIMITS.demands;
  const fills = demandFills(claim.snapshot.items, answers, claim.locale);
  const children = (answers.maintenance?.children ?? []).length;
  const suggestions = template.demands
    .map((s) => ({ text: withChildrenNumber(fillDemand(s.texts[claim.locale] || s.text, fills), children, claim.locale), optional: s.optional }))
    .filter((s) => s.text && !demands.some((d) => same(d.text, s.text)));
  const placeholders = demands.some((d) => PLACEHOLDER.test(d.text));
  const fillable = demands.some((d) => fillDemand(d.text, fills) !== d.text);

  return (
    <div className="space-y-8">
      <StepSection title={t('demands.title')} intro={<p>{t('demands.intro', { language })}</p>}>
        {demands.length === 0 ? <p className="text-sm text-muted">{t('demands.empty')}</p> : null}
        <ol className="space-y-4">
          {demands.map((demand, i) => {
            const id = `${base}-${i}`;
            const textError = errors[`demands.${i}.text`];
            const lawError = errors[`demands.${i}.law`];
            const defendantError = errors[`demands.${i}.defendant`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: demands have no identity in the saved answers but their place: their ids, labels (№ n) and error paths go by index, and every field shows the answers' value at that index
              <li key={i} className="rounded-xl border border-line p-4" data-testid="demand">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{t('demands.number', { n: i + 1 })}</p>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={!hydrated || i === 0}
                      onClick={() => move(i, -1)}
                      aria-label={t('demands.up', { n: i + 1 })}
                      data-testid="demand-up"
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={!hydrated || i === demands.length - 1}
                      onClick={() => move(i, 1)}
                      aria-label={t('demands.down', { n: i + 1 })}
                      data-testid="demand-down"
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={!hydrated}
                      onClick={() => set(demands.filter((_, j) => j !== i))}
                      aria-label={t('demands.remove', { n: i + 1 })}
                      data-testid="demand-remove"
                    >
                      {t('demands.removeShort')}
                    </Button>
                  </div>
                </div>
                <div className="mt-3 space-y-3">
                  <div>
                    <label htmlFor={`${id}-text`} className="block text-sm font-medium">
                      {t('demands.text')}
                    </label>
                    <textarea
                      id={`${id}-text`}
                      className={`control mt-1.5 min-h-20 w-full ${textError ? 'border-error' : ''}`}
                      value={demand.text}
                      lang={claim.locale}
                      maxLength={CLAIM_LIMITS.text}
                      disabled={!hydrated}
                      aria-invalid={textError ? true : undefined}
                      aria-describedby={textError ? `${id}-text-error` : undefined}
                      onChange={(event) => update(i, { text: event.target.value })}
                      data-testid="demand-text"
                    />
                    <FieldMessage id={`${id}-text-error`} message={textError} />
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <div>
                      <label htmlFor={`${id}-law`} className="block text-sm font-medium">
                        {t('demands.law')}
                      </label>
                      <input
                        id={`${id}-law`}
                        className={`control mt-1.5 w-full ${lawError ? 'border-error' : ''}`}
                        value={demand.law ?? ''}
                        maxLength={CLAIM_LIMITS.law}
                        disabled={!hydrated}
                        aria-invalid={lawError ? true : undefined}
                        aria-describedby={`${id}-law-hint${lawError ? ` ${id}-law-error` : ''}`}
                        onChange={(event) => update(i, { law: event.target.value })}
                        data-testid="demand-law"
                      />
                      <p id={`${id}-law-hint`} className="mt-1 text-xs text-muted">
                        {t('demands.lawHint')}
                      </p>
                      <FieldMessage id={`${id}-law-error`} message={lawError} />
                    </div>
                    {defendants.length > 1 ? (
                      <div>
                        <label htmlFor={`${id}-defendant`} className="block text-sm font-medium">
                          {t('demands.against')}
                        </label>
                        <select
                          id={`${id}-defendant`}
                          className="control mt-1.5 w-full"
                          value={demand.defendant === undefined ? '' : String(demand.defendant)}
                          disabled={!hydrated}
                          onChange={(event) => update(i, { defendant: event.target.value === '' ? undefined : Number(event.target.value) })}
                          data-testid="demand-defendant"
                        >
                          <option value="">{t('demands.allDefendants')}</option>
                          {defendants.map((party, d) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: the option's value is the defendant's index, what the demand stores
                            <option key={d} value={d}>
                              {party.name || t('demands.defendantN', { n: d + 1 })}
                            </option>
                          ))}
                        </select>
                        <FieldMessage id={`${id}-defendant-error`} message={defendantError} />
                      </div>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        {placeholders ? (
          <Notice tone="warning" title={t('demands.placeholderTitle')}>
            <p>{t('demands.placeholderText')}</p>
            {fillable ? (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={!hydrated}
                onClick={() => set(demands.map((d) => ({ ...d, text: fillDemand(d.text, fills) })))}
                data-testid="demand-fill"
              >
                {t('demands.fillAmounts')}
              </Button>
            ) : null}
          </Notice>
        ) : null}
        <Button variant="outline" disabled={!hydrated || full} onClick={() => set([...demands, { text: '' }])} data-testid="demand-add">
          {t('demands.add')}
        </Button>
        {defendants.length > 1 ? <p className="text-sm text-muted">{t('demands.grouping')}</p> : null}
      </StepSection>

      {suggestions.length > 0 ? (
        <StepSection
          title={t('demands.suggestedTitle')}
          intro={
            <p>
              {t('demands.suggestedIntro', { language })} {fills.size > 0 ? t('demands.filledHint') : null}
            </p>
          }
          testId="demand-suggestions"
        >
          <ul className="space-y-2">
            {suggestions.map((s) => (
              <li
                key={s.text}
                className="flex flex-wrap items-start gap-3 rounded-xl border border-dashed border-line p-3 text-sm"
                data-testid="demand-suggestion"
              >
                <span className="min-w-0 flex-1 basis-64" lang={claim.locale}>
                  {s.text}
                </span>
                {s.optional ? <Badge color="gold">{t('demands.optional')}</Badge> : null}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!hydrated || full}
                  onClick={() => set([...demands, { text: s.text }])}
                  aria-label={t('demands.useLabel', { text: s.text })}
                  data-testid="demand-suggestion-add"
                >
                  {t('demands.use')}
                </Button>
              </li>
            ))}
          </ul>
        </StepSection>
      ) : null}
    </div>
  );
}
