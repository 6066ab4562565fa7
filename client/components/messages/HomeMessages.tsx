import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.js';
import type { HomeMessages as HomeMessagesData } from '../../../shared/pages/messages/home.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { badgeCount, useUnread } from '../../platform/unread.js';
import { HomeCard } from '../account/HomeCard.js';
import { Avatar } from '../catalogue/Avatar.js';
import { Icon } from '../Icon.js';
import { EmptyState } from '../ui/EmptyState.js';

/** The last message as one line: "You: …", a file or an offer when it has no text. */
function lastLine(last: NonNullable<HomeMessagesData['items'][number]['last']>, t: ReturnType<typeof useT>): string {
  const what = last.text || (last.quote ? t('messages.quote') : last.files > 0 ? t('messages.files', { count: last.files }) : '');
  return last.mine ? `${t('messages.you')} ${what}` : what;
}

/**
 * /home's Messages section (issue 31): the latest conversations, newest first, each with whom
 * it is, what it is about, the last message's first words and when, and its unread count; the
 * section's own count is the unread messages of all of them, kept current by the live stream
 * (client/platform/unread.ts). A link leads to all of them (/home/messages). Nothing to show
 * when they could not be read; a way to ask someone when there are none.
 */
export function HomeMessages({ messages }: { messages: HomeMessagesData | null }) {
  const t = useT('account');
  const { locale } = useAppState();
  const unread = useUnread()?.messages ?? messages?.unread ?? 0;
  if (!messages) return null;
  return (
    <HomeCard id="home-messages" icon="lucide:message-circle" title={t('messages.heading')}>
      {unread > 0 ? (
        <p className="mt-1 text-sm font-medium text-accent-strong" data-testid="home-messages-unread">
          {t('messages.unreadAll', { count: unread })}
        </p>
      ) : null}
      <div className="mt-4">
        {messages.items.length === 0 ? (
          <EmptyState
            icon="lucide:message-circle-question"
            title={t('messages.emptyTitle')}
            text={t('messages.emptyText')}
            action={
              <Link to="/specialists" className="btn btn-outline btn-sm">
                {t('messages.start')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="divide-y divide-line" data-testid="home-conversations">
              {messages.items.map((item) => (
                <li key={item.id} className="relative flex items-start gap-3 py-3" data-testid="home-conversation">
                  <Avatar name={item.name} hue={item.hue ?? 210} size={40} />
                  <div className="min-w-0 flex-1">
                    <p className="flex items-baseline gap-2">
                      <Link
                        to={`/home/messages/${item.id}`}
                        className={`truncate after:absolute after:inset-0 hover:text-accent ${item.unread > 0 ? 'font-bold' : 'font-medium'}`}
                      >
                        {item.name}
                      </Link>
                      {item.side === 'specialist' ? <span className="shrink-0 text-xs text-muted">{t('messages.client')}</span> : null}
                      {item.last ? (
                        <time dateTime={item.last.at} className="ml-auto shrink-0 text-xs text-muted">
                          {formatDate(item.last.at, locale)}
                        </time>
                      ) : null}
                    </p>
                    {item.service || item.order ? (
                      <p className="truncate text-xs text-muted">{item.order ? t('messages.order', { number: item.order }) : item.service}</p>
                    ) : null}
                    <p className="mt-0.5 flex items-center gap-2 text-sm">
                      <span className={`min-w-0 flex-1 truncate ${item.unread > 0 ? 'text-ink' : 'text-muted'}`}>
                        {item.last ? lastLine(item.last, t) : t('messages.noMessages')}
                      </span>
                      {item.unread > 0 ? (
                        <span
                          className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink"
                          title={t('messages.unread', { count: item.unread })}
                        >
                          <span aria-hidden="true">{badgeCount(item.unread)}</span>
                          <span className="sr-only">{t('messages.unread', { count: item.unread })}</span>
                        </span>
                      ) : null}
                      {item.closed ? <span className="shrink-0 text-xs text-muted">{t('messages.closed')}</span> : null}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-3">
              <Link
                to="/home/messages"
                className="inline-flex items-center gap-1 text-sm font-medium text-accent-strong hover:underline"
                data-testid="home-messages-all"
              >
                {t('messages.all', { count: messages.total })}
                <Icon name="lucide:arrow-right" size={16} />
              </Link>
            </p>
          </>
        )}
      </div>
    </HomeCard>
  );
}
