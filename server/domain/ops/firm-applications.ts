/**
 * The operators' queue of law firms' applications (issue 32, ADR 024): a registration of a new
 * firm, or the claim of a seeded firm's page, by a verified specialist. Each decision is made once
 * under the application's row lock, audited and told, in one transaction:
 *
 * - **approve** a registration: the firm's page goes live, verified, with its owner, its TIN, form
 *   and licence, its services on sale, the owner's specializations; **approve** a claim: the seeded
 *   page gets its owner, TIN, form and licence, and is marked verified (its name, address and
 *   services stay the page's, the owner edits nothing here yet);
 * - **return** or **reject** with the reason.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import { displayName } from '../../../shared/format/person-name.js';
import { EMPTY_FIRM_FORM, type FirmApplicationKind, type FirmForm } from '../../../shared/account/firm.js';
import type { ApplicationDecision, OpsFirmApplication } from '../../../shared/api/account/application.js';
import { inTransaction } from '../../sql/transaction.js';
import { recordAudit, type AuditActor } from './audit.js';

const formOf = (stored: Partial<FirmForm>): FirmForm => ({ ...EMPTY_FIRM_FORM, ...stored });

interface Row {
  id: number;
  user_id: number;
  kind: FirmApplicationKind;
  law_firm_id: number | null;
  firm_name: string | null;
  firm_tin: string | null;
  form: Partial<FirmForm>;
  lang: Locale;
  status: OpsFirmApplication['status'];
  submitted_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
  first_name: string;
  last_name: string;
  pinfl: string;
  nickname: string | null;
  region_name: string | null;
}

const SELECT = `SELECT a.id, a.user_id, a.kind, a.law_firm_id, l10n_text(f.name, $1) AS firm_name, f.tin AS firm_tin, a.form, a.lang, a.status,
       a.submitted_at, a.decided_at, a.decision_reason, u.first_name, u.last_name, u.pinfl, sp.nickname,
       (SELECT l10n_text(r.name, $1) FROM regions r WHERE r.slug = a.form->>'region') AS region_name
  FROM firm_applications a JOIN users u ON u.id = a.user_id LEFT JOIN law_firms f ON f.id = a.law_firm_id
  LEFT JOIN specialists sp ON sp.user_id = a.user_id`;

function applicationOf(row: Row): OpsFirmApplication {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    applicant: displayName(row.first_name, row.last_name),
    applicantNickname: row.nickname,
    pinfl: row.pinfl,
    lawFirm: row.law_firm_id === null ? null : { id: Number(row.law_firm_id), name: row.firm_name ?? '', tin: row.firm_tin },
    form: formOf(row.form),
    regionName: row.region_name,
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.decision_reason,
  };
}

/** The firms' applications waiting, the earliest first. */
export async function submittedFirmApplications(db: Queryable, lang: Locale): Promise<OpsFirmApplication[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.status = 'submitted' ORDER BY a.submitted_at, a.id LIMIT 50`, [lang]);
  return rows.map(applicationOf);
}

export async function opsFirmApplication(db: Queryable, id: number, lang: Locale): Promise<OpsFirmApplication | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.id = $2`, [lang, id]);
  return rows[0] ? applicationOf(rows[0]) : null;
}

export type FirmDecisionOutcome =
  | { ok: true; lawFirmId: number | null; nicknames: string[] }
  | { ok: false; refused: 'unknown' | 'decided' | 'claimed' | 'in_firm' };

function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return `${base || 'firm'}-${randomBytes(3).toString('hex')}`;
}

