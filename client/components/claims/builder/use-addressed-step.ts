import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ClaimStep } from '../../../../shared/claims/types.js';
import { searchWithStep, stepOfSearch } from './step-address.js';

/**
 * The builder's current step and the move to another. The address is the truth (a step chosen
 * here, or the browser's Back and Forward, alike); a step chosen here shows at once, before the
 * router commits its navigation in a transition. Each move is a new history entry; the claim is
 * not read again (OwnClaimPage's shouldRevalidate).
 */
export function useAddressedStep(): { step: ClaimStep; goTo(next: ClaimStep): void } {
  const location = useLocation();
  const navigate = useNavigate();
  const addressed: ClaimStep = stepOfSearch(location.search);
  const [step, setStep] = useState<ClaimStep>(addressed);
  useEffect(() => setStep(addressed), [addressed]);

  const search = location.search;
  const pathname = location.pathname;
  const goTo = useCallback(
    (next: ClaimStep) => {
      setStep(next);
      if (next === stepOfSearch(search)) return;
      void navigate({ pathname, search: searchWithStep(search, next) }, { preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
  return { step, goTo };
}
