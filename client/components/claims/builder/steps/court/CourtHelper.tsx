import type { Court } from '../../../../../../shared/api/types.js';
import type { PartyPlace } from '../../../../../../shared/claims/address.js';
import { CLAIM_LIMITS } from '../../../../../../shared/claims/answers.js';
import type { ClaimPartiesAnswer, Party } from '../../../../../../shared/claims/types.js';
import { useT } from '../../../../../i18n.js';
import { Button } from '../../../../ui/Button.js';
import { PlaceFields } from '../../PlaceFields.js';
import type { FirstStepProps } from '../../step-props.js';
import { ProposalCard } from './ProposalCard.js';
import type { CourtProposal } from './use-court-proposal.js';

type Whose = 'defendant' | 'plaintiff';

const emptyPerson = (): Party => ({ kind: 'person', name: '', address: '' });

/**
 * "Which court?": the places the template's rule needs as region → district or city → street, then
 * the proposal. The places typed here are the parties' own (answers.parties: the first defendant's
 * and the plaintiff's), so the parties' step shows them.
 */
export function CourtHelper({
  base,
  template,
  answers,
  onAnswer,
  errors,
  lang,
  hydrated,
  helper,
  onAccept,
}: Pick<FirstStepProps, 'template' | 'answers' | 'onAnswer' | 'errors' | 'lang' | 'hydrated'> & {
  /** The step's id prefix. */
  base: string;
  helper: CourtProposal;
  onAccept(court: Court): void;
}) {
  const t = useT('claim-builder');
  const court = answers.court ?? {};
  const parties: ClaimPartiesAnswer = answers.parties ?? {};
  const rule = template.courtRule;
  const defendant = parties.defendants?.[0];
  const plaintiff = parties.plaintiff;

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

      <Button size="sm" onClick={() => void helper.propose()} loading={helper.state === 'loading'} disabled={!hydrated} data-testid="helper-propose">
        {t('helper.propose')}
      </Button>
      {helper.state === 'failed' ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {t('errors.network')}
        </p>
      ) : null}
      {helper.proposal ? <ProposalCard proposal={helper.proposal} courtId={court.courtId} onAccept={onAccept} hydrated={hydrated} /> : null}
    </section>
  );
}
