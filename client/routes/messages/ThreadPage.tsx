import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Message } from '../../../shared/api/messages/contract.js';
import { formatDate } from '../../../shared/format/date.js';
import { dayOf, lastMessageId } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { Composer } from '../../components/messages/Composer.js';
import { CounterpartName, CounterpartPicture, useSubject } from '../../components/messages/Counterpart.js';
import { MessageItem } from '../../components/messages/MessageItem.js';
import { QuotePanel } from '../../components/messages/QuotePanel.js';
import { ThreadActions } from '../../components/messages/ThreadActions.js';
import { useLiveThread, useMarkRead } from '../../components/messages/useLive.js';
import { useThread } from '../../components/messages/useThread.js';
import { Badge } from '../../components/ui/Badge.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';

/** How close to the thread's end (below the screen's bottom) the reader must be for a new message to bring the page along. */
const FOLLOW_PX = 240;

/** The messages by day (Tashkent), oldest first. */
function byDay(messages: readonly Message[]): Array<{ day: string; messages: Message[] }> {
  const days: Array<{ day: string; messages: Message[] }> = [];
  for (const message of messages) {
    const day = dayOf(message.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/**
 * /home/messages/{id} (issue 31): one conversation. The other side and what it is about; the
 * messages oldest first ("Show earlier" before them), one's own on the right with ✓ sent and ✓✓
 * seen; files with their downloads and image thumbnails; quotes as cards the client accepts (into
 * the basket) or declines; the composer, or why one cannot write (closed, blocked). The specialist
 * also sends quotes, closes and reopens, blocks and lets the client write again; the client may
 * report the conversation. Every form works without JavaScript (the route's action); with it, the
 * thread follows the live stream and marks what the reader has seen.
 */
export default function ThreadPage() {
  const data = usePageData('messages-thread');
  const posted = usePostedForm('messages-thread');
  const t = useT('messages');
  const { locale } = useAppState();
  const subject = useSubject();
  const thread = useThread(data);
  useLiveThread(thread);
  useMarkRead(thread);
  const { conversation, messages } = thread;
  const client = conversation.side === 'client';
  const today = dayOf(data.now);
  const newest = lastMessageId(messages);
  const here = `/home/messages/${conversation.id}`;

  // The newest message and the composer in view when the page opens (unless the address names a place, or earlier messages).
  useEffect(() => {
    if (window.location.hash || data.before !== null) return;
    (document.getElementById('composer') ?? document.getElementById('thread-end'))?.scrollIntoView({ block: 'end' });
  }, [data]);

  // A new message at the end brings the page along when the reader was at the end.
  const nearEnd = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      const end = document.getElementById('thread-end');
      nearEnd.current = end !== null && end.getBoundingClientRect().top < window.innerHeight + FOLLOW_PX;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const shownNewest = useRef(newest);
  useEffect(() => {
    if (newest > shownNewest.current && nearEnd.current) document.getElementById(`m${newest}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    shownNewest.current = newest;
  }, [newest]);

  // Earlier messages above keep what the reader was looking at in its place.
  const first = messages[0]?.id ?? 0;
  const before = useRef<{ first: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const kept = before.current;
    if (kept && first < kept.first) window.scrollBy(0, document.documentElement.scrollHeight - kept.height);
    before.current = null;
  }, [first]);
  const showEarlier = () => {
    before.current = { first, height: document.documentElement.scrollHeight };
    void thread.loadEarlier();
  };

  const profile = conversation.counterpart.kind === 'specialist' ? `/${conversation.counterpart.nickname}` : null;
  const subjectHref = conversation.order
    ? client
      ? `/home/orders/${conversation.order.id}`
      : `/home/sales/${conversation.order.id}`
    : conversation.service
      ? `/services/${conversation.service.id}`
      : null;
  const quoteRefusal = posted && (posted.intent === 'accept' || posted.intent === 'decline') ? posted : undefined;

  return (
    <div className="container-page max-w-3xl py-4 sm:py-6">
      <Link to="/home/messages" className="btn btn-ghost -ml-3 mb-2">
        <Icon name="lucide:arrow-left" size={18} />
        {t('thread.back')}
      </Link>

      <header className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="thread-header" data-side={conversation.side}>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <CounterpartPicture counterpart={conversation.counterpart} conversationId={conversation.id} size={48} />
          <div className="min-w-0">
            <h1 className="flex min-w-0 items-center gap-1 text-xl font-bold tracking-tight" data-testid="page-heading">
              {profile ? (
                <Link to={profile} className="flex min-w-0 items-center gap-1 hover:text-accent">
                  <CounterpartName counterpart={conversation.counterpart} />
                </Link>
              ) : (
                <CounterpartName counterpart={conversation.counterpart} />
              )}
            </h1>
            <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-muted">
              {t(client ? 'thread.withSpecialist' : 'thread.withClient')}
              {conversation.closed ? <Badge color="gray">{t('thread.closedBadge')}</Badge> : null}
              {conversation.blocked ? <Badge color="error">{t('thread.blockedBadge')}</Badge> : null}
            </p>
            <p className="mt-0.5 truncate text-sm">
              {subjectHref ? (
                <Link to={subjectHref} className="font-medium text-accent-strong hover:underline" data-testid="thread-subject">
                  {subject(conversation)}
                </Link>
              ) : (
                <span className="text-muted" data-testid="thread-subject">
                  {subject(conversation)}
                </span>
              )}
            </p>
          </div>
        </div>
        <ThreadActions conversation={conversation} onChanged={thread.replace} posted={posted} />
      </header>

      <section aria-labelledby="thread-messages" className="mt-4" data-testid="thread">
        <h2 id="thread-messages" className="sr-only">
          {t('thread.messages')}
        </h2>
        {thread.hasEarlier ? (
          <p className="mb-3 flex justify-center">
            <a
              href={`?before=${first}`}
              onClick={(event) => {
                event.preventDefault();
                showEarlier();
              }}
              className="btn btn-outline btn-sm"
              aria-busy={thread.earlier === 'loading' || undefined}
              data-testid="show-earlier"
            >
              <Icon name="lucide:chevron-up" size={16} />
              {t(thread.earlier === 'error' ? 'thread.earlierFailed' : 'thread.earlier')}
            </a>
          </p>
        ) : null}
        {messages.length === 0 ? <p className="py-8 text-center text-sm text-muted">{t('thread.none')}</p> : null}
        {byDay(messages).map(({ day, messages: ofDay }) => (
          <Fragment key={day}>
            <h3 className="my-3 flex justify-center">
              <span className="rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-muted shadow-sm">
                {day === today ? t('thread.today') : formatDate(`${day}T12:00:00+05:00`, locale)}
              </span>
            </h3>
            <ol className="space-y-2">
              {ofDay.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  conversationId={conversation.id}
                  counterpartReadId={thread.counterpartReadId}
                  client={client}
                  onQuoteAnswered={thread.updateQuote}
                  quoteRefusal={quoteRefusal && message.quote?.id === quoteRefusal.quoteId ? quoteRefusal.message : undefined}
                />
              ))}
            </ol>
          </Fragment>
        ))}
        {data.before !== null ? (
          <p className="mt-4 flex justify-center">
            <Link to={here} className="btn btn-outline btn-sm" data-testid="show-newest">
              <Icon name="lucide:chevron-down" size={16} />
              {t('thread.newest')}
            </Link>
          </p>
        ) : null}
        <div id="thread-end" className="h-px" />
      </section>

      <div className="mt-4 space-y-3">
        {conversation.canWrite ? (
          <div className="card p-3 sm:p-4">
            <Composer
              conversationId={conversation.id}
              onSent={(message) => {
                nearEnd.current = true;
                thread.add([message]);
              }}
              posted={posted?.intent === 'message' ? posted : undefined}
            />
          </div>
        ) : (
          <div className="card p-4 text-sm" data-testid="thread-closed">
            <p className="flex items-start gap-2" role="status">
              <Icon name={conversation.blocked ? 'lucide:ban' : 'lucide:archive'} size={18} className="mt-0.5 shrink-0 text-muted" />
              {t(`thread.cannotWrite.${conversation.blocked ? 'blocked' : 'closed'}.${conversation.side}`)}
            </p>
            {posted?.intent === 'message' && posted.text ? (
              // A message posted as the conversation closed: not sent, and not lost either.
              <div className="mt-3 space-y-1.5">
                <label htmlFor="unsent-text" className="block font-medium">
                  {t('thread.unsent')}
                </label>
                <textarea id="unsent-text" readOnly value={posted.text} rows={3} className="control block w-full resize-y" data-testid="unsent-text" />
              </div>
            ) : null}
          </div>
        )}
        {!client && conversation.canWrite ? (
          <QuotePanel
            conversationId={conversation.id}
            quotable={conversation.quotable}
            posted={posted}
            onSent={() => {
              void thread.refresh();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
