import type { ApiClient } from '../../../server/api-client/types';
import { localChangeFeed } from '../../../server/cache/changes';
import { cachedRead } from '../../../server/loaders/catalogue/reads';

describe('a reviews change drops the cached reads that show it', () => {
  test('the reviewed specialist’s profile and reviews, the lists with ratings, the firm’s and the service’s reviews, every firm’s page; nothing else', async () => {
    const api = {} as ApiClient;
    let loads = 0;
    const load = async () => (loads += 1);
    const dropped = [
      'uz specialist "aziz.k"',
      'en specialist "aziz.k"',
      'uz specialists {"page":1}',
      'uz lawFirms {"pageSize":1}',
      'uz reviews {"specialist":"aziz.k","pageSize":5}',
      'ru reviews {"lawFirm":3,"pageSize":5}',
      'uz reviews {"service":17,"pageSize":5}',
      // A firm's page lists its people with their ratings: any firm's may show the one reviewed.
      'uz lawFirm 3',
      'en lawFirm 4',
    ];
    const kept = [
      'uz specialist "other.one"',
      'uz reviews {"specialist":"other.one","pageSize":5}',
      'uz reviews {"lawFirm":4,"pageSize":5}',
      'uz reviews {"service":18,"pageSize":5}',
      'uz groups null',
      'uz services {}',
      'uz regions null',
      'ru referenceArticles {"page":1,"pageSize":12}',
      'ru referenceArticle 12',
      'en supportQuestions {"page":1,"pageSize":12}',
      'uz supportCategories null',
    ];
    for (const key of [...dropped, ...kept]) await cachedRead(api, key, load, 10);
    expect(loads).toBe(dropped.length + kept.length);
    await localChangeFeed.publish({ kind: 'reviews', nicknames: ['aziz.k'], lawFirmIds: [3], serviceIds: [17] });
    for (const key of kept) await cachedRead(api, key, load, 11);
    expect(loads).toBe(dropped.length + kept.length);
    for (const key of dropped) await cachedRead(api, key, load, 11);
    expect(loads).toBe(2 * dropped.length + kept.length);
  });

  test('a review of a specialist’s work leaves the firms’ list alone', async () => {
    const api = {} as ApiClient;
    let loads = 0;
    const load = async () => (loads += 1);
    await cachedRead(api, 'uz lawFirms {}', load, 10);
    await localChangeFeed.publish({ kind: 'reviews', nicknames: ['aziz.k'], lawFirmIds: [], serviceIds: [17] });
    await cachedRead(api, 'uz lawFirms {}', load, 11);
    expect(loads).toBe(1);
  });
});
