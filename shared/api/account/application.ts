/**
 * A specialist's application and the operators' queue of them (issue 32, ADR 023): what the API
 * takes and answers besides the form itself (../../account/application-schema.ts).
 *
 * - `GET  /me/specialist-application` → `SpecialistApplication` (status 'none' before the first save)
 * - `PUT  /me/specialist-application` `ApplicationInput` → the saved application (409
 *   `application_submitted` while the operators have it)
 * - `PUT  /me/specialist-application/photo|licence-scan` multipart, one file in `files` → the
 *   saved application (415 `file_type`, 413 `file_too_large`)
 * - `POST /me/specialist-application/submit` → the submitted application (422
 *   `invalid_application` naming what is missing)
 * - `GET  /ops/applications` → the queue, the earliest submitted first; `GET /ops/applications/:id`
 * - `POST /ops/applications/:id/approve|return|reject` → the decision, audited and told.
 */
import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_PAGE_UPLOAD, type ApplicationFile, type ApplicationForm, type ApplicationStatus } from '../../account/application';
import type { FirmApplicationKind, FirmApplicationStatus, FirmForm } from '../../account/firm';

export { APPLICATION_PAGE_UPLOAD };

const uploadedFile = z.object({ name: z.string().max(1000), type: z.string().max(200), bytes: z.instanceof(Uint8Array) }).strict();

/** One file in `files`: the photo or the licence's scan. */
export const applicationFileBody = z.object({ files: z.array(uploadedFile).length(1) }).strict();
export const PHOTO_UPLOAD = { files: 1, fileBytes: APPLICATION_LIMITS.photoBytes, oneFile: true } as const;
export const SCAN_UPLOAD = { files: 1, fileBytes: APPLICATION_LIMITS.scanBytes, oneFile: true } as const;

export const applicationFileParams = z.object({ fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const opsApplicationFileParams = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  fileId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export type ApplicationDecision = 'approved' | 'returned' | 'rejected';

/** An application in the operators' queue. */
export interface OpsApplicationCard {
  id: number;
  applicant: string;
  profession: ApplicationForm['profession'];
  nickname: string;
  submittedAt: string;
  /** An approved specialist's new licence, not a new specialist. */
  licenceChange: boolean;
}

/** One application as an operator decides it: the form beside its files. */
export interface OpsApplication extends OpsApplicationCard {
  status: ApplicationStatus;
  /** The name and PINFL OneID gave: the person a licence must name. */
  pinfl: string;
  form: ApplicationForm;
  /** Names of the region and the specializations in the operator's language. */
  regionName: string | null;
  specializationNames: string[];
  photo: ApplicationFile | null;
  licenceScan: ApplicationFile | null;
  /** The licence approved before (a licence change shows both). */
  approvedLicence: ApplicationForm['licence'];
  decidedAt: string | null;
  reason: string | null;
}

export interface ApplicationDecisionResult {
  id: number;
  decision: ApplicationDecision;
  /** The live profile's address once approved. */
  nickname: string | null;
}

/** A law firm's application as an operator decides it (ADR 024). */
export interface OpsFirmApplication {
  id: number;
  kind: FirmApplicationKind;
  status: FirmApplicationStatus;
  applicant: string;
  /** The applicant's verified profile. */
  applicantNickname: string | null;
  pinfl: string;
  /** The seeded page claimed (its TIN as seeded, if any), or the firm made once approved. */
  lawFirm: { id: number; name: string; tin: string | null } | null;
  form: FirmForm;
  regionName: string | null;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
}
