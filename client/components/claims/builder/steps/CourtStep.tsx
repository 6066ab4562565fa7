/**
 * Step 1, the court: its type from the template; the "which court?" helper, which asks for the
 * places the template's rule needs (the defendant's; the plaintiff's too for child maintenance;
 * where the property lies for real property) as region → district or city → street, and proposes
 * the court from the district (GET /court-proposal, ADR 015) with its reason, the rule and how sure
 * the data are; for a medium or low link it lists the other plausible courts and names where to
 * confirm, never blocking. The places typed here are the parties' (answers.parties), so the parties'
 * step shows them. Then the region and the court among that region's courts of the type, always the
 * visitor's choice. A court whose address no source gives shows its name and where to check it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CourtProposalResult } from '../../../../../shared/api/claims/contract.js';
import type { Court, ListResult } from '../../../../../shared/api/types.js';
import type { PartyPlace } from '../../../../../shared/claims/address.js';
import { MY_SUD } from '../../../../../shared/claims/court.js';
import type { ClaimPartiesAnswer, Party } from '../../../../../shared/claims/types.js';
import { CLAIM_LIMITS } from '../../../../../shared/claims/answers.js';
import { useT } from '../../../../i18n.js';
import { apiGet } from '../../../../platform/api.js';
import { Button } from '../../../ui/Button.js';
import { useBuilderData } from '../context.js';
import { PlaceFields } from '../PlaceFields.js';
import type { FirstStepProps } from '../step-props.js';

type Loading = 'idle' | 'loading' | 'failed';
type Whose = 'defendant' | 'plaintiff';

const emptyPerson = (): Party => ({ kind: 'person', name: '', address: '' });

/** The court's address, or that no source gives it and where to check it. */
function CourtAddress({ court }: { court: Court }) {
  const t = useT('claim-builder');
  if (court.address) return <span className="block text-muted">{court.address}</span>;
  return (
    <span className="block text-xs text-muted" data-testid="court-no-address">
      {t('helper.noAddress')}{' '}
      <a className="underline" href={MY_SUD.url} target="_blank" rel="noreferrer">
        {MY_SUD.name}
      </a>
    </span>
  );
}

