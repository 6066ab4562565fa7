/**
 * The builder's step lives in its address (`?step=parties`, issue 29): each step is a history
 * entry, so the browser's or Android's Back goes to the previous step and Forward comes back, and
 * the server renders the step an address names (server/loaders/claims/own-claim.ts). A move between
 * steps changes nothing the loader reads, so it fetches nothing (OwnClaimPage's shouldRevalidate).
 */
import type { ShouldRevalidateFunction } from 'react-router';
import { claimStepOf, type ClaimStep } from '../../../../shared/claims/types.js';

/** The step a query names. */
export function stepOfSearch(search: string): ClaimStep {
  return claimStepOf(new URLSearchParams(search).get('step'));
}

/** The same query with `step` set (other parameters kept). */
export function searchWithStep(search: string, step: ClaimStep): string {
  const params = new URLSearchParams(search);
  params.set('step', step);
  return `?${params.toString()}`;
}

/** Whether two addresses differ in their `step` alone. */
function onlyStepDiffers(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('step');
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

/** A move between steps keeps the loaded claim (the builder holds the newer answers anyway). */
export const keepClaimBetweenSteps: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && onlyStepDiffers(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
