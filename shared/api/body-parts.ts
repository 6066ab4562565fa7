/**
 * Pieces of the write bodies' schemas (documents, ADR 008; claims, ADR 010): each checks one
 * part of a body inside a zod refinement and reports a failure as a rule of shared/validation
 * naming the part's label, so the API and the forms word it alike.
 */
import { z } from 'zod';
import { isLocale, type Locale } from '../locales';
import type { RuleFailure, RuleIssueParams } from '../validation';
import { intParam } from './params';

export type Ctx = z.RefinementCtx;
export type Path = (string | number)[];

export function fail(ctx: Ctx, path: Path, field: string, failure: RuleFailure = { key: 'invalid', params: {} }): void {
  const params: RuleIssueParams = { rule: failure.key, field, values: failure.params };
  ctx.addIssue({ code: 'custom', path, message: `${field}: ${failure.key}`, params: { ...params } });
}

/** The body as an object, or a failure named `label`. */
export function record(raw: unknown, ctx: Ctx, label: string): Record<string, unknown> | null {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) return raw as Record<string, unknown>;
  fail(ctx, [], label);
  return null;
}

export function unknownKeys(body: Record<string, unknown>, allowed: readonly string[], ctx: Ctx): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) fail(ctx, [key], key, { key: 'unknown_field', params: {} });
}

/** Runs a part's schema and reports its issues under the part's name; undefined when it failed. */
export function part<T>(schema: z.ZodType<T>, value: unknown, key: string, ctx: Ctx): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] } as Parameters<Ctx['addIssue']>[0]);
  return undefined;
}

export function locale(ctx: Ctx, value: unknown, label: string): Locale | undefined {
  if (isLocale(value)) return value;
  fail(ctx, ['locale'], label, value === undefined || value === null || value === '' ? { key: 'required', params: {} } : { key: 'option', params: {} });
  return undefined;
}

const versionSchema = intParam().pipe(z.number().min(1).max(2_147_483_647));

/** The version a save started from (optimistic concurrency). */
export function version(ctx: Ctx, value: unknown, label: string, optional: boolean): number | undefined {
  if (optional && (value === undefined || value === null)) return undefined;
  const parsed = versionSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  fail(ctx, ['version'], label, value === undefined || value === null ? { key: 'required', params: {} } : { key: 'invalid', params: {} });
  return undefined;
}
