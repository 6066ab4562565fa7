/**
 * The services of the specialist a user manages, with their fiscal data (issue 29, ADR 016):
 * listed for /home, and each one's IKPU/MXIK code, package code and VAT rate set by its owner
 * alone. A service is sellable as soon as it has its code: the basket and checkout read the
 * column itself (./basket.ts, ./orders.ts), so nothing else needs telling.
 */
import type { Queryable } from '../../db/adapter.js';
import type { Locale } from '../../../shared/locales.js';
import type { OwnService, ServiceFiscalValues } from '../../../shared/account/service-fiscal.js';

interface ServiceRow {
  id: number;
  title: string;
  price: number;
  price_kind: 'fixed' | 'from';
  ikpu_code: string | null;
  package_code: string | null;
  vat_percent: number | null;
}

const COLUMNS = 'sv.id, l10n_text(sv.title, $2) AS title, sv.price, sv.price_kind, sv.ikpu_code, sv.package_code, sv.vat_percent';

function ownService(row: ServiceRow): OwnService {
  return {
    id: Number(row.id),
    title: row.title,
    price: Number(row.price),
    priceKind: row.price_kind,
    ikpuCode: row.ikpu_code,
    packageCode: row.package_code,
    vatPercent: row.vat_percent === null ? null : Number(row.vat_percent),
    sellable: row.ikpu_code !== null,
  };
}

/** The user's specialist's published services, those still without a code first; none without a profile. */
export async function listOwnServices(db: Queryable, userId: number, lang: Locale): Promise<OwnService[]> {
  const { rows } = await db.query<ServiceRow>(
    `SELECT ${COLUMNS}
       FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id
      WHERE sp.user_id = $1 AND sv.published
      ORDER BY (sv.ikpu_code IS NULL) DESC, sv.id`,
    [userId, lang],
  );
  return rows.map(ownService);
}

/** `nickname`: the profile the service is shown on, whose cached pages the change drops. */
export type FiscalSaveOutcome = { ok: true; service: OwnService; nickname: string } | { ok: false; problem: 'not_found' };

/**
 * Sets one service's fiscal data, only when the user's specialist offers it: anyone else's
 * service (or none) is not found, and nothing changes.
 */
export async function saveServiceFiscal(
  db: Queryable,
  userId: number,
  serviceId: number,
  values: ServiceFiscalValues,
  lang: Locale,
): Promise<FiscalSaveOutcome> {
  const { rows } = await db.query<ServiceRow & { nickname: string }>(
    `UPDATE services sv SET ikpu_code = $3, package_code = $4, vat_percent = $5
       FROM specialists sp
      WHERE sv.id = $1 AND sp.id = sv.specialist_id AND sp.user_id = $6
      RETURNING ${COLUMNS}, sp.nickname`,
    [serviceId, lang, values.ikpuCode, values.packageCode, values.vatPercent, userId],
  );
  const row = rows[0];
  return row ? { ok: true, service: ownService(row), nickname: row.nickname } : { ok: false, problem: 'not_found' };
}

/** Whether the user's specialist offers this service (the owner check before a body is read). */
export async function ownsService(db: Queryable, userId: number, serviceId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM services sv JOIN specialists sp ON sp.id = sv.specialist_id WHERE sv.id = $1 AND sp.user_id = $2', [
    serviceId,
    userId,
  ]);
  return rows.length > 0;
}
