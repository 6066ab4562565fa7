/**
 * State duty that changes with time (issue 28, ADR 010), over HTTP: the base calculation amounts
 * as published (GET /base-calculation-amounts: the eight verified rows, newest first, amounts as
 * text, each until the day before the next), the duty counted for the claim's day (a claim dated
 * 2023-08-15 uses 330 000), an exemption by law with its ground and what the court recovers from
 * the defendant, the rules' open points said to the visitor, a new alimony claim starting exempt,
 * and hostile query input on both reads. Last, migration 0026 on a database seeded before it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { defaultMigrationsDir } from '../../../server/db/migrate';
import type { BaseCalculationAmount } from '../../../shared/api/types';
import type { StateDutyEstimate } from '../../../shared/api/claims/contract';
import { claimTemplateSnapshot, createOwnClaim } from '../../../server/domain/claims/own-claims';
import { makeUser } from '../db/factories';
import { engineName, idOf, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();

let loan: number;
let alimony: number;
let divorce: number;
let supply: number;

beforeAll(async () => {
  loan = await idOf(api.db, 'claim_templates', 'loan-debt');
  alimony = await idOf(api.db, 'claim_templates', 'alimony-for-children');
  divorce = await idOf(api.db, 'claim_templates', 'divorce');
  supply = await idOf(api.db, 'claim_templates', 'supply-contract-debt');
});

const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; fields?: Record<string, string> } }).error;
const amounts = async (lang = 'en') =>
  (await request(api.app).get(`/api/v1/base-calculation-amounts?lang=${lang}`).expect(200)).body as { items: BaseCalculationAmount[] };
const duty = async (query: string) => (await request(api.app).get(`/api/v1/state-duty?${query}`).expect(200)).body as StateDutyEstimate;

/** The verified history (the lawyer's review of issue 28): soʻm from the day. */
const VERIFIED: Array<[number, string]> = [
  [223_000, '2019-08-01'],
  [245_000, '2021-02-01'],
  [270_000, '2021-09-01'],
  [300_000, '2022-06-01'],
  [330_000, '2023-05-01'],
  [340_000, '2023-12-01'],
  [375_000, '2024-10-01'],
  [412_000, '2025-08-01'],
];

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe(`base calculation amounts (${engineName})`, () => {
  test('the eight verified rows, newest first, amounts in tiyin as text, each until the day before the next', async () => {
    const res = await request(api.app).get('/api/v1/base-calculation-amounts?lang=en').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { items } = res.body as { items: BaseCalculationAmount[] };
    const newestFirst = [...VERIFIED].reverse();
    expect(items.map((i) => [i.amount, i.validFrom])).toEqual(newestFirst.map(([som, from]) => [String(som * 100), from]));
    for (const item of items) expect(typeof item.amount).toBe('string');
    expect(items[0]!.validTo).toBeNull();
    for (let i = 1; i < items.length; i++) expect(items[i]!.validTo).toBe(dayBefore(items[i - 1]!.validFrom));
    for (const item of items) {
      expect(item.source.title.trim()).not.toBe('');
      expect(item.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('each row names the act that set it, in the asked language, or says it is not confirmed', async () => {
    const en = (await amounts('en')).items;
    const act = (items: BaseCalculationAmount[], from: string) => items.find((i) => i.validFrom === from)!.act;
    expect(act(en, '2019-08-01')).toContain('UP-5765');
    expect(act(en, '2021-02-01')).toContain('PP-4938');
    expect(act(en, '2023-12-01')).toContain('UP-196');
    expect(act(en, '2025-08-01')).toContain('UP-91');
    for (const from of ['2021-09-01', '2022-06-01', '2023-05-01', '2024-10-01']) expect(act(en, from)).toBe('Act not confirmed');
    const ru = (await amounts('ru')).items;
    expect(act(ru, '2025-08-01')).toBe('Указ Президента Республики Узбекистан от 02.06.2025 №\u00a0УП-91');
    expect(act(ru, '2022-06-01')).toBe('Акт, установивший величину, не подтверждён');
    const uz = (await amounts('uz')).items;
    expect(act(uz, '2023-12-01')).toBe('Oʻzbekiston Respublikasi Prezidentining 2023-yil 17-noyabrdagi PF-196-son Farmoni');
  });

  test('hostile query input: unknown, nested or NUL parameters are ignored; a language the site lacks and an overlong address are 400; writes are refused', async () => {
    const plain = (await amounts('en')).items;
    const ignored = ['date=2023-08-15', 'page=-1&pageSize=1e9', `x=${'a'.repeat(500)}`, 'amount[$gt]=0', '%00=%00', 'validFrom=2019-08-01'];
    const answers = await Promise.all(ignored.map((query) => request(api.app).get(`/api/v1/base-calculation-amounts?lang=en&${query}`)));
    expect(answers.map((res, i) => [ignored[i], res.status])).toEqual(ignored.map((query) => [query, 200]));
    for (const res of answers) expect((res.body as { items: BaseCalculationAmount[] }).items).toEqual(plain);
    for (const query of ['lang=xx', "lang=en'--", 'lang=en&lang=ru']) {
      expect(errorOf(await request(api.app).get(`/api/v1/base-calculation-amounts?${query}`).expect(400)).code).toBe('invalid_request');
    }
    // An overlong address is refused before the operation runs.
    await request(api.app)
      .get(`/api/v1/base-calculation-amounts?x=${'a'.repeat(5000)}`)
      .expect(400);
    const write = await request(api.app).post('/api/v1/base-calculation-amounts').send({ amount: '1' });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect((await amounts('en')).items).toEqual(plain);
  });
});

describe(`the duty on a day (${engineName})`, () => {
  test('a claim dated 2023-08-15 counts with 330 000; the day before 2023-12-01 too, the day after 340 000; default today', async () => {
    const civil = `template=${loan}&claimValue=${1_000_000 * 100}`;
    expect(await duty(`${civil}&date=2023-08-15`)).toMatchObject({
      duty: 330_000 * 100,
      basis: 'minimum',
      baseAmount: 330_000 * 100,
      baseAmountDate: '2023-05-01',
      date: '2023-08-15',
    });
    expect(await duty(`${civil}&date=2023-11-30`)).toMatchObject({ baseAmount: 330_000 * 100 });
    expect(await duty(`${civil}&date=2023-12-01`)).toMatchObject({ baseAmount: 340_000 * 100, baseAmountDate: '2023-12-01' });
    expect(await duty(`${civil}&date=2022-06-01`)).toMatchObject({ baseAmount: 300_000 * 100 });
    expect(await duty(`${civil}&date=2021-09-01`)).toMatchObject({ baseAmount: 270_000 * 100 });
    expect(await duty(`template=${divorce}&date=2023-08-15`)).toMatchObject({ duty: 330_000 * 100, basis: 'fixed' });
    expect(await duty(`template=${supply}&claimValue=${10_000_000 * 100}&date=2023-08-15`)).toMatchObject({ duty: 330_000 * 100, basis: 'minimum' });
    const today = await duty(civil);
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today).toMatchObject({ baseAmount: 412_000 * 100, baseAmountDate: '2025-08-01' });
  });

  test('the duty is whole soʻm, in the amount and in the text (issue 29: never "1 050 000,02 soʻm")', async () => {
    // 2 % of 52 500 001 soʻm is 1 050 000,02 soʻm; payable is 1 050 000, as the page and the paper write it.
    const uz = await duty(`template=${supply}&claimValue=${52_500_001 * 100}&lang=uz`);
    expect(uz).toMatchObject({ duty: 1_050_000 * 100, basis: 'percent' });
    expect(uz.dutyText).toBe('1 050 000 soʻm');
    expect((await duty(`template=${supply}&claimValue=${52_500_025 * 100}&lang=ru`)).dutyText).toBe('1 050 001 сум');
  });

  test('an exemption by law: 0 with its ground, and what the court recovers from the defendant', async () => {
    const monthly = 1_500_000 * 100;
    const exempt = await duty(`template=${alimony}&claimValue=${12 * monthly}&exemption=alimony&lang=ru&date=2023-08-15`);
    expect(exempt).toMatchObject({ duty: 0, basis: 'exempt', recoverable: (4 * 12 * monthly) / 100 });
    expect(exempt.exemption).toMatchObject({ slug: 'alimony', ground: expect.stringContaining('О государственной пошлине'), checkedOn: '2026-11-28' });
    const uz = await duty(`template=${alimony}&claimValue=${12 * monthly}&exemption=alimony&lang=uz`);
    expect(uz.exemption!.ground).toContain('«Davlat boji toʻgʻrisida»gi Qonun');
    expect((await duty(`template=${loan}&claimValue=${monthly}`)).recoverable).toBeNull();
  });

  test('what is not confirmed about a rule is said to the visitor, in the asked language', async () => {
    expect((await duty(`template=${loan}&claimValue=100&lang=en`)).unconfirmed).toMatch(/not been confirmed/);
    expect((await duty(`template=${divorce}&lang=ru`)).unconfirmed).toMatch(/не сверена/);
    expect((await duty(`template=${divorce}&lang=uz`)).rule.checkedOn).toBe('2026-11-28');
    expect((await duty(`template=${supply}&claimValue=100`)).unconfirmed).toBeNull();
  });

  test('hostile query input: impossible, malformed and injected dates are 400 naming the field; a day before any amount is 404', async () => {
    for (const date of [
      '2023-02-30',
      '2023-13-01',
      '23-08-15',
      '2023-08-15T00:00:00Z',
      '2023-08-15; DROP TABLE base_calculation_amounts',
      '0000-01-01',
      '9999-12-31',
      '',
      'today',
      '2023-8-5',
      `${'9'.repeat(400)}`,
    ]) {
      const res = await request(api.app)
        .get(`/api/v1/state-duty?template=${loan}&date=${encodeURIComponent(date)}&lang=en`)
        .expect(400);
      expect(errorOf(res).fields).toHaveProperty('date');
    }
    expect(errorOf(await request(api.app).get(`/api/v1/state-duty?template=${loan}&date=2023-08-15&date=2024-01-01`).expect(400)).fields).toHaveProperty(
      'date',
    );
    // A nested key is not the date parameter: ignored, the duty is today's.
    expect((await request(api.app).get(`/api/v1/state-duty?template=${loan}&date[$gt]=x`).expect(200)).body).toMatchObject({ baseAmountDate: '2025-08-01' });
    expect(errorOf(await request(api.app).get(`/api/v1/state-duty?template=${loan}&claimValue=1e9`).expect(400)).fields).toHaveProperty('claimValue');
    expect(
      errorOf(
        await request(api.app)
          .get(`/api/v1/state-duty?template=${loan}&exemption=${encodeURIComponent("alimony' OR '1'='1")}`)
          .expect(400),
      ).fields,
    ).toHaveProperty('exemption');
    await request(api.app).get(`/api/v1/state-duty?template=${loan}&date=1999-01-01`).expect(404);
    expect((await request(api.app).get('/api/v1/base-calculation-amounts').expect(200)).body.items).toHaveLength(8);
  });
});

describe(`exemptions chosen by default (${engineName})`, () => {
  test('a new alimony claim starts with its exemption: its duty is 0 and the estimate gives the ground; a loan claim starts with none', async () => {
    const userId = await makeUser(api.db);
    const make = async (templateId: number) =>
      createOwnClaim(api.db, userId, { template: (await claimTemplateSnapshot(api.db, templateId))!, locale: 'uz', answers: {} }, 'uz');
    const created = await make(alimony);
    expect(created.answers.value?.exemption).toBe('alimony');
    expect(created.stateDuty).toBe(0);
    const estimate = await duty(`template=${alimony}&claimValue=${12 * 1_500_000 * 100}&exemption=${created.answers.value!.exemption}&lang=uz`);
    expect(estimate).toMatchObject({ duty: 0, basis: 'exempt', exemption: { slug: 'alimony' } });
    expect(estimate.dutyText).toMatch(/^0\s?soʻm$/);
    expect(estimate.exemption!.ground).toContain('aliment undirish');
    expect((await make(loan)).answers.value?.exemption).toBeUndefined();
  });
});

describe(`migration 0026 on a database seeded before it (${engineName})`, () => {
  test('the wrong rows go, the missing ones come, each with its act; exemptions get their ground and rules their open points', async () => {
    // The tables as 0009–0025 left them, with the rows the seed wrote then.
    await api.db.exec(`ALTER TABLE base_calculation_amounts DROP COLUMN act, DROP COLUMN checked_on;
      ALTER TABLE state_duty_rules DROP COLUMN unconfirmed, DROP COLUMN checked_on;
      ALTER TABLE state_duty_exemptions DROP COLUMN ground, DROP COLUMN checked_on;
      DELETE FROM base_calculation_amounts;
      INSERT INTO base_calculation_amounts (valid_from, amount, source) VALUES
        ('2019-08-01', 22300000, '{"title":"Farmon"}'), ('2021-02-01', 24500000, '{"title":"Farmon"}'), ('2022-04-01', 27000000, '{"title":"Farmon"}'),
        ('2023-06-01', 33000000, '{"title":"Farmon"}'), ('2024-10-01', 37500000, '{"title":"Farmon"}'), ('2025-08-01', 41200000, '{"title":"Farmon"}');`);
    const amountOn = async (day: string) =>
      Number(
        (
          await api.db.query<{ amount: string }>(
            'SELECT amount::text FROM base_calculation_amounts WHERE valid_from <= $1::date ORDER BY valid_from DESC LIMIT 1',
            [day],
          )
        ).rows[0]!.amount,
      ) / 100;
    expect([await amountOn('2023-05-15'), await amountOn('2024-01-15'), await amountOn('2022-07-01')]).toEqual([270_000, 330_000, 270_000]);

    await api.db.exec(await readFile(path.join(defaultMigrationsDir(), '0026_state_duty_in_time.sql'), 'utf8'));

    const { items } = await amounts('en');
    expect(items.map((i) => [Number(i.amount) / 100, i.validFrom, i.validTo])).toEqual([
      [412_000, '2025-08-01', null],
      [375_000, '2024-10-01', '2025-07-31'],
      [340_000, '2023-12-01', '2024-09-30'],
      [330_000, '2023-05-01', '2023-11-30'],
      [300_000, '2022-06-01', '2023-04-30'],
      [270_000, '2021-09-01', '2022-05-31'],
      [245_000, '2021-02-01', '2021-08-31'],
      [223_000, '2019-08-01', '2021-01-31'],
    ]);
    expect(items.find((i) => i.validFrom === '2023-12-01')!.act).toContain('UP-196');
    expect([await amountOn('2023-05-15'), await amountOn('2024-01-15'), await amountOn('2022-07-01')]).toEqual([330_000, 340_000, 300_000]);
    expect((await duty(`template=${loan}&claimValue=100&date=2023-08-15`)).baseAmount).toBe(330_000 * 100);
    const exempt = await duty(`template=${alimony}&claimValue=100&exemption=alimony&lang=en`);
    expect(exempt.exemption).toMatchObject({ ground: expect.stringContaining('On State Duty'), checkedOn: '2026-11-28' });
    expect((await duty(`template=${divorce}&lang=en`)).unconfirmed).toMatch(/divorce/);
  });
});
