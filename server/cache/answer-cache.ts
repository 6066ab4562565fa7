/**
 * Answers kept for a while in this process: the catalogue pages' reads of the API
 * (server/loaders/catalogue/reads.ts) and the API's search as you type (server/cache/search-answers.ts).
 * One load per key while its answer is fresh, shared by whoever asks meanwhile (a promise is kept,
 * so sixteen visitors asking at once cost one load); at most `entries` answers, the least recently
 * used leave first; a failed load is not kept. Its owner drops what a data change makes stale
 * (server/cache/changes.ts).
 */
import { onDataChange, type DataChange } from './changes.js';

export interface AnswerCacheOptions {
  /** How long an answer is served after its load began. */
  ttlMs: number;
  /** How many answers at most. */
  entries: number;
}

export interface AnswerCache {
  /**
   * `load()`'s answer, kept under `key`. First one turn of the event loop: a change message that
   * has already reached this process (Redis pub/sub, published before the writer was answered) is
   * handled before the lookup, even when it arrived together with this request.
   */
  get<T>(key: string, load: () => Promise<T>, now?: number): Promise<T>;
  /** Drops every answer whose key `stale` says is stale (every answer without a predicate). */
  drop(stale?: (key: string) => boolean): void;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export function answerCache({ ttlMs, entries }: AnswerCacheOptions): AnswerCache {
  const kept = new Map<string, Entry>(); // insertion order: least recently used first
  return {
    async get<T>(key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
      await new Promise((resolve) => setImmediate(resolve));
      const hit = kept.get(key);
      if (hit && now - hit.at < ttlMs) {
        kept.delete(key); // most recently used last
        kept.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { at: now, value };
      kept.set(key, entry);
      while (kept.size > entries) kept.delete(kept.keys().next().value as string);
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
    drop(stale) {
      if (!stale) return kept.clear();
      for (const key of [...kept.keys()]) if (stale(key)) kept.delete(key);
    },
  };
}

/** One cache per owner, each made on first use. */
export interface OwnedAnswerCaches<O extends object> {
  of(owner: O): AnswerCache;
}

/**
 * A cache per owner (an API client, a database: the tests open many, which must not share
 * answers), each dropping, when data changes on any replica, the answers `stale` names.
 */
export function answerCachesPerOwner<O extends object>(options: AnswerCacheOptions, stale: (key: string, change: DataChange) => boolean): OwnedAnswerCaches<O> {
  const caches = new WeakMap<O, AnswerCache>();
  const live = new Set<WeakRef<AnswerCache>>(); // a WeakMap cannot be walked
  onDataChange((change) => {
    for (const ref of live) {
      const cache = ref.deref();
      if (cache) cache.drop((key) => stale(key, change));
      else live.delete(ref);
    }
  });
  return {
    of(owner) {
      let cache = caches.get(owner);
      if (!cache) {
        cache = answerCache(options);
        caches.set(owner, cache);
        live.add(new WeakRef(cache));
      }
      return cache;
    },
  };
}
