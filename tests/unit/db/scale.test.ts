import type { SeedContent, SeedSpecialist } from '../../../server/db/seed/content/types';
import { scaleContent, scaledNickname, scaledSlug } from '../../../server/db/seed/scale';

const text = { uz: 'a', ru: 'б', en: 'c' };

function person(nickname: string, lawFirmId: string | null): SeedSpecialist {
  return {
    nickname,
    firstName: text,
    lastName: text,
    gender: 'female',
    profession: 'lawyer',
    bio: text,
    phone: '+998 90 000 00 00',
    languages: ['uz'],
    socialLinks: [],
    experience: [],
    specializationIds: ['family-disputes'],
    verified: false,
    lawFirmId,
    regionId: 'tashkent-city',
    avatarHue: 10,
    memberSince: '2024-01-01',
  };
}

const empty: SeedContent = {
  regions: [],
  parentSpecializations: [],
  specializations: [],
  lawFirms: [],
  specialists: [],
  services: [],
  referenceCategories: [],
  referenceArticles: [],
  documentCategories: [],
  documentTemplates: [],
  claimCategories: [],
  claimTemplates: [],
  courts: [],
  districts: [],
  baseCalculationAmounts: [],
  stateDutyRules: [],
  stateDutyExemptions: [],
  supportCategories: [],
  supportQuestions: [],
  clients: [],
  reviews: [],
};

describe('scaling the catalogue for load tests', () => {
  test('copy 1 is the original; later copies get a suffix', () => {
    expect(scaledSlug('mezon', 1)).toBe('mezon');
    expect(scaledSlug('mezon', 12)).toBe('mezon-x12');
    expect(scaledNickname('aziz.karimov', 3)).toBe('aziz.karimov_x3');
  });

  test('a long nickname stays within 32 characters and the nickname pattern', () => {
    const long = 'abcdefghijklmnopqrstuvwxyz.abcde';
    const scaled = scaledNickname(long, 100);
    expect(scaled).toHaveLength(32);
    expect(scaled).toMatch(/^[a-z0-9_.]{3,32}$/);
    expect(scaled.endsWith('_x100')).toBe(true);
  });

  test('each copy of a specialist works for the same copy of the firm, and each service points to its copy', () => {
    const content: SeedContent = {
      ...empty,
      lawFirms: [{ id: 'mezon' } as SeedContent['lawFirms'][number]],
      specialists: [person('aziz.karimov', 'mezon'), person('solo.lawyer', null)],
      services: [
        { id: 'advice', provider: { kind: 'specialist', nickname: 'aziz.karimov' } } as SeedContent['services'][number],
        { id: 'audit', provider: { kind: 'lawfirm', lawFirmId: 'mezon' } } as SeedContent['services'][number],
      ],
      referenceArticles: [{ id: 'alimony', reviewedBy: 'aziz.karimov' } as SeedContent['referenceArticles'][number]],
      regions: [{ id: 'tashkent-city' } as SeedContent['regions'][number]],
    };

    const scaled = scaleContent(content, 3);

    expect(scaled.lawFirms.map((f) => f.id)).toEqual(['mezon', 'mezon-x2', 'mezon-x3']);
    expect(scaled.specialists.map((s) => [s.nickname, s.lawFirmId])).toEqual([
      ['aziz.karimov', 'mezon'],
      ['solo.lawyer', null],
      ['aziz.karimov_x2', 'mezon-x2'],
      ['solo.lawyer_x2', null],
      ['aziz.karimov_x3', 'mezon-x3'],
      ['solo.lawyer_x3', null],
    ]);
    expect(scaled.services.map((s) => [s.id, s.provider])).toContainEqual(['advice-x2', { kind: 'specialist', nickname: 'aziz.karimov_x2' }]);
    expect(scaled.services.map((s) => [s.id, s.provider])).toContainEqual(['audit-x3', { kind: 'lawfirm', lawFirmId: 'mezon-x3' }]);
    expect(scaled.referenceArticles.map((a) => [a.id, a.reviewedBy])).toEqual([
      ['alimony', 'aziz.karimov'],
      ['alimony-x2', 'aziz.karimov_x2'],
      ['alimony-x3', 'aziz.karimov_x3'],
    ]);
    expect(scaled.regions).toBe(content.regions);
  });

  test.each([0, -1, 1.5, 1001, Number.NaN])('refuses the scale %p', (scale) => {
    expect(() => scaleContent(empty, scale)).toThrow(RangeError);
  });
});
