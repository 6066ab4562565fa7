/**
 * The base calculation amounts as operators keep them (issue 32, ADR 022): the list with each act in
 * the three languages, a preview of what a new or corrected amount would do to the claims still
 * being written, and the write itself, audited in its transaction.
 *
 * The preview counts each draft's estimate on the day the amount would apply (its first day, or
 * today when that is past) as the data stands and as it would stand, inside a transaction that is
 * rolled back, so it is exactly what the estimate code would say and nothing is kept. A write
 * marks the amount for the recount (./duty-recount via recountDraftDuties): once it is in force the
 * drafts whose estimate moved are rewritten and their owners told; a claim already generated keeps
 * what it was generated with.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { tashkentToday } from '../../../shared/format/calendar.js';
import type { BaseAmountInput, BaseAmountPreview, OpsBaseAmount } from '../../../shared/api/ops/contract.js';
import { previewEstimates } from './estimate-preview.js';
import { recountDraftDuties } from '../claims/duty-recount.js';
import { recordAudit, type AuditActor } from './audit.js';

interface AmountRow {
  valid_from: string;
  valid_to: string | null;
  amount: string;
  act: { uz: string; ru: string; en: string };
  source: { title?: string; url?: string } | null;
  checked_on: string | null;
  operator_edited_at: Date | null;
}

const SELECT_AMOUNTS = `SELECT valid_from::text, (lead(valid_from) OVER (ORDER BY valid_from) - 1)::text AS valid_to, amount::text, act, source,
       checked_on::text, operator_edited_at FROM base_calculation_amounts`;

function toAmount(row: AmountRow, today: string, current: string | null): OpsBaseAmount {
  return {
    validFrom: row.valid_from,
    validTo: row.valid_to,
    amount: Number(row.amount),
    act: { uz: row.act.uz ?? '', ru: row.act.ru ?? '', en: row.act.en ?? '' },
    sourceUrl: row.source?.url ?? null,
    checkedOn: row.checked_on,
    current: row.valid_from === current && row.valid_from <= today,
    operatorEdited: row.operator_edited_at !== null,
  };
}

/** Every amount, the newest first, marking the one in force today. */
export async function listOpsBaseAmounts(db: Queryable, today = tashkentToday()): Promise<OpsBaseAmount[]> {
  const { rows } = await db.query<AmountRow>(`${SELECT_AMOUNTS} ORDER BY valid_from DESC`);
  const current = rows.find((row) => row.valid_from <= today)?.valid_from ?? null;
  return rows.map((row) => toAmount(row, today, current));
}

async function oneAmount(db: Queryable, validFrom: string, today: string): Promise<OpsBaseAmount | null> {
  const all = await listOpsBaseAmounts(db, today);
  return all.find((amount) => amount.validFrom === validFrom) ?? null;
}

/** Writes the amount (a new day, or that day's amount corrected) without committing anything else. */
async function writeAmount(tx: Queryable, input: BaseAmountInput, today: string): Promise<void> {
  const act = JSON.stringify(input.act);
  const source = JSON.stringify({ title: input.act.en, ...(input.sourceUrl ? { url: input.sourceUrl } : {}) });
  await tx.query(
    `INSERT INTO base_calculation_amounts (valid_from, amount, act, source, checked_on, operator_edited_at)
     VALUES ($1::date, $2, $3::jsonb, $4::jsonb, $5::date, now())
     ON CONFLICT (valid_from) DO UPDATE SET amount = EXCLUDED.amount, act = EXCLUDED.act, source = EXCLUDED.source,
       checked_on = EXCLUDED.checked_on, operator_edited_at = now(), drafts_recounted_at = NULL, recount_started_at = NULL`,
    [input.validFrom, input.amount, act, source, today],
  );
}

/** What the amount would do to the claims being written; nothing is kept. */
export async function previewBaseAmount(db: Transactional, input: BaseAmountInput, lang: Locale, today = tashkentToday()): Promise<BaseAmountPreview> {
  // ISO days compare as text: the later of the amount's first day and today.
  const day = input.validFrom.localeCompare(today) > 0 ? input.validFrom : today;
  const estimates = await previewEstimates(db, lang, day, async (tx) => {
    const previous = await tx.query<{ amount: string }>(
      'SELECT amount::text FROM base_calculation_amounts WHERE valid_from <= $1::date ORDER BY valid_from DESC LIMIT 1',
      [day],
    );
    await writeAmount(tx, input, today);
    return previous.rows[0] ? Number(previous.rows[0].amount) : null;
  });
  return {
    validFrom: input.validFrom,
    previous: estimates.context,
    examined: estimates.examined,
    moved: estimates.moved,
    items: estimates.items,
    untouched: estimates.untouched,
  };
}

export type BaseAmountWrite = { kind: 'saved'; amount: OpsBaseAmount; recounted: number } | { kind: 'exists' } | { kind: 'missing' };

/**
 * Adds the amount of a new day (`exists` when that day has one) or corrects a day's amount
 * (`missing` when it has none), audited with the state before and after; then recounts the drafts
 * if it is in force already (a later day is recounted by the worker when it comes).
 */
export async function saveBaseAmount(
  db: Queryable & Transactional,
  actor: AuditActor,
  input: BaseAmountInput,
  mode: 'add' | 'correct',
  today = tashkentToday(),
): Promise<BaseAmountWrite> {
  const outcome = await db.transaction(async (tx): Promise<BaseAmountWrite | null> => {
    const { rows } = await tx.query<Pick<AmountRow, 'amount' | 'act' | 'source'>>(
      'SELECT amount::text, act, source FROM base_calculation_amounts WHERE valid_from = $1::date FOR UPDATE',
      [input.validFrom],
    );
    const existing = rows[0];
    if (mode === 'add' && existing) return { kind: 'exists' };
    if (mode === 'correct' && !existing) return { kind: 'missing' };
    await writeAmount(tx, input, today);
    const before = existing ? { amount: Number(existing.amount), act: existing.act, sourceUrl: existing.source?.url ?? null } : null;
    const after = { amount: input.amount, act: input.act, sourceUrl: input.sourceUrl || null };
    await recordAudit(tx, {
      actor,
      action: mode === 'add' ? 'base-amount.add' : 'base-amount.correct',
      subject: `base calculation amount ${input.validFrom}`,
      before,
      after,
      note: input.note?.trim() || null,
    });
    return null;
  });
  if (outcome) return outcome;
  const recount = await recountDraftDuties(db, today);
  const amount = await oneAmount(db, input.validFrom, today);
  if (!amount) throw new Error(`the amount of ${input.validFrom} was written and is gone`);
  return { kind: 'saved', amount, recounted: recount.changed };
}
