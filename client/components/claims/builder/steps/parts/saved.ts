/**
 * Whether the server holds the answers the visitor sees: the shell saves them a moment after each
 * change, and generating must wait for that save (the server generates from what it has). Both
 * sides go through the one answers' schema first, so its normalizing (trimmed texts, blank items
 * dropped) is no difference.
 */
import { CLAIM_ANSWER_LABELS, claimAnswersSchema, type ClaimAnswerLabels } from '../../../../../../shared/claims/answers.js';
import type { ClaimAnswers } from '../../../../../../shared/claims/types.js';
import { sameContent } from '../../../../documents/editor/document.js';

// Labels only name fields in messages; equality needs none.
const LABELS = Object.fromEntries(CLAIM_ANSWER_LABELS.map((key) => [key, key])) as ClaimAnswerLabels;
const schema = claimAnswersSchema(LABELS);

function normalized(answers: ClaimAnswers): unknown {
  const parsed = schema.safeParse(answers);
  return parsed.success ? parsed.data : answers;
}

export function sameAnswers(a: ClaimAnswers, b: ClaimAnswers): boolean {
  return sameContent(normalized(a), normalized(b));
}
