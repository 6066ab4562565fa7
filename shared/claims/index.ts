/**
 * A statement of claim's shared logic (ADR 010), without zod: the pages' review step, the live duty
 * estimate and the print view import it from here. The answers' schema is ./answers.ts (with zod),
 * imported by the API and by the builder's forms.
 */
export * from './types';
export { claimValueOf, PERIODIC_CAP_MONTHS, type ClaimValueResult } from './value';
export {
  computeDuty,
  defaultExemption,
  scaled,
  tiyinJson,
  wholeSom,
  withDefaultExemption,
  type DutyBasis,
  type DutyInput,
  type DutyResult,
  type DutyRuleInput,
} from './duty';
export { formatTiyin } from './money';
export { courtRuleSource, decidingDistrict, proposalOrder, type CourtProposalBasis, type CourtRuleSource, type ProposalDistricts } from './court';
export { isDistrictId, placeLine, type PartyPlace, type PlaceNames } from './address';
export {
  canTransition,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  isClaimStatus,
  isEditable,
  manualTargets,
  MANUAL_STATUSES,
  statusAfterSave,
  type ClaimStatus,
  type ManualClaimStatus,
} from './status';
export { claimAttachments, type AttachmentContext, type ClaimAttachment } from './attachments';
export { CLAIM_PROBLEM_CODES, isClaimComplete, reviewProblems, type ClaimProblem, type ClaimProblemCode, type ReviewContext } from './review';
export { claimDocument, type ClaimDocumentInput } from './generate';
export { CLAIM_TEXTS, type ClaimDocumentTexts } from './texts';
export { demandFills, familyCodeShare, fillDemand, SHARE_LABELS, withChildrenNumber } from './fill';
export { plainTextOf } from './plain';
