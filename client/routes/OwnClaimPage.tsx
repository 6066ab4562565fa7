import { useLoaderData } from 'react-router';
import ClaimBuilder from '../components/claims/builder/ClaimBuilder.js';
import type { OwnClaimPageData } from '../components/claims/builder/types.js';

/**
 * /statement-of-claim/my/{idx}: the builder of one of the visitor's claims, one step at a time.
 * The server renders the step the URL names (?step=); once hydrated, every answer is saved as it
 * is given.
 */
export default function OwnClaimPage() {
  const data = useLoaderData() as OwnClaimPageData;
  return <ClaimBuilder key={data.claim.id} data={data} />;
}
