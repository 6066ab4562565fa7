/**
 * What issue 28 says a filled paper must show, read from its exported PDF as a notary would: a
 * Russian loan receipt names the lender in the genitive after «от»; an Uzbek power of attorney
 * gives the power "Otabekka"; a car of 2021 is of 2021; amounts keep together; a title is centred.
 * Every other required field is filled with a plain value of its kind, as the form would send it.
 * DOCUMENT_PDF_DIR=/some/dir keeps the PDFs for reading.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { OwnDocument } from '../../../shared/api/documents/contract';
import type { DocumentTemplateDetail, TemplateField } from '../../../shared/api/types';
import { engineName, idOf, signedInVisitor, useSeededApi } from './support';

jest.setTimeout(120_000);

const api = useSeededApi();

/** A plain, valid value of each kind (a date the same day everywhere, so every "until" is not before "from"). */
function plainValue(field: TemplateField): string | number {
  switch (field.kind) {
    case 'date':
      return '2026-11-29';
    case 'number':
      return 2;
    case 'year':
      return 2021;
    case 'money':
      return 5_000_000_000;
    case 'pinfl':
      return '31234567890123';
    case 'passport':
      return 'AA1234567';
    case 'phone':
      return '+998901234567';
    case 'select':
      return field.options![0]!.value;
    default:
      return 'Toshkent';
  }
}

async function filledValues(slug: string, overrides: Record<string, string | number>): Promise<{ id: number; values: Record<string, string | number> }> {
  const id = await idOf(api.db, 'document_templates', slug);
  const detail = (await request(api.app).get(`/api/v1/document-templates/${id}?lang=en`).expect(200)).body as DocumentTemplateDetail;
  const values = Object.fromEntries(detail.fields.filter((field) => field.required).map((field) => [field.key, plainValue(field)]));
  return { id, values: { ...values, ...overrides } };
}

function pdfText(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  if (run.error) throw new Error(`pdftotext (Debian's poppler-utils) is needed for this test: ${run.error.message}`);
  return run.stdout;
}

/** Whitespace as one space; a no-break space stays one (U+00A0). */
const squeeze = (text: string) => text.replace(/[^\S\u00a0]+/g, ' ');

async function paper(slug: string, locale: 'uz' | 'ru' | 'en', overrides: Record<string, string | number>): Promise<string> {
  const me = await signedInVisitor(api.app, 3);
  const { id, values } = await filledValues(slug, overrides);
  const created = (await me.post(`/api/v1/me/documents?lang=${locale}`, { templateId: id, locale, fieldValues: values }).expect(201)).body as OwnDocument;
  const pdf = (await me.download(`/api/v1/me/documents/${created.id}/export.pdf`).expect(200)).body as Buffer;
  if (process.env.DOCUMENT_PDF_DIR) writeFileSync(path.join(process.env.DOCUMENT_PDF_DIR, `${slug}-${locale}.pdf`), pdf);
  return squeeze(pdfText(pdf));
}

describe(`papers as a notary reads them (${engineName})`, () => {
  test('a Russian loan receipt: «от Каримовой Дилнозы Рустамовны», the amount kept together', async () => {
    const text = await paper('loan-receipt', 'ru', { lender_name: 'Каримова Дилноза Рустамовна', borrower_name: 'Рахимов Бобур Олимович' });
    expect(text).toContain('от Каримовой Дилнозы Рустамовны');
    expect(text).not.toContain('от Каримова Дилноза');
    // That the sum never breaks across lines is tested on the PDF's lines (tests/unit/documents/exports.test.ts).
    expect(text).toMatch(/в размере 50\s000\s000\sсум/);
  });

  test('an Uzbek power of attorney: the trust is given «Otabekka», the ending written once', async () => {
    const text = await paper('power-of-attorney', 'uz', { agent_name: 'Otabek', principal_name: 'Aliyev Sardor' });
    expect(text).toContain('Otabekka');
    expect(text).not.toMatch(/Otabek ?ga|Otabekkaga/);
  });

  test('a car of 2021 is of 2021, in every language', async () => {
    for (const locale of ['uz', 'ru', 'en'] as const) {
      const text = await paper('car-sale-contract', locale, { car_year: 2021 });
      expect(text).toMatch(/\b2021\b/);
      expect(text).not.toMatch(/2[\s,\u00a0]021/);
    }
  });
});
