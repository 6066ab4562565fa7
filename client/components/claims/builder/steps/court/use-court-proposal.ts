import { useEffect, useState } from 'react';
import type { CourtProposalResult } from '../../../../../../shared/api/claims/contract.js';
import type { ClaimTemplateDetail, Court } from '../../../../../../shared/api/types.js';
import type { ClaimAnswers } from '../../../../../../shared/claims/types.js';
import type { Locale } from '../../../../../../shared/locales.js';
import { api } from '../../../../../platform/api.js';
import type { Loading } from './use-region-courts.js';

export interface CourtProposal {
  proposal: CourtProposalResult | null;
  state: Loading;
  propose(): Promise<void>;
}

/**
 * The "which court?" helper's answer (GET /court-proposal, ADR 015), from the districts the
 * template's rule needs: the first defendant's; the plaintiff's too for child maintenance; where the
 * property lies for real property. A district picked (or changed) asks again.
 */
export function useCourtProposal({
  template,
  answers,
  lang,
  hydrated,
  onFound,
}: {
  template: Pick<ClaimTemplateDetail, 'id' | 'courtRule'>;
  answers: ClaimAnswers;
  lang: Locale;
  hydrated: boolean;
  /** The courts the answer names, so the chosen one can be shown. */
  onFound(courts: readonly Court[]): void;
}): CourtProposal {
  const [proposal, setProposal] = useState<CourtProposalResult | null>(null);
  const [state, setState] = useState<Loading>('idle');
  const rule = template.courtRule;
  const parties = answers.parties ?? {};
  const districts = {
    defendant: rule === 'property' ? undefined : parties.defendants?.[0]?.place?.district,
    plaintiff: rule === 'plaintiff-or-defendant' ? parties.plaintiff?.place?.district : undefined,
    property: rule === 'property' ? answers.court?.propertyPlace?.district : undefined,
  };
  const asked = `${districts.defendant ?? ''} ${districts.plaintiff ?? ''} ${districts.property ?? ''}`;

  const propose = async () => {
    setState('loading');
    try {
      const result = await api.proposeCourt(
        { template: template.id, defendantDistrict: districts.defendant, plaintiffDistrict: districts.plaintiff, propertyDistrict: districts.property },
        { lang },
      );
      setProposal(result);
      setState('idle');
      const found = [result.court, ...result.alternatives].filter((c): c is Court => c !== null);
      if (found.length) onFound(found);
    } catch {
      setState('failed');
    }
  };
  // The helper decides from the districts alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` names every input of propose(), a new function each render; the template does not change on the page
  useEffect(() => {
    if (hydrated && template.id > 0 && asked.trim() !== '') void propose();
  }, [asked, hydrated]);

  return { proposal, state, propose };
}
