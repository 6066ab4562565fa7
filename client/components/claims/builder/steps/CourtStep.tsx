/**
 * Step 1, the court: its type from the template; the region, then the court among that region's
 * courts of the type (GET /courts?type=&region=); a "which court?" helper that asks
 * /court-proposal with the addresses the template's rule needs and says why it proposes a court,
 * always overridable; where the property lies when the rule is the property's.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CourtProposalResult } from '../../../../../shared/api/claims.js';
import type { Court, ListResult } from '../../../../../shared/api/types.js';
import { useT } from '../../../../i18n.js';
import { apiGet } from '../../../../platform/api.js';
import { Button } from '../../../ui/Button.js';
import { useBuilderData } from '../context.js';
import { TextField } from '../fields.js';
import type { ClaimStepProps } from '../step-props.js';

type Loading = 'idle' | 'loading' | 'failed';

export default function CourtStep({ claim, template, answers, onAnswer, errors, lang, hydrated }: ClaimStepProps) {
  const t = useT('claim-builder');
  const base = useId();
  const initial = useBuilderData();
  const court = answers.court ?? {};
  const [regionId, setRegionId] = useState<number | null>(initial.courtRegionId);
  const [courts, setCourts] = useState<readonly Court[]>(initial.courts);
  const [courtsState, setCourtsState] = useState<Loading>('idle');
  const [known, setKnown] = useState<Readonly<Record<number, Court>>>(() => Object.fromEntries(initial.courts.map((c) => [c.id, c])));
  const request = useRef<AbortController | null>(null);

  const type = template.courtType;
  const rule = template.courtRule;
  const defendant = answers.parties?.defendants?.[0];
  const [defendantAddress, setDefendantAddress] = useState(defendant?.address ?? '');
  const [plaintiffAddress, setPlaintiffAddress] = useState(answers.parties?.plaintiff?.address ?? '');
  const [proposal, setProposal] = useState<CourtProposalResult | null>(null);
  const [proposing, setProposing] = useState<Loading>('idle');

  const loadCourts = async (region: number): Promise<Court[] | null> => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setCourtsState('loading');
    try {
      const list = await apiGet<ListResult<Court>>('/courts', { lang, query: { type, region, pageSize: 48 }, signal: controller.signal });
      setCourts(list.items);
      setKnown((current) => ({ ...current, ...Object.fromEntries(list.items.map((c) => [c.id, c])) }));
      setCourtsState('idle');
      return list.items;
    } catch {
      if (!controller.signal.aborted) setCourtsState('failed');
      return null;
    }
  };
  useEffect(() => () => request.current?.abort(), []);

  const chooseRegion = (value: string) => {
    const region = value === '' ? null : Number(value);
    setRegionId(region);
    setCourts([]);
    if (region !== null) void loadCourts(region);
  };

  const chooseCourt = (courtId: number | undefined) => {
    const next = { ...court };
    if (courtId === undefined) delete next.courtId;
    else next.courtId = courtId;
    onAnswer('court', next);
  };

  const propose = async () => {
    setProposing('loading');
    try {
      const result = await apiGet<CourtProposalResult>('/court-proposal', {
        lang,
        query: { template: template.id, defendantAddress: defendantAddress.trim() || undefined, plaintiffAddress: plaintiffAddress.trim() || undefined, propertyAddress: court.propertyAddress?.trim() || undefined },
      });
      setProposal(result);
      setProposing('idle');
      if (result.court) setKnown((current) => ({ ...current, [result.court!.id]: result.court! }));
    } catch {
      setProposing('failed');
    }
  };

  const acceptProposal = async (proposed: Court) => {
    chooseCourt(proposed.id);
    if (proposed.region.id !== regionId) {
      setRegionId(proposed.region.id);
      await loadCourts(proposed.region.id);
    }
  };

  const chosen = court.courtId !== undefined ? (known[court.courtId] ?? (claim.court?.id === court.courtId ? claim.court : null)) : null;
  const wrongType = chosen && 'type' in chosen && chosen.type !== type;

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('court.intro')}</p>

      <div className="rounded-xl border border-line bg-surface p-4" data-testid="court-type">
        <p className="text-sm text-muted">{t('court.typeLabel')}</p>
        <p className="mt-0.5 font-semibold">{t(`courtTypes.${type}`)}</p>
        {template.jurisdictionNote ? <p className="mt-2 text-sm">{template.jurisdictionNote}</p> : null}
      </div>

      {rule === 'property' ? (
        <TextField
          label={t('court.propertyAddress')}
          hint={t('court.propertyAddressHint')}
          value={court.propertyAddress ?? ''}
          onValue={(value) => onAnswer('court', { ...court, propertyAddress: value })}
          error={errors['court.propertyAddress']}
          disabled={!hydrated}
          testId="property-address"
        />
      ) : null}

      {template.id > 0 ? (
        <section className="rounded-xl border border-accent/40 bg-accent-soft/40 p-4" aria-labelledby={`${base}-helper`} data-testid="court-helper">
          <h3 id={`${base}-helper`} className="font-semibold">
            {t('helper.title')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t(`helper.rule.${rule}`)}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {rule !== 'property' ? (
              <TextField label={t('helper.defendantAddress')} value={defendantAddress} onValue={setDefendantAddress} disabled={!hydrated} placeholder={t('helper.addressExample')} testId="helper-defendant-address" />
            ) : null}
            {rule === 'plaintiff-or-defendant' ? (
              <TextField label={t('helper.plaintiffAddress')} value={plaintiffAddress} onValue={setPlaintiffAddress} disabled={!hydrated} placeholder={t('helper.addressExample')} testId="helper-plaintiff-address" />
            ) : null}
          </div>
          <Button className="mt-3" size="sm" onClick={() => void propose()} loading={proposing === 'loading'} disabled={!hydrated} data-testid="helper-propose">
            {t('helper.propose')}
          </Button>
          {proposing === 'failed' ? (
            <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300" role="alert">
              {t('errors.network')}
            </p>
          ) : null}
          {proposal ? (
            <div className="mt-3 rounded-lg border border-line bg-surface p-3 text-sm" role="status" data-testid="helper-proposal">
              {proposal.court ? (
                <>
                  <p className="font-semibold">{proposal.court.name}</p>
                  <p className="text-muted">{proposal.court.address}</p>
                  <p className="mt-2">
                    {t(`helper.basis.${proposal.basis ?? 'defendant'}`)}
                  </p>
                  <p className="mt-1 text-xs text-muted">{t('helper.overridable')}</p>
                  {court.courtId === proposal.court.id ? (
                    <p className="mt-2 font-medium text-accent-strong">{t('helper.chosen')}</p>
                  ) : (
                    <Button className="mt-2" size="sm" variant="outline" onClick={() => void acceptProposal(proposal.court!)} data-testid="helper-accept">
                      {t('helper.accept')}
                    </Button>
                  )}
                </>
              ) : (
                <p>{t('helper.none')}</p>
              )}
            </div>
          ) : null}
        </section>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold">{t('court.pick')}</legend>
        <div className="space-y-1.5">
          <label htmlFor={`${base}-region`} className="block text-sm font-medium">
            {t('court.region')}
          </label>
          <select id={`${base}-region`} className="control w-full sm:max-w-md" value={regionId ?? ''} onChange={(event) => chooseRegion(event.target.value)} disabled={!hydrated} data-testid="court-region">
            <option value="">{t('court.regionPlaceholder')}</option>
            {initial.regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        {courtsState === 'loading' ? <p className="text-sm text-muted">{t('court.loading')}</p> : null}
        {courtsState === 'failed' ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
            {t('errors.network')}{' '}
            <button type="button" className="underline" onClick={() => regionId !== null && void loadCourts(regionId)}>
              {t('duty.retry')}
            </button>
          </p>
        ) : null}
        {regionId !== null && courtsState === 'idle' && courts.length === 0 ? <p className="text-sm text-muted">{t('court.noneInRegion')}</p> : null}
        {courts.length > 0 ? (
          <div role="radiogroup" aria-label={t('court.court')} className="grid gap-2 sm:grid-cols-2" data-testid="court-list">
            {courts.map((item) => {
              const selected = court.courtId === item.id;
              return (
                <label
                  key={item.id}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors ${selected ? 'border-accent bg-accent-soft/50' : 'border-line bg-surface hover:border-accent/60'}`}
                  data-testid="court-option"
                >
                  <input type="radio" name={`${base}-court`} className="mt-1 accent-[var(--accent)]" checked={selected} onChange={() => chooseCourt(item.id)} disabled={!hydrated} value={item.id} />
                  <span className="min-w-0">
                    <span className="block font-medium">{item.name}</span>
                    <span className="block text-muted">{item.address}</span>
                  </span>
                </label>
              );
            })}
          </div>
        ) : null}
        {errors['court.courtId'] ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{errors['court.courtId']}</p> : null}
      </fieldset>

      {chosen ? (
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="court-chosen">
          <p className="text-sm text-muted">{t('court.chosen')}</p>
          <p className="font-semibold">{chosen.name}</p>
          <p className="text-sm text-muted">{chosen.address}</p>
          {wrongType ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">{t('court.wrongType')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