/** Makes the registered firm's page, live and verified; its id. */
async function registerFirm(tx: Queryable, row: Row, form: FirmForm): Promise<number> {
  const inLang = (value: string) => JSON.stringify({ [row.lang]: value });
  const website = form.website === '' ? null : /^https?:\/\//.test(form.website) ? form.website : `https://${form.website}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO law_firms (slug, name, description, region_id, city, address, phone, email, website, verified, verified_at, tin, legal_form, licence, logo_hue)
     VALUES ($1, $2::jsonb, $3::jsonb, (SELECT id FROM regions WHERE slug = $4), $5::jsonb, $6::jsonb, $7, $8, $9, true, now(), $10, $11, $12::jsonb, $13)
     RETURNING id`,
    [
      slugOf(form.name),
      inLang(form.name),
      inLang(form.about),
      form.region,
      inLang(form.city),
      inLang(form.address),
      form.phone,
      form.email || null,
      website,
      form.tin,
      form.legalForm,
      form.licence ? JSON.stringify(form.licence) : null,
      [...form.name].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) % 360, 0),
    ],
  );
  const firmId = Number(rows[0]!.id);
  // The firm's fields are its owner's: they are what its specialists are found by.
  await tx.query(
    `INSERT INTO law_firm_specializations (law_firm_id, specialization_id, position)
     SELECT $1, ss.specialization_id, ss.position FROM specialist_specializations ss JOIN specialists sp ON sp.id = ss.specialist_id WHERE sp.user_id = $2
     ON CONFLICT DO NOTHING`,
    [firmId, row.user_id],
  );
  return firmId;
}

/** The form's services, sold by the firm, in the category of its owner's main specialization. */
async function addServices(tx: Queryable, firmId: number, row: Row, form: FirmForm): Promise<void> {
  const inLang = (value: string) => JSON.stringify({ [row.lang]: value });
  const { rows: main } = await tx.query<{ group_id: number; specialization_id: number }>(
    `SELECT s.group_id, s.id AS specialization_id FROM specialist_specializations ss JOIN specializations s ON s.id = ss.specialization_id
       JOIN specialists sp ON sp.id = ss.specialist_id WHERE sp.user_id = $1 ORDER BY ss.position, s.id LIMIT 1`,
    [row.user_id],
  );
  const group = main[0];
  if (!group) return;
  for (const [index, service] of form.services.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO services (slug, group_id, title, description, price, price_kind, law_firm_id, ikpu_code) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8) RETURNING id`,
      [
        `firm-${firmId}-${index + 1}-${randomBytes(3).toString('hex')}`,
        group.group_id,
        inLang(service.title),
        inLang(service.description),
        service.price,
        service.priceKind,
        firmId,
        service.ikpuCode,
      ],
    );
    await tx.query('INSERT INTO service_specializations (service_id, specialization_id) VALUES ($1, $2)', [rows[0]!.id, group.specialization_id]);
  }
}

export async function decideFirmApplication(
  db: Queryable,
  actor: AuditActor,
  id: number,
  decision: ApplicationDecision,
  reason: string | null,
): Promise<FirmDecisionOutcome> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<Row>(`${SELECT} WHERE a.id = $2 FOR UPDATE OF a`, ['uz', id]);
    const row = rows[0];
    if (!row) return { ok: false, refused: 'unknown' } as const;
    if (row.status !== 'submitted') return { ok: false, refused: 'decided' } as const;
    const form = formOf(row.form);
    let lawFirmId: number | null = row.law_firm_id === null ? null : Number(row.law_firm_id);
    const nicknames: string[] = [];
    if (decision === 'approved') {
      const { rows: member } = await tx.query('SELECT 1 FROM law_firm_members WHERE user_id = $1', [row.user_id]);
      if (member.length > 0) return { ok: false, refused: 'in_firm' } as const;
      if (row.kind === 'claim') {
        const { rows: owned } = await tx.query("SELECT 1 FROM law_firm_members WHERE law_firm_id = $1 AND role = 'owner'", [lawFirmId]);
        if (owned.length > 0) return { ok: false, refused: 'claimed' } as const;
        await tx.query('UPDATE law_firms SET tin = $2, legal_form = $3, licence = $4::jsonb, verified = true, verified_at = now() WHERE id = $1', [
          lawFirmId,
          form.tin,
          form.legalForm,
          form.licence ? JSON.stringify(form.licence) : null,
        ]);
      } else {
        lawFirmId = await registerFirm(tx, row, form);
      }
      await tx.query("INSERT INTO law_firm_members (law_firm_id, user_id, role) VALUES ($1, $2, 'owner')", [lawFirmId, row.user_id]);
      const { rows: profile } = await tx.query<{ nickname: string }>('UPDATE specialists SET law_firm_id = $2 WHERE user_id = $1 RETURNING nickname', [
        row.user_id,
        lawFirmId,
      ]);
      nicknames.push(...profile.map((item) => item.nickname));
      await addServices(tx, lawFirmId!, row, form);
    }
    await tx.query('UPDATE firm_applications SET status = $2, decided_at = now(), decision_reason = $3, law_firm_id = $4 WHERE id = $1', [
      id,
      decision,
      reason,
      lawFirmId,
    ]);
    const name = row.kind === 'claim' ? (row.firm_name ?? form.name) : form.name;
    await recordAudit(tx, {
      actor,
      action: `firm-application.${decision === 'approved' ? 'approve' : decision === 'returned' ? 'return' : 'reject'}`,
      subject: `law firm application ${id} (${row.kind}: ${name})`,
      before: { status: row.status },
      after: { status: decision, ...(decision === 'approved' ? { lawFirmId } : {}) },
      note: reason,
    });
    const kind = decision === 'approved' ? 'firm_approved' : decision === 'returned' ? 'firm_returned' : 'firm_rejected';
    await tx.query('SELECT notify_user($1, $2, $3::jsonb, $4)', [
      row.user_id,
      kind,
      JSON.stringify({ firm: name, ...(reason && decision !== 'approved' ? { reason } : {}) }),
      '/home/firm',
    ]);
    return { ok: true, lawFirmId, nicknames } as const;
  });
}
