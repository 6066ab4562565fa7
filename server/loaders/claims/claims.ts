import { isApiError } from '../../../shared/api/errors.js';
import type { OwnClaimList } from '../../../shared/api/claims/contract.js';
import type { ClaimStatus } from '../../../shared/claims/status.js';
import type { ClaimCategoryView, ClaimsPageData } from '../../../shared/pages/claims/types.js';
import type { ApiCallContext, ApiClient } from '../../api-client/types.js';
import { claimReads, templateLink } from './reads.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** The states of a claim still being prepared: the front page offers to continue them. */
export const IN_PROGRESS: ReadonlySet<ClaimStatus> = new Set(['draft', 'complete', 'generated']);
/** How many of them the front page lists (the rest are on /home). */
export const IN_PROGRESS_SHOWN = 5;
/** How many of the newest claims are looked through for those in progress. */
const LOOKED_THROUGH = 20;

/** The signed-in visitor's claims (never cached: theirs alone); null for a guest or an ended session. */
async function ownClaims(api: ApiClient, apiContext: ApiCallContext): Promise<OwnClaimList | null> {
  if (!apiContext.session) return null;
  try {
    return await api.listOwnClaims({ page: 1, pageSize: LOOKED_THROUGH }, apiContext);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * /statement-of-claim: what the builder does, the categories with their templates (the most used
 * first within each), and a signed-in visitor's claims in progress with "continue". Categories
 * without a template are left out.
 */
export const claimsLoader: ServerLoader<PageDataOf<'claims'>> = async (_args, { api, apiContext, locale, t }): Promise<ClaimsPageData> => {
  const read = claimReads(api, locale);
  const [categories, shelf, own] = await Promise.all([read.categories(), read.shelf(), ownClaims(api, apiContext)]);
  const views: ClaimCategoryView[] = categories.items
    .map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      description: category.description,
      templates: shelf.items.filter((card) => card.category.id === category.id).map(templateLink),
    }))
    .filter((category) => category.templates.length > 0);
  const inProgress = own?.items.filter((claim) => IN_PROGRESS.has(claim.status)) ?? [];
  return {
    categories: views,
    mine: own
      ? {
          items: inProgress
            .slice(0, IN_PROGRESS_SHOWN)
            .map((claim) => ({ id: claim.id, title: claim.title, status: claim.status, updatedAt: claim.updatedAt })),
          total: inProgress.length,
        }
      : null,
    meta: { title: t('pages:claims.title'), description: t('claim-pages:meta.description') },
  };
};
