/**
 * The one schema of a service's fiscal data (issue 29, ADR 016): PUT
 * /api/v1/me/specialist/services/{id}/fiscal checks the body with it, and the form on /home checks
 * itself with it before sending, so both fail alike, field by field, with shared/validation's
 * messages ("… is required.", "… must be exactly 17 characters long.") naming the form's labels.
 * Parsing normalizes: the codes as bare digits, the rate a whole number.
 */
import { z } from 'zod';
import type { RuleFailure, RuleIssueParams } from '../validation';
import {
  IKPU_DIGITS,
  PACKAGE_CODE_MAX_DIGITS,
  VAT_PERCENT_RANGE,
  type ServiceFiscalField,
  type ServiceFiscalLabels,
  type ServiceFiscalValues,
} from './service-fiscal';

const REQUIRED: RuleFailure = { key: 'required', params: {} };
const INVALID: RuleFailure = { key: 'invalid', params: {} };

type Ctx = z.RefinementCtx;

/** An issue shared/validation's messages name (server/api/field-errors.ts reads its params). */
function fail(ctx: Ctx, field: ServiceFiscalField, label: string, failure: RuleFailure): void {
  const params: RuleIssueParams = { rule: failure.key, field: label, values: failure.params };
  ctx.addIssue({ code: 'custom', path: [field], message: `${label}: ${failure.key}`, params: { ...params } });
}

/**
 * What was typed, without the spaces, dots and hyphens the classifier's pages and receipts
 * group codes with ("10305 008 001…", "10.71.11.100…"); null for a value that is not text.
 */
function typedDigits(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return null;
  return value.replace(/[\s.-]/g, '');
}

function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

function vatOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const rate = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[0-9]{1,3}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(rate) && rate >= VAT_PERCENT_RANGE.min && rate <= VAT_PERCENT_RANGE.max ? rate : null;
}

/** The schema of a service's fiscal data; `labels` name the fields in the messages. */
export function serviceFiscalSchema(labels: ServiceFiscalLabels) {
  return z.unknown().transform((raw, ctx): ServiceFiscalValues => {
    const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

    const ikpuCode = typedDigits(body.ikpuCode);
    if (ikpuCode === '') fail(ctx, 'ikpuCode', labels.ikpuCode, REQUIRED);
    else if (ikpuCode === null || !isDigits(ikpuCode)) fail(ctx, 'ikpuCode', labels.ikpuCode, INVALID);
    else if (ikpuCode.length !== IKPU_DIGITS) fail(ctx, 'ikpuCode', labels.ikpuCode, { key: 'length', params: { length: IKPU_DIGITS } });

    const packageCode = typedDigits(body.packageCode);
    if (packageCode === '') fail(ctx, 'packageCode', labels.packageCode, REQUIRED);
    else if (packageCode === null || !isDigits(packageCode) || packageCode.length > PACKAGE_CODE_MAX_DIGITS)
      fail(ctx, 'packageCode', labels.packageCode, INVALID);

    const vatPercent = vatOf(body.vatPercent);
    if (vatPercent === undefined) fail(ctx, 'vatPercent', labels.vatPercent, REQUIRED);
    else if (vatPercent === null) fail(ctx, 'vatPercent', labels.vatPercent, { key: 'option', params: {} });

    return { ikpuCode: ikpuCode ?? '', packageCode: packageCode ?? '', vatPercent: vatPercent ?? 0 };
  });
}

export type ServiceFiscalSchema = ReturnType<typeof serviceFiscalSchema>;
