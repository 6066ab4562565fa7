/** What /statement-of-claim/my/{idx} renders: the loader's payload (server/loaders/claims/own-claim.ts). */
import type { OwnClaim } from '../../api/claims/contract.js';
import type { ClaimTemplateDetail, Court, Region } from '../../api/types.js';
import type { ClaimStep } from '../../claims/types.js';
import type { OwnPaper } from '../../signing/papers.js';
import type { PageMeta } from '../meta.js';

export interface OwnClaimPageData {
  meta: PageMeta;
  claim: OwnClaim;
  /** The claim's template in the page's language (titles, rules, exemptions, demands). */
  template: ClaimTemplateDetail;
  /** The step the URL names (?step=), the court step when it names none or a wrong one. */
  step: ClaimStep;
  regions: Region[];
  /** The region of the chosen court, and that region's courts of the template's type. */
  courtRegionId: number | null;
  courts: Court[];
  /** The names of the districts the claim's places name, by id (shown before a region's list is read). */
  savedDistricts: Record<string, string>;
  /** The claim's signed papers, newest first (issue 33). */
  papers: OwnPaper[];
  [key: string]: unknown;
}
