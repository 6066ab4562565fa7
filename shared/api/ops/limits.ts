/**
 * The console's limits without zod (issue 32): the pages hold them in their chunks, and zod (with
 * its eval probe against the CSP) must stay out of the browser. The contract's schemas read them here.
 */
export const REVIEW_NOTE_MAX = 500;
/** A dispute's decision is explained: the reason's bounds, in characters. */
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 2000;
/** A specialist's application returned or rejected is explained: the reason's bounds, in characters. */
export const APPLICATION_REASON_LIMITS = { min: 10, max: 2000 } as const;
/** The kinds of court a district is linked to (district_courts, migration 0025), as the courts' page offers them. */
export const DISTRICT_COURT_TYPES_EDITED = ['civil', 'criminal', 'economic', 'administrative'] as const;
export type DistrictCourtType = (typeof DISTRICT_COURT_TYPES_EDITED)[number];
