/** The arguments of `npm run reviews:moderate` (./reviews-moderate.ts), read without touching anything. */
import { parseArgs } from 'node:util';
import type { Decision } from '../domain/reviews/moderation';
import { MODERATION_NOTE_MAX } from '../domain/reviews/moderation';

export const MODERATE_USAGE = `Usage: reviews:moderate [--list | --hide <id> [--note <text>] | --keep <id> [--note <text>]]
  Without options on a terminal: goes through the reported reviews and asks, for each, to hide or keep it.
  --list          prints the reported reviews waiting for a decision (also the default when not on a terminal)
  --hide <id>     hides the review (out of the lists and the rating) and resolves its reports
  --keep <id>     keeps the review visible and resolves its reports
  --note <text>   the moderator's note stored with the decision (at most ${MODERATION_NOTE_MAX} characters)
Exit code: 0 done, nothing waits; 1 reported reviews still wait (or the run failed); 2 usage error; 3 no such review.`;

export type Command = { kind: 'list' } | { kind: 'interactive' } | { kind: 'decide'; decision: Decision; id: number; note: string | null };

/** The command the arguments ask for; throws an Error naming what is wrong (a usage error). */
export function parseModerateArgs(args: string[], onTerminal: boolean): Command | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      list: { type: 'boolean', default: false },
      hide: { type: 'string' },
      keep: { type: 'string' },
      note: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  const chosen = [values.list, values.hide !== undefined, values.keep !== undefined].filter(Boolean).length;
  if (chosen > 1) throw new Error('Choose one of --list, --hide, --keep.');
  if (values.note !== undefined && values.hide === undefined && values.keep === undefined) throw new Error('--note goes with --hide or --keep.');
  if (values.note !== undefined && values.note.length > MODERATION_NOTE_MAX) throw new Error(`The note is longer than ${MODERATION_NOTE_MAX} characters.`);
  const target = values.hide ?? values.keep;
  if (target !== undefined) {
    if (!/^[1-9]\d{0,17}$/.test(target) || !Number.isSafeInteger(Number(target))) throw new Error(`Not a review id: ${target}`);
    return { kind: 'decide', decision: values.hide !== undefined ? 'hide' : 'keep', id: Number(target), note: values.note?.trim() || null };
  }
  if (values.list || !onTerminal) return { kind: 'list' };
  return { kind: 'interactive' };
}
