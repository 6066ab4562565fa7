import type { ReviewList } from '../../../shared/api/reviews/contract.js';
import { FirmReviews } from '../reviews/FirmReviews.js';
import { FirmDetails, type FirmDetailsProps } from './FirmDetails.js';

export interface FirmPanelBodyProps extends FirmDetailsProps {
  /** The reviews' first page when the loader read it (the firm the address opened), else null. */
  reviews: ReviewList | null;
}

/**
 * What a law firm's slide-over holds: its details and its reviews. A chunk of its own
 * (LawfirmsPage loads it when a firm opens, or is about to), so the list does not carry it.
 */
export default function FirmPanelBody({ reviews, ...details }: FirmPanelBodyProps) {
  return (
    <>
      <FirmDetails {...details} />
      <FirmReviews key={details.card.id} firmId={details.card.id} initial={reviews} />
    </>
  );
}
