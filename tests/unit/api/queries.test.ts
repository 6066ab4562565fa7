import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  idParams,
  nicknameParams,
  operationPath,
  searchQuery,
  serviceListQuery,
  specialistListQuery,
} from '../../../shared/api';

describe('list queries (shared/api)', () => {
  test('defaults: page 1 of 12, no search', () => {
    expect(serviceListQuery.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  test('read alike from a URL (text) and from the in-process client (numbers, booleans)', () => {
    const fromUrl = specialistListQuery.parse({ page: '2', pageSize: '24', verified: 'true', experience: '5', region: '14', rating: '4.5' });
    const typed = specialistListQuery.parse({ page: 2, pageSize: 24, verified: true, experience: 5, region: 14, rating: 4.5 });
    expect(fromUrl).toEqual(typed);
    expect(fromUrl).toMatchObject({ region: { id: 14 }, verified: true });
    expect(specialistListQuery.parse({ region: 'samarkand' }).region).toEqual({ slug: 'samarkand' });
  });

  test('a page larger than 48 is lowered to 48; below 1 is refused', () => {
    expect(serviceListQuery.parse({ pageSize: '1000' }).pageSize).toBe(MAX_PAGE_SIZE);
    expect(serviceListQuery.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(serviceListQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  test('search text is trimmed and its spaces collapsed; blank means no search', () => {
    expect(serviceListQuery.parse({ q: '  nikoh   ajralish ' }).q).toBe('nikoh ajralish');
    expect(serviceListQuery.parse({ q: '   ' }).q).toBeUndefined();
    expect(serviceListQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  test.each([
    ['page', '1e3'],
    ['page', '0x10'],
    ['page', ' '],
    ['sort', 'rating; DROP'],
    ['format', 'ONLINE'],
    ['parent', 'Family'],
    ['specialist', 'api'],
    ['priceMin', '-1'],
  ])('%s=%j is refused', (key, value) => {
    expect(serviceListQuery.safeParse({ [key]: value }).success).toBe(false);
  });

  test('repeated parameters (arrays) are refused', () => {
    expect(serviceListQuery.safeParse({ page: ['1', '2'] }).success).toBe(false);
  });

  test('path parameters: ids as the routes allow them, nicknames of docs/design.md §4', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '01x', '2147483648', '-4']) expect(idParams.safeParse({ id }).success).toBe(false);
    expect(nicknameParams.safeParse({ nickname: 'aziz.karimov' }).success).toBe(true);
    for (const nickname of ['ru', 'services', 'Aziz', 'a/b']) expect(nicknameParams.safeParse({ nickname }).success).toBe(false);
  });

  test('search needs text and keeps its limit to 1–10', () => {
    expect(searchQuery.parse({ q: ' a ' })).toEqual({ q: 'a', limit: 3 });
    expect(searchQuery.safeParse({ q: 'a', limit: '11' }).success).toBe(false);
    expect(searchQuery.safeParse({}).success).toBe(false);
  });

  test('operation paths encode their parameters', () => {
    expect(operationPath('getSpecialist', { nickname: 'a.b' })).toBe('/specialists/a.b');
    expect(operationPath('getService', { id: 7 })).toBe('/services/7');
    expect(operationPath('getSpecialist', { nickname: '../x' })).toBe('/specialists/..%2Fx');
    expect(() => operationPath('getService', {})).toThrow(/id/);
  });
});
