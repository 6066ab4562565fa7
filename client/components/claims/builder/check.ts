/**
 * The builder's own check of the answers with the one schema (shared/claims/answers.ts), as the
 * API will check them: messages by answer path in the page's language, and the answers a save can
 * send (a bad value, half typed, is kept on the page and left out of the save, so everything else
 * is saved meanwhile).
 */
import { claimAnswersSchema, CLAIM_ANSWER_LABELS, type ClaimAnswerLabels } from '../../../../shared/claims/answers.js';
import type { ClaimAnswers } from '../../../../shared/claims/types.js';
import type { TFunction } from '../../../../shared/i18n/index.js';
import { messageFor, type RuleIssueParams } from '../../../../shared/validation/index.js';

export function answerLabels(t: TFunction): ClaimAnswerLabels {
  return Object.fromEntries(CLAIM_ANSWER_LABELS.map((field) => [field, t(`claims:answers.${field}`)])) as ClaimAnswerLabels;
}

export interface AnswersCheck {
  /** Messages by path ('parties.defendants.1.pinfl'). */
  errors: Record<string, string>;
  /** The answers without the values refused (null when taking them out is not enough: nothing is sent). */
  sendable: ClaimAnswers | null;
}

function isRuleParams(value: unknown): value is RuleIssueParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { rule?: unknown }).rule === 'string' &&
    typeof (value as { field?: unknown }).field === 'string'
  );
}

/** Deletes the value at a path of a JSON copy (an array item is taken out). */
function dropAt(root: unknown, path: readonly PropertyKey[]): void {
  if (path.length === 0) return;
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path[path.length - 1]!;
  if (Array.isArray(node) && typeof last === 'number') node[last] = undefined;
  else if (typeof node === 'object' && node !== null) delete (node as Record<PropertyKey, unknown>)[last];
}

/** Array items taken out by dropAt leave holes; close them. */
function closeHoles(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(closeHoles);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, closeHoles(item)]));
  return value;
}

export function checkAnswers(answers: ClaimAnswers, labels: ClaimAnswerLabels, t: TFunction): AnswersCheck {
  const schema = claimAnswersSchema(labels);
  const parsed = schema.safeParse(answers);
  if (parsed.success) return { errors: {}, sendable: answers };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const params = 'params' in issue ? (issue as { params?: unknown }).params : undefined;
    if (!(path in errors))
      errors[path] = isRuleParams(params)
        ? messageFor({ key: params.rule, params: params.values } as Parameters<typeof messageFor>[0], params.field, (key, options) => t(key, options))
        : issue.message;
  }
  // Take the refused values out; a value whose absence is refused in turn (a row without its
  // kind) takes its item with it.
  let sendable = JSON.parse(JSON.stringify(answers)) as unknown;
  let issues = parsed.error.issues;
  const dropped = new Set<string>();
  for (let round = 0; round < 4; round += 1) {
    for (const issue of issues) {
      let path: readonly PropertyKey[] = issue.path;
      while (path.length > 1 && dropped.has(path.map(String).join('.'))) path = path.slice(0, -1);
      dropped.add(path.map(String).join('.'));
      dropAt(sendable, path);
    }
    sendable = closeHoles(sendable);
    const again = schema.safeParse(sendable);
    if (again.success) return { errors, sendable: sendable as ClaimAnswers };
    issues = again.error.issues;
  }
  return { errors, sendable: null };
}
