/**
 * Templates enforce their own limits over HTTP (issue 28): a power of attorney over three years is
 * 422 with the rule named (the Civil Code) at `fieldValues.valid_until`, in uz, ru and en, when it
 * is made and when a draft is autosaved, and nothing of the refused save is kept; the template's
 * detail carries the limits in the asked language; a database seeded before the limits gets them
 * on its next seed run (start), and only them.
 */
import request from 'supertest';
import type { OwnDocument, OwnDocumentList } from '../../../shared/api/documents/contract';
import type { DocumentTemplateDetail } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locales';
import { engineName, idOf, signedInVisitor, useSeededApi } from './support';
import { POA_VALUES } from '../../support/power-of-attorney';

jest.setTimeout(120_000);

const api = useSeededApi();
let poa: number;
let employment: number;
let letter: number;

beforeAll(async () => {
  poa = await idOf(api.db, 'document_templates', 'power-of-attorney');
  employment = await idOf(api.db, 'document_templates', 'employment-contract');
  letter = await idOf(api.db, 'document_templates', 'pretrial-claim-letter');
});

const FIVE_YEARS = '2031-11-28';

/** What the API answers for the power of attorney's five years, in each language. */
const REFUSED: Record<Locale, string> = {
  uz: '«Amal qilish muddati (qachongacha)»: Ishonchnoma uch yildan ortiq muddatga berilmaydi (Oʻzbekiston Respublikasi Fuqarolik kodeksi).',
  ru: 'Поле «Срок действия (до какой даты)»: Доверенность не может быть выдана на срок более трёх лет (Гражданский кодекс Республики Узбекистан).',
  en: 'Valid until: A power of attorney cannot be issued for more than three years (Civil Code of the Republic of Uzbekistan).',
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = (res: request.Response) => (res.body as ErrorBody).error;

describe(`a template's limits over HTTP (${engineName})`, () => {
  test('the detail carries each limit with its message in the asked language', async () => {
    const detail = (await request(api.app).get(`/api/v1/document-templates/${poa}?lang=ru`).expect(200)).body as DocumentTemplateDetail;
    expect(detail.fields.find((field) => field.key === 'valid_until')!.limits).toEqual([
      { kind: 'date', from: 'doc_date', min: { days: 0 }, message: 'Срок действия доверенности не может закончиться раньше даты её выдачи.' },
      {
        kind: 'date',
        from: 'doc_date',
        max: { years: 3 },
        message: 'Доверенность не может быть выдана на срок более трёх лет (Гражданский кодекс Республики Узбекистан).',
      },
    ]);
    expect(detail.fields.find((field) => field.key === 'powers')).not.toHaveProperty('limits');
  });

  test('a power of attorney for five years is not made: 422 at valid_until naming the Civil Code, in uz, ru and en; three years to the day is made', async () => {
    const me = await signedInVisitor(api.app, 2);
    const before = ((await me.get('/api/v1/me/documents').expect(200)).body as OwnDocumentList).total;
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const res = await me
        .post(`/api/v1/me/documents?lang=${lang}`, { templateId: poa, locale: 'uz', fieldValues: { ...POA_VALUES, valid_until: FIVE_YEARS } })
        .expect(422);
      expect(errorOf(res).code).toBe('invalid_document');
      expect(errorOf(res).fields).toEqual({ 'fieldValues.valid_until': REFUSED[lang] });
    }
    // Before the date it is issued: its own reason.
    const early = await me
      .post('/api/v1/me/documents?lang=en', { templateId: poa, locale: 'uz', fieldValues: { ...POA_VALUES, valid_until: '2026-11-01' } })
      .expect(422);
    expect(errorOf(early).fields).toEqual({ 'fieldValues.valid_until': 'Valid until: A power of attorney cannot expire before the date it is issued.' });
    // Nothing was made by a refusal.
    expect(((await me.get('/api/v1/me/documents').expect(200)).body as OwnDocumentList).total).toBe(before);
    const made = (
      await me.post('/api/v1/me/documents?lang=uz', { templateId: poa, locale: 'uz', fieldValues: { ...POA_VALUES, valid_until: '2029-11-28' } }).expect(201)
    ).body as OwnDocument;
    expect(made.fieldValues.valid_until).toBe('2029-11-28');
    // The document keeps the fields it was made with, limits included.
    expect(made.fields.find((field) => field.key === 'valid_until')!.limits).toHaveLength(2);
  });

  test('an autosave of a draft with five years is refused too, and nothing of that save is kept', async () => {
    const me = await signedInVisitor(api.app, 3);
    const doc = (await me.post('/api/v1/me/documents?lang=uz', { templateId: poa, locale: 'uz', fieldValues: POA_VALUES }).expect(201)).body as OwnDocument;
    const url = `/api/v1/me/documents/${doc.id}`;
    // A draft: a required field left empty while the visitor types, a new title, and five years.
    const res = await me
      .put(`${url}?lang=ru`, { version: 1, title: 'Ishonchnoma (Kadastr)', fieldValues: { ...POA_VALUES, agent_name: '', valid_until: FIVE_YEARS } })
      .expect(422);
    expect(errorOf(res).fields).toEqual({ 'fieldValues.valid_until': REFUSED.ru });
    const now = (await me.get(url).expect(200)).body as OwnDocument;
    expect(now).toMatchObject({ version: 1, title: doc.title, status: 'complete' });
    expect(now.fieldValues).toEqual(doc.fieldValues);
    // The same draft within three years is saved, a draft.
    const saved = await me.put(url, { version: 1, fieldValues: { ...POA_VALUES, agent_name: '', valid_until: '2028-06-01' } }).expect(200);
    expect(saved.body).toMatchObject({ version: 2, status: 'draft', fieldValues: { valid_until: '2028-06-01' } });
    // Moving the date of issue so that the term is over three years is refused at the term.
    const moved = await me.put(`${url}?lang=en`, { version: 2, fieldValues: { ...POA_VALUES, doc_date: '2024-01-10', valid_until: '2028-06-01' } }).expect(422);
    expect(errorOf(moved).fields).toEqual({ 'fieldValues.valid_until': REFUSED.en });
  });

  test('the Labour Code’s probation and a demand letter’s total are enforced the same way', async () => {
    const me = await signedInVisitor(api.app, 0);
    const probation = await me
      .post('/api/v1/me/documents?lang=ru', { templateId: employment, locale: 'ru', fieldValues: { probation_months: '6' } })
      .expect(422);
    expect(errorOf(probation).fields!['fieldValues.probation_months']).toBe(
      'Поле «Испытательный срок (мес., не более 3)»: Испытательный срок не может превышать трёх месяцев (Трудовой кодекс Республики Узбекистан).',
    );
    const total = await me
      .post('/api/v1/me/documents?lang=uz', {
        templateId: letter,
        locale: 'uz',
        fieldValues: { debt_amount: 100_000_000, penalty_amount: 5_000_000, total_amount: 100_000_000 },
      })
      .expect(422);
    expect(errorOf(total).fields!['fieldValues.total_amount']).toBe(
      '«Jami talab summasi»: Jami talab summasi asosiy qarz va penya yigʻindisiga teng boʻlishi kerak.',
    );
  });
});
