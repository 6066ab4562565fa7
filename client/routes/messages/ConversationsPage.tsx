import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ConversationCard } from '../../../shared/api/messages/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { CONVERSATIONS_PAGE_SIZE } from '../../../shared/pages/messages/types.js';
import { dayOf, freshenCards } from '../../../shared/pages/messages/views.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { listSearch } from '../../components/lists/hrefs.js';
import { GrowingListEnd } from '../../components/lists/GrowingListEnd.js';
import { useGrowingList } from '../../components/lists/useGrowingList.js';
import { ConversationRow } from '../../components/messages/ConversationRow.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { usePageData } from '../../platform/payload.js';
import { setUnread } from '../../platform/unread.js';
import { useViewer } from '../../platform/viewer.js';

const PATH = '/home/messages';
/** Events after which the list is read again; a burst of them is one read. */
const REREAD = new Set(['message', 'conversation', 'read', 'quote']);
const SETTLE_MS = 300;

/** The first page read again, laid over the list (for the list it was read over). */
interface Fresh {
  source: unknown;
  items: ConversationCard[];
  total: number;
  unread: number;
}

/**
 * /home/messages (issue 31): the visitor's conversations, as client and as specialist, the newest
 * message first: the other side, what it is about, the last message and its time, the unread
 * count. Without JavaScript each is a link and the list pages by "Show more"; with it the list
 * grows as the visitor scrolls, and a message, a read receipt or a change in any conversation
 * (the live stream) brings the first page again, laid over what is shown.
 */
export default function ConversationsPage() {
  const data = usePageData('messages');
  const t = useT('messages');
  const { locale } = useAppState();
  const viewer = useViewer();
  const growing = useGrowingList(data.list, { last: data.list.pages, searchFor: (page) => listSearch({}, page), idOf: (item) => item.id });
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const laid = fresh?.source === data.list ? fresh : null;
  const items = laid ? freshenCards(growing.items, laid.items) : growing.items;
  const total = Math.max(laid?.total ?? 0, growing.total, items.length);
  const unread = laid?.unread ?? data.unread;
  const today = dayOf(data.now);

  // The header's count follows the list's.
  useEffect(() => {
    if (viewer) setUnread(viewer, { messages: unread });
  }, [viewer, unread]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    const source = data.list;
    const reread = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        api
          .listConversations({ page: 1, pageSize: CONVERSATIONS_PAGE_SIZE }, { lang: locale })
          .then((list) => {
            if (!stopped) setFresh({ source, items: list.items, total: list.total, unread: list.unread });
          })
          .catch(() => undefined);
      }, SETTLE_MS);
    };
    void import('../../platform/live-events.js')
      .then(({ subscribeLiveEvents }) => {
        if (stopped) return;
        unsubscribe = subscribeLiveEvents((event) => {
          if (REREAD.has(event.kind)) reread();
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [data.list, locale]);

  return (
    <div className="container-page max-w-3xl py-6 sm:py-8">
      <Link to="/home" className="btn btn-ghost -ml-3 mb-3">
        <Icon name="lucide:arrow-left" size={18} />
        {t('list.back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('list.title')}
      </h1>
      <p className="mt-1 text-sm text-muted" data-testid="unread-line">
        {unread > 0 ? t('list.unreadTotal', { count: unread, formatted: formatNumber(unread, locale) }) : t('list.allRead')}
      </p>

      <section aria-labelledby="conversations-list" className="mt-6">
        <h2 id="conversations-list" className="sr-only">
          {t('list.listLabel')}
        </h2>
        {items.length === 0 ? (
          <EmptyState
            icon="lucide:messages-square"
            title={t('list.empty.title')}
            text={t('list.empty.text')}
            action={
              <Link to="/specialists" className="btn btn-primary">
                <Icon name="lucide:search" size={18} />
                {t('list.empty.action')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="card divide-y divide-line p-1 sm:p-2" data-testid="conversation-list">
              {items.map((card) => (
                <ConversationRow key={card.id} card={card} today={today} />
              ))}
            </ul>
            <GrowingListEnd
              growing={growing}
              nextHref={`${PATH}${listSearch({}, growing.last + 1)}`}
              texts={{
                shown: t('list.shown', { shown: formatNumber(items.length, locale), total: formatNumber(total, locale) }),
                failed: t('list.more.failed'),
                retry: t('list.more.retry'),
                loading: t('list.more.loading'),
                show: t('list.more.show'),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
