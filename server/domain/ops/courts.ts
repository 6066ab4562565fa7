/**
 * The courts as operators keep them (issue 32; the data of ADR 015 and docs/courts.md): a region's
 * courts with the districts each serves, a court's name and address corrected, and a district's
 * court of a type reassigned (certainty "high", basis "operator": an operator checked it), each
 * audited with its before and after in the transaction of the change, and marked so the seed's
 * content written again leaves it (migration 0038). A claim keeps the court it names: the
 * builder's court step proposes the new one from then on; the preview says how many claims being
 * written name the court that serves the district now.
 */
import type { Queryable, Transactional } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type {
  CourtInput,
  DistrictCourtInput,
  DistrictCourtPreview,
  DistrictCourtType,
  OpsCourt,
  OpsCourtDistrict,
  OpsCourts,
} from '../../../shared/api/ops/contract.js';
import { recordAudit, type AuditActor } from './audit.js';

type L10n = { uz?: string; ru?: string; en?: string };
const triple = (value: L10n | null): { uz: string; ru: string; en: string } | null =>
  value === null ? null : { uz: value.uz ?? '', ru: value.ru ?? '', en: value.en ?? '' };

interface CourtRow {
  id: number;
  slug: string;
  type: OpsCourt['type'];
  name: L10n;
  address: L10n | null;
  retired: boolean;
  operator_edited_at: Date | null;
  districts: { district_id: string; name: string; court_type: DistrictCourtType; certainty: OpsCourtDistrict['certainty']; basis: string; edited: boolean }[];
}

export async function listOpsCourts(db: Queryable, lang: Locale, regionSlug: string | undefined): Promise<OpsCourts | null> {
  const { rows: regions } = await db.query<{ id: number; slug: string; name: string }>(
    'SELECT id, slug, l10n_text(name, $1) AS name FROM regions ORDER BY sort_order, id',
    [lang],
  );
  const region = regionSlug === undefined ? regions[0] : regions.find((item) => item.slug === regionSlug);
  if (!region) return null;
  const [courts, districts] = await Promise.all([
    db.query<CourtRow>(
      `SELECT ct.id, ct.slug, ct.type, ct.name, ct.address, ct.retired, ct.operator_edited_at,
              coalesce((SELECT json_agg(json_build_object('district_id', d.id, 'name', l10n_text(d.name, $2), 'court_type', dc.court_type,
                                 'certainty', dc.certainty, 'basis', dc.basis, 'edited', dc.operator_edited_at IS NOT NULL) ORDER BY l10n_text(d.name, $2))
                          FROM district_courts dc JOIN districts d ON d.id = dc.district_id WHERE dc.court_id = ct.id), '[]'::json) AS districts
         FROM courts ct WHERE ct.region_id = $1
        ORDER BY ct.retired, array_position(ARRAY['regional', 'civil', 'criminal', 'economic', 'administrative'], ct.type), l10n_text(ct.name, $2)`,
      [region.id, lang],
    ),
    db.query<{ id: string; name: string }>('SELECT id, l10n_text(name, $2) AS name FROM districts WHERE region_id = $1 ORDER BY l10n_text(name, $2)', [
      region.id,
      lang,
    ]),
  ]);
  return {
    regions: regions.map((item) => ({ slug: item.slug, name: item.name })),
    region: region.slug,
    items: courts.rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      type: row.type,
      name: triple(row.name)!,
      address: triple(row.address),
      retired: row.retired,
      operatorEdited: row.operator_edited_at !== null,
      districts: row.districts.map((item) => ({
        districtId: item.district_id,
        name: item.name,
        courtType: item.court_type,
        certainty: item.certainty,
        basis: item.basis,
        operatorEdited: item.edited,
      })),
    })),
    districts: districts.rows,
  };
}

