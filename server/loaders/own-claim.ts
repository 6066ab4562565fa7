import { data } from 'react-router';
import { isApiError } from '../../shared/api/errors.js';
import type { Court } from '../../shared/api/types.js';
import { CLAIM_STEPS, type ClaimStep } from '../../shared/claims/types.js';
import type { OwnClaimPageData } from '../../client/components/claims/builder/types.js';
import { signInRedirect } from './home.js';
import type { LoaderContext, ServerLoader } from './index.js';

/** The step named by ?step=, the first one otherwise. */
export function stepOf(value: string | null): ClaimStep {
  return (CLAIM_STEPS as readonly string[]).includes(value ?? '') ? (value as ClaimStep) : 'court';
}

/** The courts of a type, page by page (the list answers at most 48 at a time). */
async function courtsOfType(type: Court['type'], { api, apiContext }: LoaderContext): Promise<Court[]> {
  const all: Court[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const result = await api.listCourts({ type, page, pageSize: 48 }, apiContext);
    all.push(...result.items);
    if (all.length >= result.total || result.items.length === 0) break;
  }
  return all;
}

/**
 * /statement-of-claim/my/{idx}: the builder of one of the visitor's own claims, read through the
 * API with their session (never cached), with its template's detail in the page's language, the
 * regions and the chosen court's region with its courts (the court step renders without script).
 * A guest, or a session that has ended, is sent to sign in and brought back; another visitor's
 * claim and an unknown id are the 404 page alike.
 */
export const ownClaimLoader: ServerLoader = async ({ request, params }, context): Promise<OwnClaimPageData> => {
  const { api, apiContext, t } = context;
  if (!apiContext.session) throw signInRedirect(request);
  const id = Number(params.idx);
  try {
    const claim = await api.getOwnClaim(id, apiContext);
    const [template, regions, courts] = await Promise.all([
      api.getClaimTemplate(claim.snapshot.id, apiContext),
      api.listRegions(apiContext),
      claim.court ? courtsOfType(claim.snapshot.courtType, context) : Promise.resolve([]),
    ]);
    const chosen = claim.court ? courts.find((court) => court.id === claim.court?.id) : undefined;
    const courtRegionId = chosen?.region.id ?? null;
    const step = stepOf(new URL(request.url).searchParams.get('step'));
    return {
      claim,
      template,
      step,
      regions: regions.items,
      courtRegionId,
      courts: courtRegionId === null ? [] : courts.filter((court) => court.region.id === courtRegionId),
      meta: { title: claim.title || t('pages:claimsMy.title') },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};
