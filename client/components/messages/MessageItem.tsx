import type { Message, Quote } from '../../../shared/api/messages/contract.js';
import { formatTime } from '../../../shared/format/date.js';
import { receiptOf } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { Icon } from '../Icon.js';
import { FileList } from './FileList.js';
import { MessageText } from './MessageText.js';
import { QuoteCard } from './QuoteCard.js';

export interface MessageItemProps {
  message: Message;
  conversationId: number;
  /** The last message the other side has seen (✓✓ up to it). */
  counterpartReadId: number;
  /** The reader is the client (a quote is theirs to answer). */
  client: boolean;
  onQuoteAnswered(quote: Quote): void;
  /** A refused answer to this message's quote, posted without JavaScript. */
  quoteRefusal?: string | undefined;
}

/**
 * One message: the reader's own on the right, the other side's on the left, its text (links made
 * clickable), files and quote, the time, and for one's own the receipt: ✓ sent, ✓✓ seen.
 */
export function MessageItem({ message, conversationId, counterpartReadId, client, onQuoteAnswered, quoteRefusal }: MessageItemProps) {
  const t = useT('messages');
  const { locale } = useAppState();
  const receipt = receiptOf(message, counterpartReadId);
  const quoteOnly = message.quote !== null && message.text === '' && message.files.length === 0;
  return (
    <li
      id={`m${message.id}`}
      className={`flex scroll-mt-24 ${message.mine ? 'justify-end' : 'justify-start'}`}
      data-testid="message"
      data-id={message.id}
      data-mine={message.mine ? 'true' : 'false'}
      data-receipt={receipt ?? undefined}
    >
      <div className={`flex min-w-0 flex-col ${quoteOnly ? 'w-full max-w-md' : 'max-w-[88%] sm:max-w-[75%]'} ${message.mine ? 'items-end' : 'items-start'}`}>
        <span className="sr-only">{message.mine ? t('thread.you') : t('thread.them')}:</span>
        {message.text !== '' || message.files.length > 0 ? (
          <div
            className={`min-w-0 max-w-full rounded-2xl px-3.5 py-2 ${
              message.mine ? 'rounded-br-md bg-accent-soft text-ink' : 'rounded-bl-md border border-line bg-surface text-ink'
            }`}
          >
            {message.text !== '' ? <MessageText text={message.text} /> : null}
            <FileList conversationId={conversationId} files={message.files} />
          </div>
        ) : null}
        {message.quote ? <QuoteCard quote={message.quote} client={client} onAnswered={onQuoteAnswered} refusal={quoteRefusal} /> : null}
        <p className="mt-1 flex items-center gap-1 px-1 text-xs text-muted">
          <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
          {receipt ? (
            <span className={`inline-flex items-center ${receipt === 'seen' ? 'text-accent' : ''}`} data-testid="receipt">
              <Icon name={receipt === 'seen' ? 'lucide:check-check' : 'lucide:check'} size={14} label={t(`thread.receipt.${receipt}`)} />
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}
