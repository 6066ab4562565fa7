/**
 * What the claim builder's shell (/statement-of-claim/my/{idx}) hands each step's component, so
 * the steps can be written apart from the shell: the claim as loaded, the template's detail in the
 * page's language, the current answers (the shell's state, newer than `claim.answers` once the
 * visitor types), and one way to change them. The shell saves every change (autosave per answer,
 * PUT /me/claims/{id} with the version) and shows the save state; a step never calls the API to
 * save. Messages of the last refused save (422) or of the shell's own check arrive in `errors`,
 * keyed by answer path ('parties.defendants.1.pinfl', as shared/claims/answers.ts names them).
 */
import type { Locale } from '../../../../shared/locales';
import type { ClaimTemplateDetail } from '../../../../shared/api/types';
import type { OwnClaim, OwnClaimCourt } from '../../../../shared/api/claims/contract';
import type { ClaimAnswers, ClaimStep } from '../../../../shared/claims/types';

export interface ClaimStepProps {
  claim: OwnClaim;
  template: ClaimTemplateDetail;
  answers: ClaimAnswers;
  /** Replaces one part of the answers; the shell merges it and saves. */
  onAnswer: <K extends keyof ClaimAnswers>(key: K, value: ClaimAnswers[K]) => void;
  /** Messages by answer path, in the page's language. */
  errors: Readonly<Record<string, string>>;
  /** Moves to another step (the review's links to a problem, "edit" buttons). */
  goTo: (step: ClaimStep) => void;
  lang: Locale;
  /** False until the page has hydrated: controls that need script stay disabled. */
  hydrated: boolean;
  /**
   * A move the step made on the server (generate, the claim's language, a state move) changed the
   * claim and its version: the shell takes this claim as its own, so its next save is not stale.
   */
  onClaim: (claim: OwnClaim) => void;
}

/**
 * What the first two steps (court, parties) need: they also run before a claim exists, for a guest
 * on the template's page (GuestClaimBuilder, issue 29), with the answers kept in the tab. There is
 * then no claim (no chosen court of the server's, nothing to save on) and no OneID identity yet.
 */
export type FirstStepProps = Omit<ClaimStepProps, 'claim' | 'onClaim'> & {
  claim: { court: OwnClaimCourt | null } | null;
  /** A guest: OneID's data arrive with signing in, not from a button. */
  guest?: boolean;
};
