/**
 * What waits for the signed-in visitor (issue 31): unread notifications (the header's bell) and
 * unread messages. The page arrives with both in the viewer (server/auth/viewer.ts); after that the
 * live stream's events make UnreadSync re-read them, and a page that reads notifications or messages
 * sets them at once. Guests have none (null).
 *
 * The counts set here belong to the viewer they were read for: after another tab signs in as
 * someone else, the new viewer's own counts show until they are read again. Nothing is set while
 * rendering, so the server and hydration both show the viewer's counts.
 */
import { useSyncExternalStore } from 'react';
import type { Viewer } from '../app-state.js';
import { useViewer } from './viewer.js';

export interface UnreadCounts {
  notifications: number;
  messages: number;
}

let held: { viewer: Viewer; counts: UnreadCounts } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => held;
const serverSnapshot = () => null;

/** The counts now, for `viewer`: those set for them, else what the page came with. */
function countsOf(viewer: Viewer): UnreadCounts {
  return held?.viewer === viewer ? held.counts : viewer.unread;
}

/** Sets some of `viewer`'s counts (the others stay); every bell and list showing them follows. */
export function setUnread(viewer: Viewer, counts: Partial<UnreadCounts>): void {
  const before = countsOf(viewer);
  const next = { ...before, ...counts };
  if (held?.viewer === viewer && next.notifications === before.notifications && next.messages === before.messages) return;
  held = { viewer, counts: next };
  for (const listener of listeners) listener();
}

/** The signed-in visitor's unread counts, kept current; null for a guest. */
export function useUnread(): UnreadCounts | null {
  const viewer = useViewer();
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  if (!viewer) return null;
  return current?.viewer === viewer ? current.counts : viewer.unread;
}

/** A count as a badge shows it: "99+" beyond 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
