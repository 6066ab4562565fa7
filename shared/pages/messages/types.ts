/**
 * /home/messages and /home/messages/{id} (issue 31): what their loaders send
 * (server/loaders/messages/) and what the thread's forms without JavaScript answer when they are
 * refused (its route's action). Conversations, messages and quotes travel as the API answers them
 * (shared/api/messages/contract.ts).
 */
import type { Conversation, ConversationCard } from '../../api/messages/contract.js';
import type { GrowingList } from '../directory/types.js';
import type { PageMeta } from '../meta.js';

/** Conversations shown a page at a time (the list grows as the visitor scrolls, `?page=n`). */
export const CONVERSATIONS_PAGE_SIZE = 20;

export interface ConversationsPageData {
  meta: PageMeta;
  /** Newest message first; pages 1…n of `?page=n` (with `from=n`, page n alone). */
  list: GrowingList<ConversationCard>;
  /** Unread messages across all of the visitor's conversations. */
  unread: number;
  /** When the server read the list: "today" is decided from it, alike on the server and in the browser. */
  now: string;
  [key: string]: unknown;
}

export interface ThreadPageData {
  meta: PageMeta;
  /** With its newest messages, or (`?before=`) those before one of them. */
  conversation: Conversation;
  /** `?before=`: the page shows earlier messages; the newest are a link away. */
  before: number | null;
  /** When the server read it (see ConversationsPageData.now). */
  now: string;
  [key: string]: unknown;
}

/** What a form of the thread does (its `intent` field). */
export const THREAD_INTENTS = ['message', 'quote', 'accept', 'decline', 'close', 'reopen', 'block', 'unblock', 'report'] as const;
export type ThreadIntent = (typeof THREAD_INTENTS)[number];

/** The quote form's values as typed (the price in so'm, as written). */
export interface QuoteFormValues {
  serviceId: string;
  description: string;
  price: string;
  days: string;
  validDays: string;
}

/**
 * A form of the thread posted without JavaScript and refused: the page again with what was typed
 * and the API's words for why (in the page's language), each refused field's own where it names one.
 */
export interface ThreadFormRefusal {
  intent: ThreadIntent;
  status: number;
  /** The refusal in the visitor's language. */
  message: string;
  /** A message for each refused field (text, files, price…). */
  fields: Record<string, string>;
  /** The message's text as typed (intent "message"). */
  text?: string;
  /** The quote form as typed (intent "quote"). */
  quote?: QuoteFormValues;
  /** The quote answered (intents "accept", "decline"). */
  quoteId?: number;
  /** The report's reason as typed (intent "report"). */
  reason?: string;
}
