import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, Message, Quote } from '../../../shared/api/messages/contract.js';
import type { ThreadPageData } from '../../../shared/pages/messages/types.js';
import { lastMessageId, mergeMessages } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { api } from '../../platform/api.js';

export interface ThreadState {
  /** The loader's data this thread grew from: new data (another conversation, a reload) starts again. */
  source: ThreadPageData;
  /** The conversation as last read (its messages are `messages`). */
  conversation: Conversation;
  /** Oldest first, each once. */
  messages: Message[];
  hasEarlier: boolean;
  counterpartReadId: number;
  earlier: 'idle' | 'loading' | 'error';
}

const start = (source: ThreadPageData): ThreadState => ({
  source,
  conversation: source.conversation,
  messages: source.conversation.messages,
  hasEarlier: source.conversation.hasEarlier,
  counterpartReadId: source.conversation.counterpartReadId,
  earlier: 'idle',
});

export interface Thread extends ThreadState {
  /** Messages the page learnt of (sent here, or read from the API) join the thread. */
  add(messages: readonly Message[]): void;
  /** A quote answered here. */
  updateQuote(quote: Quote): void;
  /** The conversation read again (a quote or its state changed): its state, and its newest messages merged. */
  refresh(): Promise<void>;
  /** The conversation as an answer of the API gives it (close, reopen, block). */
  replace(conversation: Conversation): void;
  /** Messages after the newest shown (a live "message" event, the tab shown again). */
  catchUp(): Promise<void>;
  /** The messages before the first shown ("Show earlier"). */
  loadEarlier(): Promise<void>;
  /** The other side has read up to `upTo` (a live "read" event). */
  seen(upTo: number): void;
}

/**
 * A conversation's thread as the page keeps it (issue 31): the loader's messages, then those sent
 * here, those the live stream announces (read with `listMessages` after the newest shown, so none
 * is missed and none shown twice), the earlier ones asked for, and the conversation's state read
 * again when a quote or the conversation changes. A page showing earlier messages (`?before=`)
 * takes no live messages: its newest are a link away.
 */
export function useThread(data: ThreadPageData): Thread {
  const { locale } = useAppState();
  const [state, setState] = useState(() => start(data));
  let current = state;
  if (state.source !== data) {
    current = start(data);
    setState(current); // adjusting state while rendering: React renders again before painting
  }
  const latest = useRef(current);
  latest.current = current;
  const id = current.conversation.id;
  const paged = data.before !== null;

  const add = useCallback((messages: readonly Message[]) => {
    if (messages.length === 0) return;
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, messages) }));
  }, []);

  const updateQuote = useCallback((quote: Quote) => {
    setState((s) => ({ ...s, messages: s.messages.map((message) => (message.quote?.id === quote.id ? { ...message, quote } : message)) }));
  }, []);

  const replace = useCallback(
    (conversation: Conversation) => {
      setState((s) => {
        if (s.conversation.id !== conversation.id) return s;
        // A page of earlier messages keeps to its page: only the messages it shows are brought up to date.
        const shown = new Set(s.messages.map((message) => message.id));
        const incoming = paged ? conversation.messages.filter((message) => shown.has(message.id)) : conversation.messages;
        return {
          ...s,
          conversation,
          messages: mergeMessages(s.messages, incoming),
          counterpartReadId: Math.max(s.counterpartReadId, conversation.counterpartReadId),
        };
      });
    },
    [paged],
  );

  const refresh = useCallback(async () => {
    try {
      replace(await api.getConversation({ id }, { lang: locale }));
    } catch {
      // Offline or gone: the next event or a reload brings it.
    }
  }, [id, locale, replace]);

  // One catch-up at a time; an event during one asks for another after it.
  const catching = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const catchUp = useCallback(async () => {
    if (paged) return;
    const run = catching.current;
    if (run.running) {
      run.again = true;
      return;
    }
    run.running = true;
    try {
      do {
        run.again = false;
        const after = lastMessageId(latest.current.messages);
        try {
          const { items } = await api.listMessages({ id, after }, { lang: locale });
          add(items);
        } catch {
          return;
        }
      } while (run.again);
    } finally {
      run.running = false;
    }
  }, [id, locale, paged, add]);

  const loadEarlier = useCallback(async () => {
    const first = latest.current.messages[0];
    if (!first || latest.current.earlier === 'loading') return;
    setState((s) => ({ ...s, earlier: 'loading' }));
    try {
      const page = await api.getConversation({ id, before: first.id }, { lang: locale });
      setState((s) => ({ ...s, messages: mergeMessages(s.messages, page.messages), hasEarlier: page.hasEarlier, earlier: 'idle' }));
    } catch {
      setState((s) => ({ ...s, earlier: 'error' }));
    }
  }, [id, locale]);

  const seen = useCallback((upTo: number) => {
    setState((s) => (upTo > s.counterpartReadId ? { ...s, counterpartReadId: upTo } : s));
  }, []);

  // The tab shown again (its stream may have paused): what came meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void catchUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [catchUp]);

  return { ...current, add, updateQuote, refresh, replace, catchUp, loadEarlier, seen };
}
