/**
 * Step 1, the court: its type from the template; the "which court?" helper, which asks for the
 * places the template's rule needs (the defendant's; the plaintiff's too for child maintenance;
 * where the property lies for real property) as region → district or city → street, and proposes
 * the court from the district (GET /court-proposal, ADR 015) with its reason, the rule and how sure
 * the data are; for a medium or low link it lists the other plausible courts and names where to
 * confirm, never blocking. The places typed here are the parties' (answers.parties), so the parties'
 * step shows them. Then the region and the court among that region's courts of the type, always the
 * visitor's choice. A court whose address no source gives shows its name and where to check it.
 * The parts are in ./court/.
 */
import { useId } from 'react';
import type { Court } from '../../../../../shared/api/types.js';
import { useT } from '../../../../i18n.js';
import { useBuilderData } from '../context.js';
import type { FirstStepProps } from '../step-props.js';
import { CourtAddress } from './court/CourtAddress.js';
import { CourtHelper } from './court/CourtHelper.js';
import { CourtPicker } from './court/CourtPicker.js';
import { useCourtProposal } from './court/use-court-proposal.js';
import { useRegionCourts } from './court/use-region-courts.js';

export default function CourtStep({ claim, template, answers, onAnswer, errors, lang, hydrated }: FirstStepProps) {
  const t = useT('claim-builder');
  const base = useId();
  const initial = useBuilderData();
  const court = answers.court ?? {};
  const type = template.courtType;
  const list = useRegionCourts({ initial, type, lang, hydrated });
  const helper = useCourtProposal({ template, answers, lang, hydrated, onFound: list.remember });

  const chooseCourt = (courtId: number | undefined) => {
    const next = { ...court };
    if (courtId === undefined) delete next.courtId;
    else next.courtId = courtId;
    onAnswer('court', next);
  };

  /** A court the helper proposed: chosen, and its region's list shown. */
  const acceptCourt = async (picked: Court) => {
    chooseCourt(picked.id);
    if (picked.region.id !== list.regionId) {
      list.show(picked.region.id);
      await list.load(picked.region.id);
    }
  };

  const chosen = court.courtId !== undefined ? (list.known[court.courtId] ?? (claim?.court?.id === court.courtId ? claim.court : null)) : null;
  const wrongType = chosen && 'type' in chosen && chosen.type !== type;

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('court.intro')}</p>

      <div className="rounded-xl border border-line bg-surface p-4" data-testid="court-type">
        <p className="text-sm text-muted">{t('court.typeLabel')}</p>
        <p className="mt-0.5 font-semibold">{t(`courtTypes.${type}`)}</p>
        {template.jurisdictionNote ? <p className="mt-2 text-sm">{template.jurisdictionNote}</p> : null}
      </div>

      {template.id > 0 ? (
        <CourtHelper
          base={base}
          template={template}
          answers={answers}
          onAnswer={onAnswer}
          errors={errors}
          lang={lang}
          hydrated={hydrated}
          helper={helper}
          onAccept={(picked) => void acceptCourt(picked)}
        />
      ) : null}

      <CourtPicker
        base={base}
        regions={initial.regions}
        list={list}
        courtId={court.courtId}
        onCourt={chooseCourt}
        hydrated={hydrated}
        error={errors['court.courtId']}
      />

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
