/**
 * The law's data in the console (issue 32): a state-duty rule and an exemption corrected, a court's
 * name and address corrected and a district's court set (each audited, each kept over a re-seed). The
 * preview says which claims being written would have their estimate moved and keeps nothing; the
 * save moves them and tells their owners, leaves a generated claim as it was, is audited with the
 * state before and after, and survives the seed's content written again. The table's own rules come
 * back as messages, not a 500.
 */
import type { AuditList, DistrictCourtPreview, DutyChangePreview, OpsCourts, OpsDutyData, OpsDutyRule } from '../../../shared/api/ops/contract';
import type { OwnClaim } from '../../../shared/api/claims/contract';
import type { NotificationList } from '../../../shared/api/notifications/contract';
import { tashkentToday } from '../../../shared/format/calendar';
import { DEMO_CITIZENS } from '../../../server/auth/oneid-standin';
import { seedDatabase } from '../../../server/db/seed/index';
import { grantRole } from '../../../server/domain/ops/roles';
import { engineName, idOf, signedInVisitor, useSeededApi, type SignedInVisitor } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();
let operator: SignedInVisitor;
let owner: SignedInVisitor;

beforeAll(async () => {
  await grantRole(api.db, DEMO_CITIZENS[0]!.pin, 'operator', 'command line (test@host)');
  operator = await signedInVisitor(api.app, 0);
  owner = await signedInVisitor(api.app, 2);
});

const dutyOf = async (id: number) => ((await owner.get(`/api/v1/me/claims/${id}`).expect(200)).body as OwnClaim).stateDuty;

