/**
 * The live stream's doorbell on the change feed (server/events/ring.ts, server/cache/changes.ts):
 * the people a write names, at most a thousand a ring, heard by the stream hubs and never by the caches.
 */
import { localChangeFeed, onDataChange, onUserEvents, type Change, type ChangeFeed } from '../../../server/cache/changes';
import { ringUsers } from '../../../server/events/ring';

function recordingFeed(): ChangeFeed & { published: Change[] } {
  const published: Change[] = [];
  return { published, publish: async (change) => void published.push(change), close: async () => {} };
}

describe('ringUsers', () => {
  test('names each person once, without nulls or non-ids, and nothing when nobody is named', async () => {
    const feed = recordingFeed();
    await ringUsers(feed, [7, null, 7, undefined, 3, 0, -1, 2.5]);
    await ringUsers(feed, [null]);
    expect(feed.published).toEqual([{ kind: 'user-events', userIds: [7, 3] }]);
  });

  test('a thousand people a ring at most', async () => {
    const feed = recordingFeed();
    await ringUsers(
      feed,
      Array.from({ length: 2500 }, (_, i) => i + 1),
    );
    expect(feed.published.map((change) => (change.kind === 'user-events' ? change.userIds.length : 0))).toEqual([1000, 1000, 500]);
  });
});

describe('the change feed hands the doorbell to the streams only', () => {
  test('a ring reaches onUserEvents and not the caches; everything reaches both; a cache change only the caches', async () => {
    const caches: string[] = [];
    const streams: string[] = [];
    const stopCaches = onDataChange((change) => caches.push(change.kind));
    const stopStreams = onUserEvents((change) => streams.push(change.kind === 'user-events' ? `ring ${change.userIds.join(',')}` : change.kind));
    try {
      await ringUsers(localChangeFeed, [4, 5]);
      await localChangeFeed.publish({ kind: 'everything' });
      await localChangeFeed.publish({ kind: 'specialist', nicknames: ['a.b'] });
      expect(caches).toEqual(['everything', 'specialist']);
      expect(streams).toEqual(['ring 4,5', 'everything']);
      expect(localChangeFeed.reachesReplicas?.()).toBe(false);
    } finally {
      stopCaches();
      stopStreams();
    }
  });
});
