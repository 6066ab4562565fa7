/**
 * Command line: `npm run reviews:moderate [-- options]` (issue 12, ADR 012 "Reviews"). Reads
 * DATABASE_URL, DATA_DIR, REDIS_URL and LOG_LEVEL like the server does.
 *
 * - no option, on a terminal: shows each reported review (text, stars, the reports and their
 *   reasons) and asks: hide, keep, skip or quit; a hide may carry a note.
 * - `--list` (also what runs without options when not on a terminal): prints the reported reviews.
 * - `--hide <id> [--note <text>]`, `--keep <id> [--note <text>]`: decides one review.
 *
 * A decision resolves the review's reports; a hidden review leaves the lists and the rating (the
 * table's trigger recomputes it). With REDIS_URL the running servers drop their cached profile and
 * lists at once; without it they show the change within a minute (their cache time).
 *
 * Exit code: 0 done (nothing waits for moderation); 1 reported reviews still wait (listed or
 * skipped), or the run failed; 2 a usage error; 3 no review with that id.
 */
import { commandContext, commandLineActor, openCommandDatabase, runCommand } from './command';
import { createInterface } from 'node:readline/promises';
import { CHANGES_CHANNEL, type DataChange } from '../cache/changes';
import type { Database } from '../db/adapter';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Logger } from '../ops/logger';
import type { ReviewedSubject } from '../domain/reviews/writes';
import { openRedis } from '../security/redis';
import { MODERATION_NOTE_MAX, formatReported, moderateReview, reportedReviews, type Decision } from '../domain/reviews/moderation';
import { MODERATE_USAGE, parseModerateArgs, type Command } from './reviews-moderate-args';

/** Tells the running servers (every replica, through Redis) that these reviews changed; without Redis their caches expire by time. */
async function announce(subjects: ReviewedSubject[], redisUrl: string | undefined, logger: Logger): Promise<void> {
  if (!redisUrl || subjects.length === 0) return;
  const redis = await openRedis(redisUrl, logger);
  try {
    for (const subject of subjects) {
      const change: DataChange = { kind: 'reviews', ...subject };
      await redis.publish(CHANGES_CHANNEL, JSON.stringify({ from: 'reviews:moderate', change })).catch(() => undefined);
    }
  } finally {
    redis.disconnect();
  }
}

const out = (line = '') => process.stdout.write(`${line}\n`);

async function list(db: Database): Promise<number> {
  const reported = await reportedReviews(db);
  if (reported.length === 0) {
    out('No reported reviews wait for moderation.');
    return 0;
  }
  for (const review of reported) {
    for (const line of formatReported(review)) out(line);
    out();
  }
  out(`${reported.length} reported review(s) wait for moderation: --hide <id> or --keep <id>.`);
  return 1;
}

async function decide(db: Database, command: Extract<Command, { kind: 'decide' }>, changed: ReviewedSubject[]): Promise<number> {
  const result = await moderateReview(db, command.id, command.decision, command.note, commandLineActor());
  if (!result.ok) {
    process.stderr.write(`No review with id ${command.id}.\n`);
    return 3;
  }
  changed.push(result.changed);
  out(`Review ${command.id} ${command.decision === 'hide' ? 'hidden' : 'kept'}; ${result.resolvedReports} report(s) resolved.`);
  return 0;
}

async function interactive(db: Database, changed: ReviewedSubject[]): Promise<number> {
  const reported = await reportedReviews(db);
  if (reported.length === 0) {
    out('No reported reviews wait for moderation.');
    return 0;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  let left = reported.length;
  try {
    for (const [index, review] of reported.entries()) {
      out(`(${index + 1}/${reported.length})`);
      for (const line of formatReported(review)) out(line);
      let answer = '';
      while (!['h', 'k', 's', 'q'].includes(answer)) answer = (await prompt.question('[h]ide, [k]eep, [s]kip, [q]uit? ')).trim().toLowerCase().slice(0, 1);
      if (answer === 'q') break;
      if (answer === 's') continue;
      const decision: Decision = answer === 'h' ? 'hide' : 'keep';
      const note = (await prompt.question('Note (optional, Enter to skip): ')).trim().slice(0, MODERATION_NOTE_MAX) || null;
      if ((await decide(db, { kind: 'decide', decision, id: review.id, note }, changed)) === 0) left -= 1;
      out();
    }
  } finally {
    prompt.close();
  }
  out(left === 0 ? 'Every reported review is decided.' : `${left} reported review(s) still wait.`);
  return left === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  let command: Command | 'help';
  try {
    command = parseModerateArgs(process.argv.slice(2), Boolean(process.stdin.isTTY && process.stdout.isTTY));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${MODERATE_USAGE}\n`);
    return 2;
  }
  if (command === 'help') {
    out(MODERATE_USAGE);
    return 0;
  }
  const context = commandContext();
  const { config, logger } = context;
  const db = await openCommandDatabase(context);
  if (db instanceof DataDirInUseError) throw db;
  const changed: ReviewedSubject[] = [];
  try {
    if (command.kind === 'list') return await list(db);
    if (command.kind === 'decide') return await decide(db, command, changed);
    return await interactive(db, changed);
  } finally {
    await db.close();
    await announce(changed, config.REDIS_URL, logger);
  }
}

runCommand('reviews:moderate', main, 1);
