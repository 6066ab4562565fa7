import { RESERVED_SEGMENTS } from '../../../shared/routes';
import { SPECIALIST_FIELDS, monthOf, nicknameProblem, normalizeNickname, parseMonth, type SpecialistLabels } from '../../../shared/account/specialist-fields';
import { specialistProfileSchema } from '../../../shared/account/specialist-schema';

const labels = Object.fromEntries(SPECIALIST_FIELDS.map((field) => [field, field])) as SpecialistLabels;
const schema = specialistProfileSchema(labels, { asOf: '2025-06' });

const valid = {
  nickname: ' @Aziz.Law ',
  profession: 'lawyer',
  specializations: ['divorce'],
  bio: { ru: '  Юрист.  ', en: '' },
  phone: '+998 (90) 123-45-67',
  languages: ['ru', 'uz'],
  socialLinks: [{ network: 'instagram', url: 'instagram.com/aziz.law/' }],
  experience: [{ organization: 'Firm', position: 'Lawyer', from: '2020-01', to: '' }],
};

describe('the specialist profile schema', () => {
  test('normalizes what was typed', () => {
    expect(schema.parse(valid)).toEqual({
      nickname: 'aziz.law',
      profession: 'lawyer',
      specializations: ['divorce'],
      bio: { ru: 'Юрист.' },
      phone: '+998901234567',
      languages: ['uz', 'ru'],
      socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/aziz.law' }],
      experience: [{ organization: 'Firm', position: 'Lawyer', from: '2020-01', to: null }],
    });
  });

  test('names each failing field by its path with the docs/product.md §5 rule', () => {
    const result = schema.safeParse({
      ...valid,
      nickname: 'favorites',
      bio: {},
      experience: [{ organization: 'F', position: '', from: '2020-05', to: '2020-01' }],
      youtube: 1,
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), (issue as { params?: { rule?: string } }).params?.rule]);
    expect(issues).toEqual([
      ['nickname', 'invalid'],
      ['bio', 'required'],
      ['experience.0.organization', 'invalid'],
      ['experience.0.position', 'required'],
      ['experience.0.to', 'invalid'],
    ]);
  });

  test('refuses months after this one, links of other networks and too many digits', () => {
    const result = schema.safeParse({
      ...valid,
      phone: '1234567890123456',
      socialLinks: [
        { network: 'telegram', url: 'https://evil.example/x' },
        { network: 'myspace', url: 'x' },
      ],
      experience: [{ organization: 'Firm', position: 'Lawyer', from: '2025-07', to: null }],
    });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['phone', 'socialLinks.0.url', 'socialLinks.1.network', 'experience.0.from']);
  });
});

describe('nicknames and months', () => {
  test.each([
    ['aziz', null],
    ['a_b.c9', null],
    ['ab', 'invalid'],
    ['x'.repeat(33), 'invalid'],
    ['Aziz', 'invalid'],
    ['ru', 'invalid'],
    ['basket', 'reserved'],
    ['statement-of-claim', 'invalid'],
    ['api', 'reserved'],
  ])('%s → %s', (nickname, problem) => {
    expect(nicknameProblem(nickname, RESERVED_SEGMENTS)).toBe(problem);
  });

  test('normalizes what is typed and reads months', () => {
    expect(normalizeNickname('  @Dilnoza.Law ')).toBe('dilnoza.law');
    expect(parseMonth('2020-13', '2025-01')).toBeNull();
    expect(parseMonth('1949-12', '2025-01')).toBeNull();
    expect(parseMonth(' 2024-02 ', '2025-01')).toBe('2024-02');
    expect(monthOf(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01'); // already January in Tashkent
  });
});
