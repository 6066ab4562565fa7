import { useEffect } from 'react';
import type { Viewer } from '../../app-state.js';
import { setUnread } from '../../platform/unread.js';
import { useViewer } from '../../platform/viewer.js';

/** Events after which the counts are read again: a notification came or was read, a message came or was read. */
const RECOUNT = new Set(['notification', 'message', 'read']);
/** A burst of events (a busy conversation, "mark all" in another tab) is one re-read. */
const SETTLE_MS = 250;

/**
 * The viewer's counts as the server has them now (GET /api/v1/me, which answers them with the
 * viewer). Its own fetch, as client/platform/viewer.tsx's: a 401 here means another tab signed out,
 * which the viewer's poll handles, not a reason to sign this tab out.
 */
async function fetchUnread(): Promise<Viewer['unread'] | null> {
  const { operationPath } = await import('../../../shared/api/caller.js');
  const response = await fetch(`/api/v1${operationPath('getViewer')}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-requested-with': 'huquq' },
  });
  if (!response.ok) return null;
  const viewer = (await response.json()) as Partial<Viewer>;
  return viewer.unread ?? null;
}

/**
 * Keeps the signed-in visitor's unread counts current (client/platform/unread.ts): on a
 * notification or a message (or either read in another tab) from the live stream, it reads them
 * again. Mounted after hydration with the other syncs (SyncMounts), and the stream's code is
 * fetched only for a signed-in visitor: neither reaches a first load, and a guest never loads the stream.
 */
export function UnreadSync() {
  const viewer = useViewer();
  useEffect(() => {
    if (!viewer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const reread = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        fetchUnread()
          .then((counts) => {
            if (counts && !stopped) setUnread(viewer, counts);
          })
          .catch(() => undefined);
      }, SETTLE_MS);
    };
    // The stream's code is fetched for a signed-in visitor only.
    let unsubscribe: (() => void) | undefined;
    void import('../../platform/live-events.js')
      .then(({ subscribeLiveEvents }) => {
        if (stopped) return;
        unsubscribe = subscribeLiveEvents((event) => {
          if (RECOUNT.has(event.kind)) reread();
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [viewer]);
  return null;
}
