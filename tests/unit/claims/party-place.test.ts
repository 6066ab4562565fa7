/**
 * A party's place (ADR 015): the answers keep the region and district picked from the lists beside
 * the street as typed, refuse a district that is no district id, and the generated claim prints
 * "<region>, <district>, <street>" with the names in the claim's language.
 */
import { readFileSync } from 'node:fs';
import { claimAnswersSchema, type ClaimAnswerLabels } from '../../../shared/claims/answers';
import { claimDocument } from '../../../shared/claims/generate';
import { plainTextOf } from '../../../shared/claims/plain';
import type { ClaimAnswers } from '../../../shared/claims/types';

const labels = JSON.parse(readFileSync('locales/en/claims.json', 'utf8')).answers as ClaimAnswerLabels;
const schema = claimAnswersSchema(labels);

const SERGELI = { region: 14, district: '1726283' };

describe('a party’s place', () => {
  test('kept beside the street, for a person, an organisation and the property', () => {
    const parsed = schema.parse({
      court: { propertyAddress: 'Navoiy koʻchasi, 1', propertyPlace: { region: 2, district: '1703224' } },
      parties: {
        plaintiff: { kind: 'person', name: 'Karimova Dilnoza', address: 'Yangi Sergeli koʻchasi, 5-uy', place: SERGELI },
        defendants: [{ kind: 'entity', name: '«Orzu» MChJ', address: 'Bunyodkor, 1', place: { region: '14', district: '1726294' } }],
      },
    });
    expect(parsed.court).toEqual({ propertyAddress: 'Navoiy koʻchasi, 1', propertyPlace: { region: 2, district: '1703224' } });
    expect(parsed.parties!.plaintiff).toMatchObject({ address: 'Yangi Sergeli koʻchasi, 5-uy', place: SERGELI });
    expect(parsed.parties!.defendants![0]).toMatchObject({ place: { region: 14, district: '1726294' } });
  });

  test('a district that is no district id, or a stray key, is refused at its path', () => {
    const result = schema.safeParse({
      parties: {
        plaintiff: { kind: 'person', name: 'A', address: 'x', place: { region: 14, district: "1' OR 1=1" } },
        defendants: [{ kind: 'person', name: 'B', address: 'y', place: { region: 14, district: '1726283', street: 'z' } }],
      },
    });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['parties.plaintiff.place.district', 'parties.defendants.0.place.street']));
  });

  test('the claim prints region, district, street in its language', () => {
    const answers: ClaimAnswers = {
      parties: {
        plaintiff: { kind: 'person', name: 'Karimova Dilnoza Rustamovna', address: 'Yangi Sergeli koʻchasi, 5-uy', place: SERGELI },
        defendants: [{ kind: 'person', name: 'Rahimov Bobur Olimovich', address: 'Amir Temur shoh koʻchasi, 12-uy' }],
      },
    };
    const text = (locale: 'uz' | 'ru', places: Record<string, { region: string; district: string }>) =>
      plainTextOf(
        claimDocument({
          answers,
          locale,
          courtName: 'Sud',
          value: { value: null, rowsTotal: 0n, months: null },
          duty: null,
          attachments: [],
          date: '2026-03-20',
          places,
          template: { titles: { uz: 'Daʼvo', ru: 'Иск', en: 'Claim' }, claimValueRule: 'non-property', courtType: 'civil', pretrialRequired: false },
        }),
      );
    expect(text('uz', { '1726283': { region: 'Toshkent shahri', district: 'Sirgʻali tumani' } })).toContain(
      'Toshkent shahri, Sirgʻali tumani, Yangi Sergeli koʻchasi, 5-uy',
    );
    expect(text('ru', { '1726283': { region: 'город Ташкент', district: 'Сергелийский район' } })).toContain(
      'город Ташкент, Сергелийский район, Yangi Sergeli koʻchasi, 5-uy',
    );
    // A party without a place keeps its address as typed.
    expect(text('uz', {})).toContain('Amir Temur shoh koʻchasi, 12-uy');
  });
});