/** A court's name and address corrected, audited; null for no such court. */
export async function saveCourt(db: Transactional, actor: AuditActor, id: number, input: CourtInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ slug: string; name: L10n; address: L10n | null }>('SELECT slug, name, address FROM courts WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    const before = rows[0];
    if (!before) return false;
    await tx.query('UPDATE courts SET name = $2::jsonb, address = $3::jsonb, operator_edited_at = now() WHERE id = $1', [
      id,
      JSON.stringify(input.name),
      input.address === null ? null : JSON.stringify(input.address),
    ]);
    await recordAudit(tx, {
      actor,
      action: 'court.correct',
      subject: `court ${before.slug}`,
      before: { name: triple(before.name), address: triple(before.address) },
      after: { name: input.name, address: input.address },
      note: input.note?.trim() || null,
    });
    return true;
  });
}

export type DistrictCourtCheck = { ok: true; preview: DistrictCourtPreview } | { ok: false; refused: 'unknown_district' | 'unknown_court' | 'wrong_court' };

/** What reassigning the district's court of a type would do; refused for a court of another type or region. */
export async function previewDistrictCourt(db: Queryable, input: DistrictCourtInput, lang: Locale): Promise<DistrictCourtCheck> {
  const { rows: districts } = await db.query<{ id: string; name: string; region_id: number }>(
    'SELECT id, l10n_text(name, $2) AS name, region_id FROM districts WHERE id = $1',
    [input.districtId, lang],
  );
  const district = districts[0];
  if (!district) return { ok: false, refused: 'unknown_district' };
  const { rows: courts } = await db.query<{ id: number; name: string; type: string; region_id: number; retired: boolean }>(
    'SELECT id, l10n_text(name, $2) AS name, type, region_id, retired FROM courts WHERE id = $1',
    [input.courtId, lang],
  );
  const court = courts[0];
  if (!court) return { ok: false, refused: 'unknown_court' };
  if (court.type !== input.courtType || Number(court.region_id) !== Number(district.region_id) || court.retired) return { ok: false, refused: 'wrong_court' };
  const { rows: current } = await db.query<{ id: number; name: string }>(
    'SELECT ct.id, l10n_text(ct.name, $3) AS name FROM district_courts dc JOIN courts ct ON ct.id = dc.court_id WHERE dc.district_id = $1 AND dc.court_type = $2',
    [input.districtId, input.courtType, lang],
  );
  const from = current[0] ? { id: Number(current[0].id), name: current[0].name } : null;
  const { rows: drafts } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM user_claims WHERE status IN ('draft', 'complete') AND answers #>> '{court,courtId}' = $1",
    [from ? String(from.id) : '0'],
  );
  return {
    ok: true,
    preview: {
      district: { id: district.id, name: district.name },
      courtType: input.courtType,
      from,
      to: { id: Number(court.id), name: court.name },
      draftsNamingFrom: Number(drafts[0]?.n ?? 0),
    },
  };
}

/** The district's court of a type set by the operator, audited. */
export async function saveDistrictCourt(db: Transactional, actor: AuditActor, input: DistrictCourtInput, lang: Locale): Promise<DistrictCourtCheck> {
  return db.transaction(async (tx) => {
    const check = await previewDistrictCourt(tx, input, lang);
    if (!check.ok) return check;
    await tx.query(
      `INSERT INTO district_courts (district_id, court_type, court_id, certainty, basis, sources, note, operator_edited_at)
       VALUES ($1, $2, $3, 'high', 'operator', '{}', $4, now())
       ON CONFLICT (district_id, court_type) DO UPDATE SET court_id = EXCLUDED.court_id, certainty = 'high', basis = 'operator',
         alternatives = '{}', note = EXCLUDED.note, operator_edited_at = now()`,
      [input.districtId, input.courtType, input.courtId, input.note?.trim() ?? ''],
    );
    await recordAudit(tx, {
      actor,
      action: 'district-court.set',
      subject: `district ${input.districtId} ${input.courtType} court`,
      before: check.preview.from ? { courtId: check.preview.from.id, court: check.preview.from.name } : null,
      after: { courtId: check.preview.to.id, court: check.preview.to.name },
      note: input.note?.trim() || null,
    });
    return check;
  });
}
