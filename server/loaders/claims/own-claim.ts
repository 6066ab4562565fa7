import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { OwnClaim } from '../../../shared/api/claims/contract.js';
import type { ClaimTemplateDetail } from '../../../shared/api/types.js';
import type { Locale } from '../../../shared/locales.js';
import { claimStepOf } from '../../../shared/claims/types.js';
import type { OwnClaimPageData } from '../../../shared/pages/claims/builder.js';
import { catalogueReads } from '../catalogue/reads.js';
import { claimReads } from './reads.js';
import { signInRedirect } from '../sign-in.js';
import type { LoaderContext, ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * The template as the claim keeps it, for a claim made without one (or whose template is gone):
 * the builder still knows its court type and rules; it has no duty rule or exemptions to offer.
 */
export function templateOfSnapshot(claim: OwnClaim, locale: Locale): ClaimTemplateDetail {
  const snapshot = claim.snapshot;
  return {
    id: snapshot.id,
    slug: snapshot.slug,
    title: snapshot.titles[locale] || claim.title,
    description: '',
    category: { id: 0, slug: '', name: '' },
    courtType: snapshot.courtType,
    pretrialRequired: snapshot.pretrialRequired,
    popularity: 0,
    updatedAt: claim.updatedAt,
    jurisdictionNote: '',
    stateDuty: { kind: snapshot.dutyKind, rule: null, exemptions: [], note: '' },
    claimValueRule: snapshot.claimValueRule,
    courtRule: snapshot.courtRule,
    demands: [],
    attachments: [],
    note: '',
    body: [],
    titles: snapshot.titles,
    fields: [],
  };
}

/** The claim's template in the page's language; the claim's own copy when it has none or it is gone. */
async function templateOf(claim: OwnClaim, { api, locale }: LoaderContext): Promise<ClaimTemplateDetail> {
  if (claim.snapshot.id <= 0) return templateOfSnapshot(claim, locale);
  try {
    return await claimReads(api, locale).template(claim.snapshot.id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return templateOfSnapshot(claim, locale);
    throw error;
  }
}

/**
 * The names of the districts the claim's places name, by id, in the page's language: the place
 * fields show them before the browser reads a region's list (and without script).
 */
async function savedDistrictNames(claim: OwnClaim, { api, apiContext }: LoaderContext): Promise<Record<string, string>> {
  const parties = claim.answers.parties ?? {};
  const places = [parties.plaintiff, parties.representative, ...(parties.defendants ?? []), ...(parties.thirdParties ?? [])].flatMap((party) =>
    party?.place ? [party.place] : [],
  );
  if (places.length === 0) return {};
  const lists = await Promise.all([...new Set(places.map((place) => place.region))].map((region) => api.listDistricts({ region }, apiContext)));
  const wanted = new Set(places.map((place) => place.district));
  return Object.fromEntries(lists.flatMap((list) => list.items.filter((item) => wanted.has(item.id)).map((item) => [item.id, item.name])));
}

/**
 * /statement-of-claim/my/{idx}: the builder of one of the visitor's own claims, read through the
 * API with their session (never cached), with its template's detail in the page's language, the
 * regions and the chosen court's region with its courts (the court step renders without script),
 * which are everyone's and read through the pages' one-minute cache.
 * A guest, or a session that has ended, is sent to sign in and brought back; another visitor's
 * claim and an unknown id are the 404 page alike.
 */
export const ownClaimLoader: ServerLoader<PageDataOf<'claims-my'>> = async ({ request, params }, context): Promise<OwnClaimPageData> => {
  const { api, apiContext, locale, t } = context;
  const id = Number(params.idx);
  try {
    const claim = await api.getOwnClaim({ id }, apiContext);
    const [template, regions, courts, papers] = await Promise.all([
      templateOf(claim, context),
      catalogueReads(api, locale).regions(),
      claim.court ? claimReads(api, locale).courts(claim.snapshot.courtType) : Promise.resolve([]),
      claim.generated ? api.listClaimPapers({ id }, apiContext).then((list) => list.items) : Promise.resolve([]),
    ]);
    const savedDistricts = await savedDistrictNames(claim, context);
    const chosen = claim.court ? courts.find((court) => court.id === claim.court?.id) : undefined;
    const courtRegionId = chosen?.region.id ?? null;
    const step = claimStepOf(new URL(request.url).searchParams.get('step'));
    return {
      claim,
      template,
      step,
      regions: regions.items,
      courtRegionId,
      courts: courtRegionId === null ? [] : courts.filter((court) => court.region.id === courtRegionId),
      savedDistricts,
      papers,
      meta: { title: claim.title || t('pages:claimsMy.title') },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};
