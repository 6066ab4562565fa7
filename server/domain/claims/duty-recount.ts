/**
 * When a new base calculation amount comes into force (a row of base_calculation_amounts whose
 * `valid_from` has come, written ahead by a decree's date or on the day), the duty estimate kept
 * with every claim still being written is counted again and its owner told (`claim_duty_changed`,
 * issue 31): in the site, and in Telegram when they chose it. Claims already generated, filed,
 * closed or cancelled keep what they were generated with: a change never alters a claim already
 * generated (their new version counts again when the visitor edits it).
 *
 * The sweep (the notification worker's, ADR 021) takes the due amounts with a lease, recounts the
 * drafts in batches, each batch one transaction that locks its claims, writes the new estimate and
 * the notification together, then marks the amounts done. A replica dying mid-way leaves them
 * to the next sweep after the lease; a claim recounted already then has the estimate the rules
 * give, so it is not told twice. A visitor's save at the same moment counts its own estimate.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { ClaimAnswers, ClaimTemplateSnapshot } from '../../../shared/claims/types.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import { claimFigures, snapshotOf } from './own-claims.js';

/** How long a sweep may hold a due amount before another replica takes it over. */
export const RECOUNT_LEASE_MINUTES = 10;
const BATCH = 200;

/** The claims' states whose estimate follows the rules in force (shared/claims/status.ts). */
const RECOUNTED = ['draft', 'complete'];

interface DraftRow {
  id: number;
  user_id: number;
  title: string;
  state_duty: string | null;
  answers: ClaimAnswers;
  template: ClaimTemplateSnapshot;
}

export interface RecountResult {
  /** Base calculation amounts that came into force and were handled. */
  amounts: number;
  /** Claims whose estimate moved (each owner told). */
  changed: number;
}

/**
 * Takes every amount come into force and not yet handled, unless another sweep holds it: one
 * recount serves them all, as it counts with the rules of today (a database seeded afresh, or a
 * sweep that did not run for days, has several).
 */
async function takeDueAmounts(db: Queryable, today: string): Promise<string[]> {
  const { rows } = await db.query<{ valid_from: string }>(
    `UPDATE base_calculation_amounts SET recount_started_at = now()
      WHERE valid_from IN (
        SELECT valid_from FROM base_calculation_amounts
         WHERE drafts_recounted_at IS NULL AND valid_from <= $1::date
           AND (recount_started_at IS NULL OR recount_started_at < now() - make_interval(mins => $2))
         FOR UPDATE SKIP LOCKED)
      RETURNING valid_from::text`,
    [today, RECOUNT_LEASE_MINUTES],
  );
  return rows.map((row) => row.valid_from);
}

/** One batch of claims after `afterId`: recounted, changed ones written and told. Returns the last id seen (null: none left) and how many changed. */
async function recountBatch(db: Transactional, afterId: number): Promise<{ lastId: number | null; changed: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DraftRow>(
      `SELECT id, user_id, title, state_duty::text, answers, template FROM user_claims
        WHERE status = ANY($1::text[]) AND id > $2 ORDER BY id LIMIT $3 FOR UPDATE`,
      [RECOUNTED, afterId, BATCH],
    );
    let changed = 0;
    for (const row of rows) {
      const { duty } = await claimFigures(tx, snapshotOf(row), row.answers);
      const before = row.state_duty === null ? null : BigInt(row.state_duty);
      if (duty === before) continue;
      await tx.query('UPDATE user_claims SET state_duty = $2 WHERE id = $1', [row.id, duty?.toString() ?? null]);
      // A duty moved to or from "unknown" is still worth a look; the amounts go when both are known.
      const amounts = before !== null && duty !== null ? { before: Number(before), after: Number(duty) } : {};
      await tx.query("SELECT notify_user($1, 'claim_duty_changed', $2::jsonb, $3)", [
        row.user_id,
        JSON.stringify({ claimId: row.id, title: row.title, ...amounts }),
        `/statement-of-claim/my/${row.id}`,
      ]);
      changed += 1;
    }
    return { lastId: rows.at(-1)?.id ?? null, changed };
  });
}

/**
 * Handles every base calculation amount that has come into force since the last sweep: recounts
 * the drafts and tells their owners. `today` is Tashkent's day (tests: another one).
 */
export async function recountDraftDuties(db: Queryable & Transactional, today = tashkentToday()): Promise<RecountResult> {
  const due = await takeDueAmounts(db, today);
  const result: RecountResult = { amounts: due.length, changed: 0 };
  if (due.length === 0) return result;
  for (let after: number | null = 0; after !== null; ) {
    const batch = await recountBatch(db, after);
    result.changed += batch.changed;
    after = batch.lastId;
  }
  await db.query('UPDATE base_calculation_amounts SET drafts_recounted_at = now() WHERE valid_from = ANY($1::date[])', [due]);
  return result;
}

/**
 * Counts every claim being written again now and tells the owners whose estimate moved: after an
 * operator corrected a state-duty rule or an exemption (issue 32), which apply at once. Returns how
 * many moved.
 */
export async function recountAllDrafts(db: Transactional): Promise<number> {
  let changed = 0;
  for (let after: number | null = 0; after !== null; ) {
    const batch = await recountBatch(db, after);
    changed += batch.changed;
    after = batch.lastId;
  }
  return changed;
}