describe(`the state-duty rules and exemptions (${engineName})`, () => {
  test('a rule corrected: previewed, saved, the drafts moved and told, a generated claim kept; audited; kept over a re-seed', async () => {
    const supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
    const draft = (await owner.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'ru' }).expect(201)).body as OwnClaim;
    const generated = (await owner.post('/api/v1/me/claims?lang=en', { templateId: supply, locale: 'uz' }).expect(201)).body as OwnClaim;
    await api.db.query("UPDATE user_claims SET status = 'generated', generated_version = version WHERE id = $1", [generated.id]);
    const floor = await dutyOf(draft.id);
    expect(floor).toBeGreaterThan(0);

    const data = (await operator.get('/api/v1/ops/state-duty-rules?lang=en').expect(200)).body as OpsDutyData;
    const { rows } = await api.db.query<{ court_type: string; duty_kind: string }>('SELECT court_type, duty_kind FROM claim_templates WHERE id = $1', [supply]);
    const rule = data.rules.find((item) => item.current && item.courtType === rows[0]!.court_type && item.claimKind === rows[0]!.duty_kind) as OpsDutyRule;
    expect(rule.percent).not.toBeNull();
    expect(data.exemptions.length).toBeGreaterThan(0);
    const body = {
      percent: rule.percent,
      minBca: (rule.minBca ?? 0) + 1,
      maxBca: rule.maxBca,
      fixedBca: null,
      smallBusinessPercent: rule.smallBusinessPercent,
      validFrom: rule.validFrom,
      validTo: rule.validTo,
      act: rule.act,
      sourceUrl: rule.sourceUrl ?? '',
      note: 'The annex as amended',
    };

    const preview = (await operator.post(`/api/v1/ops/state-duty-rules/${rule.slug}/preview?lang=en`, body).expect(200)).body as DutyChangePreview;
    expect(preview.items).toContainEqual(expect.objectContaining({ claimId: draft.id, status: 'draft', before: floor }));
    expect(preview.items.some((item) => item.claimId === generated.id)).toBe(false);
    expect(await dutyOf(draft.id)).toBe(floor);

    const saved = (await operator.put(`/api/v1/ops/state-duty-rules/${rule.slug}`, body).expect(200)).body as OpsDutyRule;
    expect(saved).toMatchObject({ slug: rule.slug, minBca: body.minBca, operatorEdited: true });
    const moved = preview.items.find((item) => item.claimId === draft.id)!.after;
    expect(await dutyOf(draft.id)).toBe(moved);
    expect(await dutyOf(generated.id)).toBe(floor);
    const told = ((await owner.get('/api/v1/me/notifications').expect(200)).body as NotificationList).items.filter((n) => n.kind === 'claim_duty_changed');
    expect(told.map((n) => n.data.claimId)).toEqual([draft.id]);

    const audit = ((await operator.get('/api/v1/ops/audit?pageSize=1').expect(200)).body as AuditList).items[0];
    expect(audit).toMatchObject({
      action: 'duty-rule.correct',
      subject: `state duty rule ${rule.slug}`,
      before: { minBca: rule.minBca },
      after: { minBca: body.minBca },
      note: 'The annex as amended',
    });

    await seedDatabase(api.db, { force: true });
    const after = ((await operator.get('/api/v1/ops/state-duty-rules').expect(200)).body as OpsDutyData).rules.find((item) => item.slug === rule.slug);
    expect(after).toMatchObject({ minBca: body.minBca, operatorEdited: true });
  });

  test('the table’s rules are messages: a percent and a fixed amount together, a ceiling under the floor, an end before the start; an unknown rule is 404', async () => {
    const data = (await operator.get('/api/v1/ops/state-duty-rules').expect(200)).body as OpsDutyData;
    const rule = data.rules[0]!;
    const base = {
      percent: 1,
      minBca: null,
      maxBca: null,
      fixedBca: null,
      smallBusinessPercent: null,
      validFrom: '2020-01-06',
      validTo: null,
      act: 'Law',
      sourceUrl: '',
    };
    for (const [body, field] of [
      [{ ...base, fixedBca: 2 }, 'percent'],
      [{ ...base, minBca: 5, maxBca: 1 }, 'maxBca'],
      [{ ...base, validTo: '2019-01-01' }, 'validTo'],
      [{ ...base, sourceUrl: 'http://lex.uz' }, 'sourceUrl'],
    ] as const) {
      const res = await operator.put(`/api/v1/ops/state-duty-rules/${rule.slug}?lang=en`, body).expect(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    await operator.put('/api/v1/ops/state-duty-rules/no-such-rule', base).expect(404);
    await operator.post('/api/v1/ops/state-duty-rules/no-such-rule/preview', base).expect(404);
  });

  test('an exemption ended: the preview and the save move the drafts that claimed it; audited', async () => {
    const alimony = await idOf(api.db, 'claim_templates', 'alimony-for-children');
    const draft = (await owner.post('/api/v1/me/claims?lang=en', { templateId: alimony, locale: 'uz' }).expect(201)).body as OwnClaim;
    const data = (await operator.get('/api/v1/ops/state-duty-rules').expect(200)).body as OpsDutyData;
    const exemption = data.exemptions.find((item) => item.slug === 'alimony')!;
    expect(exemption.current).toBe(true);
    const yesterday = new Date(Date.parse(`${tashkentToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const body = { validFrom: exemption.validFrom, validTo: yesterday, act: exemption.act, sourceUrl: exemption.sourceUrl ?? '', note: 'Repealed (test)' };
    const preview = (await operator.post('/api/v1/ops/state-duty-exemptions/alimony/preview', body).expect(200)).body as DutyChangePreview;
    const before = await dutyOf(draft.id);
    const saved = await operator.put('/api/v1/ops/state-duty-exemptions/alimony', body).expect(200);
    expect(saved.body).toMatchObject({ slug: 'alimony', validTo: yesterday, current: false, operatorEdited: true });
    const movedInPreview = preview.items.some((item) => item.claimId === draft.id);
    expect((await dutyOf(draft.id)) !== before).toBe(movedInPreview);
    expect(((await operator.get('/api/v1/ops/audit?pageSize=1').expect(200)).body as AuditList).items[0]).toMatchObject({
      action: 'duty-exemption.correct',
      before: { validTo: exemption.validTo },
      after: { validTo: yesterday },
    });
  });
});

describe(`the courts (${engineName})`, () => {
  test('a region’s courts with the districts each serves; a court’s name and address corrected, audited, kept over a re-seed', async () => {
    const first = (await operator.get('/api/v1/ops/courts?lang=en').expect(200)).body as OpsCourts;
    expect(first.regions.length).toBeGreaterThan(10);
    expect(first.items.length).toBeGreaterThan(0);
    const region = first.regions.find((item) => item.slug === 'tashkent-city')!.slug;
    const courts = (await operator.get(`/api/v1/ops/courts?region=${region}&lang=en`).expect(200)).body as OpsCourts;
    expect(courts.region).toBe(region);
    const court = courts.items.find((item) => !item.retired && item.districts.length > 0)!;
    const name = { uz: `${court.name.uz} (tuzatilgan)`, ru: `${court.name.ru} (исправлено)`, en: `${court.name.en} (corrected)` };
    const address = { uz: 'Toshkent, Amir Temur koʻchasi, 1', ru: 'Ташкент, улица Амира Темура, 1', en: '1 Amir Temur Street, Tashkent' };
    const after = (await operator.put(`/api/v1/ops/courts/${court.id}`, { name, address, note: 'From the court’s site' }).expect(200)).body as OpsCourts;
    expect(after.items.find((item) => item.id === court.id)).toMatchObject({ name, address, operatorEdited: true });
    expect(((await operator.get('/api/v1/ops/audit?pageSize=1').expect(200)).body as AuditList).items[0]).toMatchObject({
      action: 'court.correct',
      subject: `court ${court.slug}`,
      before: { name: court.name },
      after: { name, address },
    });
    // Bad input: an empty name in one language, an extra field.
    await operator.put(`/api/v1/ops/courts/${court.id}`, { name: { ...name, ru: '' }, address }).expect(400);
    await operator.put(`/api/v1/ops/courts/${court.id}`, { name, address, slug: 'x' }).expect(400);
    await operator.put('/api/v1/ops/courts/999999', { name, address }).expect(404);

    await seedDatabase(api.db, { force: true });
    const kept = ((await operator.get(`/api/v1/ops/courts?region=${region}`).expect(200)).body as OpsCourts).items.find((item) => item.id === court.id);
    expect(kept).toMatchObject({ name, operatorEdited: true });
  });

  test('a district’s court set: previewed, refused for a court of another kind, saved as checked by an operator, audited, kept over a re-seed', async () => {
    const courts = (await operator.get('/api/v1/ops/courts?region=tashkent-city&lang=en').expect(200)).body as OpsCourts;
    const civil = courts.items.filter((item) => item.type === 'civil' && !item.retired);
    expect(civil.length).toBeGreaterThan(1);
    const from = civil.find((item) => item.districts.some((district) => district.courtType === 'civil'))!;
    const district = from.districts.find((item) => item.courtType === 'civil')!;
    const to = civil.find((item) => item.id !== from.id)!;
    const body = { districtId: district.districtId, courtType: 'civil', courtId: to.id, note: 'Checked with the court' };
    const preview = (await operator.post('/api/v1/ops/district-courts/preview', body).expect(200)).body as DistrictCourtPreview;
    expect(preview).toMatchObject({ district: { id: district.districtId }, from: { id: from.id }, to: { id: to.id }, draftsNamingFrom: expect.any(Number) });
    const economic = courts.items.find((item) => item.type === 'economic')!;
    const wrong = await operator.put('/api/v1/ops/district-courts?lang=en', { ...body, courtId: economic.id }).expect(422);
    expect(wrong.body.error.fields.courtId).toContain('Choose a court of that kind');
    await operator.put('/api/v1/ops/district-courts', body).expect(200);
    const { rows } = await api.db.query<{ court_id: number; certainty: string; basis: string }>(
      "SELECT court_id, certainty, basis FROM district_courts WHERE district_id = $1 AND court_type = 'civil'",
      [district.districtId],
    );
    expect(rows[0]).toEqual({ court_id: to.id, certainty: 'high', basis: 'operator' });
    expect(((await operator.get('/api/v1/ops/audit?pageSize=1').expect(200)).body as AuditList).items[0]).toMatchObject({
      action: 'district-court.set',
      before: { courtId: from.id },
      after: { courtId: to.id },
    });
    await seedDatabase(api.db, { force: true });
    const again = await api.db.query<{ court_id: number }>("SELECT court_id FROM district_courts WHERE district_id = $1 AND court_type = 'civil'", [
      district.districtId,
    ]);
    expect(Number(again.rows[0]!.court_id)).toBe(to.id);
    await operator.post('/api/v1/ops/district-courts/preview', { ...body, districtId: '9999999' }).expect(404);
  });
});
