/** The builder's steps: which component renders each (the shell hands every one ClaimStepProps). */
import type { ComponentType } from 'react';
import type { ClaimStep } from '../../../../../shared/claims/types.js';
import type { ClaimStepProps } from '../step-props.js';
import CircumstancesStep from './CircumstancesStep.js';
import CourtStep from './CourtStep.js';
import DemandsStep from './DemandsStep.js';
import EvidenceStep from './EvidenceStep.js';
import PartiesStep from './PartiesStep.js';
import PretrialStep from './PretrialStep.js';
import ReviewStep from './ReviewStep.js';
import ValueStep from './ValueStep.js';

export const STEP_COMPONENTS: Readonly<Record<ClaimStep, ComponentType<ClaimStepProps>>> = {
  court: CourtStep,
  parties: PartiesStep,
  value: ValueStep,
  circumstances: CircumstancesStep,
  evidence: EvidenceStep,
  demands: DemandsStep,
  pretrial: PretrialStep,
  review: ReviewStep,
};
