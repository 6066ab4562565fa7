/**
 * Build updates (docs/product.md §4, §7): every build publishes builds/latest.json ({id, timestamp}) and
 * builds/meta/{id}.json. The page polls latest.json; once a newer build is out, the next
 * navigation loads a fresh document (router-watch.ts) instead of a payload the old code may
 * not understand.
 */
export const BUILD_POLL_MS = 15 * 60 * 1000;

interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildWatcher {
  /** Asks once; true when a newer build than this page's is out. */
  check(): Promise<boolean>;
  isOutdated(): boolean;
  /** Polls every `intervalMs`; returns the stop function. */
  start(intervalMs?: number): () => void;
}

function isBuildInfo(value: unknown): value is BuildInfo {
  const v = value as Partial<BuildInfo> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.timestamp === 'number';
}

async function getBuild(url: string): Promise<BuildInfo | null> {
  try {
    const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return isBuildInfo(body) ? body : null;
  } catch {
    return null; // offline or a deployment in progress: ask again next time
  }
}

export function createBuildWatcher(buildId: string, fetchBuild: (url: string) => Promise<BuildInfo | null> = getBuild): BuildWatcher {
  let outdated = false;
  /** This page's build time: undefined until asked, null when its meta is gone (replaced by a deployment). */
  let ownTimestamp: number | null | undefined;

  const watcher: BuildWatcher = {
    async check() {
      if (outdated) return true;
      const latest = await fetchBuild(`/builds/latest.json?${Date.now()}`);
      if (!latest || latest.id === buildId) return false;
      if (ownTimestamp === undefined) ownTimestamp = (await fetchBuild(`/builds/meta/${encodeURIComponent(buildId)}.json`))?.timestamp ?? null;
      outdated = ownTimestamp === null || latest.timestamp > ownTimestamp;
      return outdated;
    },
    isOutdated: () => outdated,
    start(intervalMs = BUILD_POLL_MS) {
      const timer = setInterval(() => void watcher.check(), intervalMs);
      return () => clearInterval(timer);
    },
  };
  return watcher;
}
