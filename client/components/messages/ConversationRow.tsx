import { Link } from 'react-router';
import type { ConversationCard } from '../../../shared/api/messages/contract.js';
import { formatDate, formatTime } from '../../../shared/format/date.js';
import { formatNumber } from '../../../shared/format/number.js';
import { dayOf } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { badgeCount } from '../../platform/unread.js';
import { Icon } from '../Icon.js';
import { CounterpartName, CounterpartPicture, useSubject } from './Counterpart.js';

/** The last message in a line: its text, or what it carried (files, a quote), "You:" before one's own. */
function useExcerpt(): (card: ConversationCard) => string {
  const t = useT('messages');
  return (card) => {
    const last = card.lastMessage;
    if (!last) return t('list.noMessages');
    const body = last.text.trim()
      ? last.text.replace(/\s+/g, ' ').trim()
      : last.quote
        ? t('list.quote')
        : last.files > 0
          ? t('list.files', { count: last.files })
          : '';
    return last.mine ? t('list.mine', { text: body }) : body;
  };
}

/**
 * One conversation in the list: the other side (picture, name, verified mark), what it is about,
 * the last message's excerpt and time (the time alone today, the date before), and the unread count.
 */
export function ConversationRow({ card, today }: { card: ConversationCard; today: string }) {
  const t = useT('messages');
  const { locale } = useAppState();
  const subject = useSubject();
  const excerpt = useExcerpt();
  const at = card.lastMessage?.createdAt ?? card.lastMessageAt;
  const unread = card.unread > 0;
  return (
    <li data-testid="conversation" data-id={card.id} data-unread={card.unread}>
      <Link
        to={`/home/messages/${card.id}`}
        className={`flex items-start gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-raised focus-visible:bg-raised sm:px-4 ${unread ? 'bg-accent-soft/40' : ''}`}
      >
        <CounterpartPicture counterpart={card.counterpart} conversationId={card.id} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={`flex min-w-0 flex-1 items-center gap-1 ${unread ? 'font-bold' : 'font-semibold'}`} data-testid="conversation-name">
              <CounterpartName counterpart={card.counterpart} />
            </span>
            <time dateTime={at} className={`shrink-0 text-xs ${unread ? 'font-semibold text-accent-strong' : 'text-muted'}`}>
              {dayOf(at) === today ? formatTime(at, locale) : formatDate(at, locale, { style: 'short' })}
            </time>
          </span>
          <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
            <Icon name={card.order ? 'lucide:receipt' : card.service ? 'lucide:briefcase' : 'lucide:message-circle'} size={14} className="shrink-0" />
            <span className="truncate" data-testid="conversation-subject">
              {subject(card)}
            </span>
            {card.closed ? <span className="shrink-0 rounded-full bg-raised px-2 py-0.5 font-medium">{t('list.closed')}</span> : null}
          </span>
          <span className="mt-1 flex items-center gap-2">
            <span className={`line-clamp-2 min-w-0 flex-1 break-words text-sm ${unread ? 'text-ink' : 'text-muted'}`} data-testid="conversation-excerpt">
              {excerpt(card)}
            </span>
            {unread ? (
              <span
                className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-ink"
                data-testid="conversation-unread"
              >
                <span aria-hidden="true">{badgeCount(card.unread)}</span>
                <span className="sr-only">{t('list.unread', { count: card.unread, formatted: formatNumber(card.unread, locale) })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
