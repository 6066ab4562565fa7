import { useEffect, useRef } from 'react';
import { lastMessageId, unreadUpTo } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { api } from '../../platform/api.js';
import type { Thread } from './useThread.js';

/**
 * The thread follows the live stream (client/platform/live-events.ts, fetched after hydration):
 * a new message of this conversation is read after the newest shown, the other side's read
 * receipt moves the ✓✓, and a quote's or the conversation's change reads it again. Right after
 * subscribing it catches up once, for what came between the page's read and the stream's start.
 */
export function useLiveThread(thread: Thread): void {
  const id = thread.conversation.id;
  const side = thread.conversation.side;
  const actions = useRef(thread);
  actions.current = thread;
  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void import('../../platform/live-events.js')
      .then(({ subscribeLiveEvents }) => {
        if (stopped) return;
        unsubscribe = subscribeLiveEvents((event) => {
          if (Number(event.data.conversationId) !== id) return;
          const now = actions.current;
          if (event.kind === 'message') void now.catchUp();
          else if (event.kind === 'read') {
            const upTo = Number(event.data.upTo);
            if (event.data.side !== side && Number.isSafeInteger(upTo)) now.seen(upTo);
          } else if (event.kind === 'quote' || event.kind === 'conversation') void now.refresh();
        });
        void actions.current.catchUp();
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [id, side]);
}

/**
 * Read receipts from this side: when the newest message is on screen and the tab is visible, the
 * conversation is marked read up to it (once per newest message of the other side).
 */
export function useMarkRead(thread: Thread): void {
  const { locale } = useAppState();
  const id = thread.conversation.id;
  const newest = lastMessageId(thread.messages);
  // What this side has read: everything the page came with when nothing was unread.
  const readUpTo = useRef<{ source: unknown; upTo: number }>({ source: null, upTo: 0 });
  if (readUpTo.current.source !== thread.source) {
    readUpTo.current = { source: thread.source, upTo: thread.source.conversation.unread === 0 ? lastMessageId(thread.source.conversation.messages) : 0 };
  }
  const waiting = unreadUpTo(thread.messages, readUpTo.current.upTo) !== null;

  useEffect(() => {
    if (!waiting || newest === 0 || typeof IntersectionObserver === 'undefined') return;
    const element = document.getElementById(`m${newest}`);
    if (!element) return;
    let inView = false;
    const mark = () => {
      if (!inView || document.visibilityState !== 'visible' || readUpTo.current.upTo >= newest) return;
      readUpTo.current = { ...readUpTo.current, upTo: newest };
      void api.readConversation({ id }, { upTo: newest }, { lang: locale });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        mark();
      },
      { threshold: 0.01 },
    );
    observer.observe(element);
    document.addEventListener('visibilitychange', mark);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', mark);
    };
  }, [id, newest, waiting, locale]);
}
