/**
 * /home's Messages section (issue 31): the latest few conversations, each cut to what one line of
 * the list shows (the last message's first words, not its 4 000 characters), and the unread count
 * across all of them. The home loader reads them (listConversations) and maps them here.
 */
import type { ConversationCard, ConversationList } from '../../api/messages/contract.js';

/** Conversations /home shows. */
export const HOME_CONVERSATIONS = 5;
/** What of the last message a line shows. */
const PREVIEW_CHARS = 140;

export interface HomeConversation {
  id: number;
  /** The reader's side: a client's counterpart is a specialist, a specialist's a client. */
  side: ConversationCard['side'];
  name: string;
  hue: number | null;
  /** What it is about: a service's title or an order's number. */
  service: string | null;
  order: string | null;
  last: { text: string; mine: boolean; files: number; quote: boolean; at: string } | null;
  unread: number;
  closed: boolean;
}

export interface HomeMessages {
  items: HomeConversation[];
  total: number;
  /** Unread messages across all of the reader's conversations. */
  unread: number;
}

/** The first words of a text, on one line. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > PREVIEW_CHARS
    ? `${chars
        .slice(0, PREVIEW_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : line;
}

export function homeMessagesView(list: ConversationList): HomeMessages {
  return {
    total: list.total,
    unread: list.unread,
    items: list.items.map((card) => ({
      id: card.id,
      side: card.side,
      name: card.counterpart.name,
      hue: card.counterpart.kind === 'specialist' ? card.counterpart.avatarHue : null,
      service: card.service?.title ?? null,
      order: card.order?.number ?? null,
      last: card.lastMessage
        ? {
            text: preview(card.lastMessage.text),
            mine: card.lastMessage.mine,
            files: card.lastMessage.files,
            quote: card.lastMessage.quote,
            at: card.lastMessage.createdAt,
          }
        : null,
      unread: card.unread,
      closed: card.closed,
    })),
  };
}
