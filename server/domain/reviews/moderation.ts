/**
 * Moderation of reported reviews (issue 12; `npm run reviews:moderate`, server/cli/reviews-moderate.ts). A
 * reported review stays visible until a moderator decides: **hide** (hidden_at and moderated_at set,
 * its open reports resolved; the table's trigger takes it out of the rating) or **keep** (moderated_at
 * set, the reports resolved, visible again if it was hidden). A review waits for moderation while it
 * is visible and has a report not yet resolved, so a review kept once comes back with a new report.
 */
import type { Queryable } from '../../db/adapter.js';
import { reviewAuthorName } from '../../../shared/reviews/author.js';
import type { ReviewedSubject } from './writes.js';
import { inTransaction } from '../../sql/transaction.js';
import { recordAudit, type AuditActor } from '../ops/audit.js';

export interface ReviewReport {
  reason: string;
  createdAt: Date;
}

export interface ReportedReview {
  id: number;
  stars: number;
  text: string;
  lang: string;
  createdAt: Date;
  author: string;
  /** "specialist aziz.karimov" or "law firm 3 (Name)". */
  subject: string;
  /** A previous decision (kept before, reported again), or null. */
  moderatedAt: Date | null;
  reports: ReviewReport[];
  /** The page it is shown on ("/aziz.karimov#reviews", "/lawfirms?firm=3"), for the console's link. */
  subjectPath: string;
  /** The subject's name as shown: the specialist's nickname, or the firm's name. */
  subjectName: string;
}

/** Visible reviews with open reports, the earliest reported first. */
export async function reportedReviews(db: Queryable): Promise<ReportedReview[]> {
  const { rows } = await db.query<{
    id: number;
    stars: number;
    body: string;
    lang: string;
    created_at: Date;
    moderated_at: Date | null;
    first_name: string;
    last_name: string;
    nickname: string | null;
    law_firm_id: number | null;
    law_firm_name: string | null;
    reports: { reason: string; created_at: string }[];
  }>(
    `SELECT r.id, r.stars, r.body, r.lang, r.created_at, r.moderated_at, u.first_name, u.last_name, sp.nickname,
            r.law_firm_id, l10n_text(f.name, 'en') AS law_firm_name,
            (SELECT json_agg(json_build_object('reason', rr.reason, 'created_at', rr.created_at) ORDER BY rr.created_at, rr.id)
               FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL) AS reports
       FROM reviews r
       JOIN users u ON u.id = r.author_user_id
       LEFT JOIN specialists sp ON sp.id = r.specialist_id
       LEFT JOIN law_firms f ON f.id = r.law_firm_id
      WHERE r.hidden_at IS NULL AND EXISTS (SELECT 1 FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL)
      ORDER BY (SELECT min(rr.created_at) FROM review_reports rr WHERE rr.review_id = r.id AND rr.resolved_at IS NULL), r.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    stars: row.stars,
    text: row.body,
    lang: row.lang,
    createdAt: row.created_at,
    author: reviewAuthorName(row.first_name, row.last_name),
    subject: row.nickname !== null ? `specialist ${row.nickname}` : `law firm ${row.law_firm_id} (${row.law_firm_name ?? ''})`,
    subjectPath: row.nickname !== null ? `/${row.nickname}#reviews` : `/lawfirms?firm=${row.law_firm_id}`,
    subjectName: row.nickname ?? row.law_firm_name ?? '',
    moderatedAt: row.moderated_at,
    reports: (row.reports ?? []).map((report) => ({ reason: report.reason, createdAt: new Date(report.created_at) })),
  }));
}

export type Decision = 'hide' | 'keep';

export type DecisionResult = { ok: true; changed: ReviewedSubject; resolvedReports: number } | { ok: false; reason: 'not_found' };

/** Longest moderation note (migration 0013's check). */
export const MODERATION_NOTE_MAX = 500;

/**
 * Hides or keeps one review (any review, reported or not), with an optional note, and resolves its
 * open reports, in one transaction with the review row locked; the decision is written to the
 * operators' audit log with the review's state before and after (issue 32), and a review hidden
 * tells its author (`review_hidden`, with the note). The console and `npm run reviews:moderate`
 * both come here.
 */
export function moderateReview(db: Queryable, id: number, decision: Decision, note: string | null, actor: AuditActor): Promise<DecisionResult> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      nickname: string | null;
      law_firm_id: number | null;
      service_id: number | null;
      author_user_id: number;
      hidden_at: Date | null;
      moderation_note: string | null;
      stars: number;
    }>(
      `SELECT sp.nickname, r.law_firm_id, r.service_id, r.author_user_id, r.hidden_at, r.moderation_note, r.stars
         FROM reviews r LEFT JOIN specialists sp ON sp.id = r.specialist_id WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
    const review = rows[0];
    if (!review) return { ok: false, reason: 'not_found' };
    const moderated = "date_trunc('milliseconds', now())";
    await tx.query(
      decision === 'hide'
        ? `UPDATE reviews SET hidden_at = coalesce(hidden_at, ${moderated}), moderated_at = ${moderated}, moderation_note = $2 WHERE id = $1`
        : `UPDATE reviews SET hidden_at = NULL, moderated_at = ${moderated}, moderation_note = $2 WHERE id = $1`,
      [id, note],
    );
    const resolved = await tx.query(`UPDATE review_reports SET resolved_at = ${moderated} WHERE review_id = $1 AND resolved_at IS NULL RETURNING id`, [id]);
    await recordAudit(tx, {
      actor,
      action: decision === 'hide' ? 'review.hide' : 'review.keep',
      subject: `review ${id}`,
      before: { hidden: review.hidden_at !== null, note: review.moderation_note },
      after: { hidden: decision === 'hide', note, reportsResolved: resolved.rows.length },
      note,
    });
    // Told once: a review hidden already (hidden again with another note) was told then.
    if (decision === 'hide' && review.hidden_at === null) {
      await tx.query("SELECT notify_user($1, 'review_hidden', $2::jsonb, '/home')", [
        review.author_user_id,
        JSON.stringify({ reviewId: id, stars: review.stars, ...(note ? { note } : {}) }),
      ]);
    }
    return {
      ok: true,
      resolvedReports: resolved.rows.length,
      changed: {
        nicknames: review.nickname ? [review.nickname] : [],
        lawFirmIds: review.law_firm_id ? [Number(review.law_firm_id)] : [],
        serviceIds: review.service_id ? [Number(review.service_id)] : [],
      },
    };
  });
}

/**
 * A visitor's text made safe for a terminal: control characters (escape sequences that could
 * rewrite the screen or the moderator's prompt) and direction overrides become visible marks.
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this function makes visible.
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '\ufffd');
}

/** The lines printed for one reported review. */
export function formatReported(review: ReportedReview): string[] {
  const stars = '★'.repeat(review.stars) + '☆'.repeat(5 - review.stars);
  const lines = [
    `Review ${review.id} · ${stars} (${review.stars}/5) · ${review.subject} · by ${review.author} · ${review.createdAt.toISOString().slice(0, 10)} · ${review.lang}`,
    ...printable(review.text)
      .split('\n')
      .map((line) => `  │ ${line}`),
  ];
  if (review.moderatedAt) lines.push(`  Kept before, on ${review.moderatedAt.toISOString().slice(0, 10)}; reported again since.`);
  lines.push(`  ${review.reports.length} report(s):`);
  for (const report of review.reports)
    lines.push(
      `   - ${report.createdAt.toISOString().slice(0, 10)}: ${report.reason.trim() === '' ? '(no reason given)' : printable(report.reason).replace(/\n/g, ' ')}`,
    );
  return lines;
}
