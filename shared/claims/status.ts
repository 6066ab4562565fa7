/**
 * A claim's states (docs/product.md §4, ADR 010): draft → complete → generated → filed_by_user →
 * closed, and cancelled from any other. A save moves it between draft and complete as its answers
 * become complete or stop being so; a save of a generated claim makes a new version and brings it
 * back to complete (or draft) while the generated files are kept; generating is allowed from
 * complete and again from generated; the visitor records filing, closing and cancelling.
 */
export const CLAIM_STATUSES = ['draft', 'complete', 'generated', 'filed_by_user', 'closed', 'cancelled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Every legal move, from each state. */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  draft: ['complete', 'cancelled'],
  complete: ['draft', 'generated', 'cancelled'],
  generated: ['generated', 'complete', 'draft', 'filed_by_user', 'cancelled'],
  filed_by_user: ['closed', 'cancelled'],
  closed: ['cancelled'],
  cancelled: [],
};

/** The moves the visitor asks for through POST /me/claims/{id}/status (the others follow saves and generating). */
export const MANUAL_STATUSES = ['filed_by_user', 'closed', 'cancelled'] as const;
export type ManualClaimStatus = (typeof MANUAL_STATUSES)[number];

export function canTransition(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[from].includes(to);
}

/** The states the visitor may move a claim to by hand from `from` (what a 409 names). */
export function manualTargets(from: ClaimStatus): ManualClaimStatus[] {
  return MANUAL_STATUSES.filter((to) => canTransition(from, to));
}

/** Answers can still be edited (and the claim generated). */
export function isEditable(status: ClaimStatus): boolean {
  return status === 'draft' || status === 'complete' || status === 'generated';
}

/** The state after a save: complete when nothing blocks it, else draft. */
export function statusAfterSave(from: ClaimStatus, complete: boolean): ClaimStatus {
  if (!isEditable(from)) return from;
  return complete ? 'complete' : 'draft';
}

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && (CLAIM_STATUSES as readonly string[]).includes(value);
}
