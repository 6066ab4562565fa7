import ClaimBuilder from '../../components/claims/builder/ClaimBuilder.js';
import { keepClaimBetweenSteps } from '../../components/claims/builder/step-address.js';
import { usePageData } from '../../platform/payload.js';

/** Moving between steps (?step=) is a history entry of its own, with no new request. */
export const shouldRevalidate = keepClaimBetweenSteps;

/**
 * /statement-of-claim/my/{idx}: the builder of one of the visitor's claims, one step at a time.
 * The server renders the step the URL names (?step=); once hydrated, every answer is saved as it
 * is given, and each step is a history entry (Back goes to the previous step).
 */
export default function OwnClaimPage() {
  const data = usePageData('claims-my');
  return <ClaimBuilder key={data.claim.id} data={data} />;
}
