/**
 * A preview of what a change of the law's data (a base calculation amount, a state-duty rule, an
 * exemption: issue 32) would do to the claims still being written: each draft's duty estimate is
 * counted on `day` as the data stands, the change is written, each is counted again, and the
 * transaction is rolled back. So the preview is exactly what the estimate code would then say, and
 * nothing is kept. Claims generated, filed or closed are only counted: they keep their figures.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { PREVIEW_LIMIT, type MovedEstimate } from '../../../shared/api/ops/contract.js';
import type { ClaimAnswers, ClaimTemplateSnapshot } from '../../../shared/claims/types.js';
import { claimFigures, snapshotOf } from '../claims/own-claims.js';

interface DraftRow {
  id: number;
  title: string;
  status: 'draft' | 'complete';
  answers: ClaimAnswers;
  template: ClaimTemplateSnapshot;
  template_title: string | null;
}

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('preview rolled back');
  }
}

export interface EstimatesPreview<C> {
  /** What the change's own function returned (the amount before, the rule before). */
  context: C;
  /** Claims still being written looked at. */
  examined: number;
  moved: number;
  /** The first of them (at most PREVIEW_LIMIT). */
  items: MovedEstimate[];
  /** Generated, filed or closed claims: they keep what they were generated with. */
  untouched: number;
}

export async function previewEstimates<C>(db: Transactional, lang: Locale, day: string, change: (tx: Queryable) => Promise<C>): Promise<EstimatesPreview<C>> {
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<DraftRow>(
        `SELECT c.id, c.title, c.status, c.answers, c.template, l10n_text(t.title, $1) AS template_title
           FROM user_claims c LEFT JOIN claim_templates t ON t.id = c.template_id
          WHERE c.status IN ('draft', 'complete') ORDER BY c.id`,
        [lang],
      );
      const before = new Map<number, bigint | null>();
      for (const row of rows) before.set(row.id, (await claimFigures(tx, snapshotOf(row), row.answers, day)).duty);
      const context = await change(tx);
      const items: MovedEstimate[] = [];
      let moved = 0;
      for (const row of rows) {
        const was = before.get(row.id) ?? null;
        const now = (await claimFigures(tx, snapshotOf(row), row.answers, day)).duty;
        if (was === now) continue;
        moved += 1;
        if (items.length < PREVIEW_LIMIT) {
          items.push({
            claimId: row.id,
            template: row.template_title ?? snapshotOf(row).titles[lang] ?? row.title,
            status: row.status,
            before: was === null ? null : Number(was),
            after: now === null ? null : Number(now),
          });
        }
      }
      const untouched = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM user_claims WHERE status IN ('generated', 'filed_by_user', 'closed')");
      throw new RolledBack<EstimatesPreview<C>>({ context, examined: rows.length, moved, items, untouched: Number(untouched.rows[0]?.n ?? 0) });
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as EstimatesPreview<C>;
    throw error;
  }
  throw new Error('the preview was not rolled back');
}
