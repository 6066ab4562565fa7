/** Step of the claim builder: written by the steps 4–8 work (replaced there); the shell renders it. */
import type { ClaimStepProps } from '../step-props';

export default function ReviewStep(_props: ClaimStepProps) {
  return null;
}