export default function CourtStep({ claim, template, answers, onAnswer, errors, lang, hydrated }: FirstStepProps) {
  const t = useT('claim-builder');
  const base = useId();
  const initial = useBuilderData();
  const court = answers.court ?? {};
  const parties: ClaimPartiesAnswer = answers.parties ?? {};
  const [regionId, setRegionId] = useState<number | null>(initial.courtRegionId);
  const [courts, setCourts] = useState<readonly Court[]>(initial.courts);
  const [courtsState, setCourtsState] = useState<Loading>('idle');
  const [known, setKnown] = useState<Readonly<Record<number, Court>>>(() => Object.fromEntries(initial.courts.map((c) => [c.id, c])));
  const request = useRef<AbortController | null>(null);

  const type = template.courtType;
  const rule = template.courtRule;
  const defendant = parties.defendants?.[0];
  const plaintiff = parties.plaintiff;
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
  // A region known without its courts (a guest's answers read back from the tab): its list is read here.
  useEffect(() => {
    if (hydrated && regionId !== null && courts.length === 0) void loadCourts(regionId);
    // Once the page runs; later regions load as they are chosen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const showRegion = (region: number | null) => {
    setRegionId(region);
    initial.onCourtRegion?.(region);
  };

  const chooseRegion = (value: string) => {
    const region = value === '' ? null : Number(value);
    showRegion(region);
    setCourts([]);
    if (region !== null) void loadCourts(region);
  };

  const chooseCourt = (courtId: number | undefined) => {
    const next = { ...court };
    if (courtId === undefined) delete next.courtId;
    else next.courtId = courtId;
    onAnswer('court', next);
  };

  /** The helper's places are the parties' own: the first defendant's and the plaintiff's. */
  const partyOf = (whose: Whose): Party | undefined => (whose === 'defendant' ? defendant : plaintiff);
  const setParty = (whose: Whose, change: (party: Party) => Party) => {
    const next: ClaimPartiesAnswer = { ...parties };
    if (whose === 'plaintiff') next.plaintiff = change(plaintiff ?? emptyPerson());
    else {
      const list = [...(parties.defendants ?? [])];
      list[0] = change(list[0] ?? emptyPerson());
      next.defendants = list;
    }
    onAnswer('parties', next);
  };
  const placeSetter = (whose: Whose) => (place: PartyPlace | undefined) =>
    setParty(whose, (party) => {
      const next = { ...party } as Party;
      if (place) next.place = place;
      else delete next.place;
      return next;
    });

  const districts = {
    defendant: rule === 'property' ? undefined : defendant?.place?.district,
    plaintiff: rule === 'plaintiff-or-defendant' ? plaintiff?.place?.district : undefined,
    property: rule === 'property' ? court.propertyPlace?.district : undefined,
  };
  const asked = `${districts.defendant ?? ''} ${districts.plaintiff ?? ''} ${districts.property ?? ''}`;

  const propose = async () => {
    setProposing('loading');
    try {
      const result = await apiGet<CourtProposalResult>('/court-proposal', {
        lang,
        query: { template: template.id, defendantDistrict: districts.defendant, plaintiffDistrict: districts.plaintiff, propertyDistrict: districts.property },
      });
      setProposal(result);
      setProposing('idle');
      const found = [result.court, ...result.alternatives].filter((c): c is Court => c !== null);
      if (found.length) setKnown((current) => ({ ...current, ...Object.fromEntries(found.map((c) => [c.id, c])) }));
    } catch {
      setProposing('failed');
    }
  };
  // A district picked (or changed) asks again: the helper decides from the districts alone.
  useEffect(() => {
    if (hydrated && template.id > 0 && asked.trim() !== '') void propose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` names every input of propose()
  }, [asked, hydrated]);

  const acceptCourt = async (picked: Court) => {
    chooseCourt(picked.id);
    if (picked.region.id !== regionId) {
      showRegion(picked.region.id);
      await loadCourts(picked.region.id);
    }
  };

  const chosen = court.courtId !== undefined ? (known[court.courtId] ?? (claim?.court?.id === court.courtId ? claim.court : null)) : null;
  const wrongType = chosen && 'type' in chosen && chosen.type !== type;
  const placeError = (path: string) => errors[`${path}.place.district`] ?? errors[`${path}.place`];

  const partyPlace = (whose: Whose, legend: string) => {
    const party = partyOf(whose);
    const path = whose === 'defendant' ? 'parties.defendants.0' : 'parties.plaintiff';
    return (
      <PlaceFields
        place={party?.place}
        onPlace={placeSetter(whose)}
        street={{
          value: party?.address ?? '',
          onValue: (value) => setParty(whose, (p) => ({ ...p, address: value }) as Party),
          label: t('place.street'),
          error: errors[`${path}.address`],
          maxLength: CLAIM_LIMITS.address,
          testId: `helper-${whose}-address`,
        }}
        legend={legend}
        lang={lang}
        hydrated={hydrated}
        error={placeError(path)}
        testId={`helper-${whose}-place`}
      />
    );
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('court.intro')}</p>

      <div className="rounded-xl border border-line bg-surface p-4" data-testid="court-type">
        <p className="text-sm text-muted">{t('court.typeLabel')}</p>
        <p className="mt-0.5 font-semibold">{t(`courtTypes.${type}`)}</p>
        {template.jurisdictionNote ? <p className="mt-2 text-sm">{template.jurisdictionNote}</p> : null}
      </div>

      {template.id > 0 ? (
        <section className="space-y-4 rounded-xl border border-accent/40 bg-accent-soft/40 p-4" aria-labelledby={`${base}-helper`} data-testid="court-helper">
          <div>
            <h3 id={`${base}-helper`} className="font-semibold">
              {t('helper.title')}
            </h3>
            <p className="mt-1 text-sm text-muted">{t(`helper.rule.${rule}`)}</p>
          </div>
          {rule === 'property' ? (
            <PlaceFields
              place={court.propertyPlace}
              onPlace={(place) => {
                const next = { ...court };
                if (place) next.propertyPlace = place;
                else delete next.propertyPlace;
                onAnswer('court', next);
              }}
              street={{
                value: court.propertyAddress ?? '',
                onValue: (value) => onAnswer('court', { ...court, propertyAddress: value }),
                label: t('place.street'),
                error: errors['court.propertyAddress'],
                maxLength: CLAIM_LIMITS.address,
                testId: 'property-address',
              }}
              legend={t('helper.propertyPlace')}
              lang={lang}
              hydrated={hydrated}
              error={errors['court.propertyPlace.district'] ?? errors['court.propertyPlace']}
              testId="helper-property-place"
            />
          ) : null}
          {rule === 'plaintiff-or-defendant' ? partyPlace('plaintiff', t('helper.plaintiffPlace')) : null}
          {rule !== 'property' ? partyPlace('defendant', t('helper.defendantPlace')) : null}
          <p className="text-xs text-muted">{t('helper.carried')}</p>

          <Button size="sm" onClick={() => void propose()} loading={proposing === 'loading'} disabled={!hydrated} data-testid="helper-propose">
            {t('helper.propose')}
          </Button>
          {proposing === 'failed' ? (
            <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
              {t('errors.network')}
            </p>
          ) : null}
          {proposal ? (
            <div className="rounded-lg border border-line bg-surface p-3 text-sm" role="status" data-testid="helper-proposal">
              {proposal.court ? (
                <>
                  <p className="font-semibold" data-testid="helper-court">
                    {proposal.court.name}
                  </p>
                  <CourtAddress court={proposal.court} />
                  <p className="mt-2">{t(`helper.basis.${proposal.basis ?? 'defendant'}`, { district: proposal.district?.name ?? '' })}</p>
                  <p className="mt-1">
                    {t(`helper.ruleName.${proposal.rule.kind}`)}
                    {': '}
                    {proposal.rule.article
                      ? t('helper.article', { code: t(`helper.codes.${proposal.rule.code}`), article: proposal.rule.article })
                      : t('helper.toVerify', { code: t(`helper.codes.${proposal.rule.code}`) })}
                    {proposal.rule.source ? (
                      <>
                        {' '}
                        <a className="underline" href={proposal.rule.source} target="_blank" rel="noreferrer">
                          {t('helper.source')}
                        </a>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1" data-testid="helper-certainty">
                    <span className="font-medium">{t(`helper.certainty.${proposal.certainty ?? 'low'}`)}</span>
                  </p>
                  {proposal.checkAt ? (
                    <p className="mt-1 text-amber-800 dark:text-amber-200" data-testid="helper-confirm">
                      {t('helper.confirmAt')}{' '}
                      <a className="underline" href={proposal.checkAt.url} target="_blank" rel="noreferrer">
                        {proposal.checkAt.name}
                      </a>
                    </p>
                  ) : null}
                  <p className="mt-1 text-xs text-muted">{t('helper.overridable')}</p>
                  {court.courtId === proposal.court.id ? (
                    <p className="mt-2 font-medium text-accent-strong">{t('helper.chosen')}</p>
                  ) : (
                    <Button
                      className="mt-2"
                      size="sm"
                      variant="outline"
                      onClick={() => void acceptCourt(proposal.court!)}
                      disabled={!hydrated}
                      data-testid="helper-accept"
                    >
                      {t('helper.accept')}
                    </Button>
                  )}
                  {proposal.alternatives.length > 0 ? (
                    <div className="mt-3 border-t border-line pt-3" data-testid="helper-alternatives">
                      <p className="font-medium">{t('helper.alternatives')}</p>
                      <ul className="mt-1 space-y-2">
                        {proposal.alternatives.map((other) => (
                          <li key={other.id} className="flex flex-wrap items-start justify-between gap-2">
                            <span className="min-w-0">
                              <span className="block">{other.name}</span>
                              <CourtAddress court={other} />
                            </span>
                            {court.courtId === other.id ? (
                              <span className="text-xs font-medium text-accent-strong">{t('helper.chosen')}</span>
                            ) : (
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => void acceptCourt(other)}
                                disabled={!hydrated}
                                data-testid="helper-accept-alternative"
                              >
                                {t('helper.accept')}
                              </Button>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </>
              ) : (
                <p data-testid="helper-none">{t(`helper.reason.${proposal.reason ?? 'no_district'}`)}</p>
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
          <select
            id={`${base}-region`}
            className="control w-full sm:max-w-md"
            value={regionId ?? ''}
            onChange={(event) => chooseRegion(event.target.value)}
            disabled={!hydrated}
            data-testid="court-region"
          >
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
                  <input
                    type="radio"
                    name={`${base}-court`}
                    className="mt-1 accent-[var(--accent)]"
                    checked={selected}
                    onChange={() => chooseCourt(item.id)}
                    disabled={!hydrated}
                    value={item.id}
                  />
                  <span className="min-w-0">
                    <span className="block font-medium">{item.name}</span>
                    <CourtAddress court={item} />
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
          {'type' in chosen ? <CourtAddress court={chosen} /> : chosen.address ? <p className="text-sm text-muted">{chosen.address}</p> : null}
          {wrongType ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">{t('court.wrongType')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
