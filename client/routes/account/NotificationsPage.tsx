import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useRevalidator } from 'react-router';
import type { Notification } from '../../../shared/api/notifications/contract.js';
import { formatNumber } from '../../../shared/format/number.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { listSearch } from '../../components/lists/hrefs.js';
import { GrowingListEnd } from '../../components/lists/GrowingListEnd.js';
import { useGrowingList } from '../../components/lists/useGrowingList.js';
import { NotificationItem } from '../../components/notifications/NotificationItem.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { forgetPreloads } from '../../platform/preload.js';
import { toasts } from '../../platform/toasts/store.js';
import { setUnread, useUnread } from '../../platform/unread.js';
import { useViewer } from '../../platform/viewer.js';

const PATH = '/home/notifications';

/**
 * /home/notifications (issue 31): the visitor's notifications, newest first, each with its text,
 * when it came and a link to its page; opening one marks it read, and "Mark all as read" marks
 * the rest. Without JavaScript the links still lead to the pages and "Mark all as read" is a form
 * posted to this page (the route's action). The list grows as the visitor scrolls; the header's
 * bell and this page share one unread count (client/platform/unread.ts), and a notification that
 * arrives while the page is open (the count grows) reloads the list.
 */
export default function NotificationsPage() {
  const data = usePageData('account-notifications');
  const posted = usePostedForm('account-notifications');
  const t = useT('notifications');
  const { locale } = useAppState();
  const viewer = useViewer();
  const unread = useUnread();
  const revalidator = useRevalidator();
  const action = useHref(PATH);
  const growing = useGrowingList(data.list, { last: data.list.pages, searchFor: (page) => listSearch({}, page), idOf: (item) => item.id });
  /** Read here since the list came: these ids, or all of what the list held. */
  const [readHere, setReadHere] = useState<{ list: typeof data.list; ids: ReadonlySet<number>; all: boolean }>({ list: data.list, ids: new Set(), all: false });
  const marks = readHere.list === data.list ? readHere : { list: data.list, ids: new Set<number>(), all: false };
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(
    posted ? ('retryAfter' in posted ? t('page.rateLimited', { seconds: posted.retryAfter }) : t('page.failed')) : null,
  );

  // The list's count is the newest word on it: the bell follows.
  useEffect(() => {
    if (viewer) setUnread(viewer, { notifications: data.unread });
  }, [viewer, data.unread]);

  // A notification came while the page was open (the count grew, and not to what the list says):
  // the list is read again. Reads only ever lower the count.
  const count = unread?.notifications ?? 0;
  const before = useRef(count);
  useEffect(() => {
    const grew = count > before.current;
    before.current = count;
    if (!grew || count === data.unread || revalidator.state !== 'idle') return;
    // A payload preloaded a moment ago (the link that led here) holds the list before it.
    forgetPreloads();
    void revalidator.revalidate();
  }, [count, data.unread, revalidator]);

  const items = growing.items.map((item) => (item.readAt === null && (marks.all || marks.ids.has(item.id)) ? { ...item, readAt: item.createdAt } : item));
  const unreadShown = items.some((item) => item.readAt === null);

  const open = (notification: Notification) => {
    if (notification.readAt !== null || !viewer) return;
    setReadHere({ ...marks, ids: new Set([...marks.ids, notification.id]) });
    setUnread(viewer, { notifications: Math.max(0, count - 1) });
    void api.readNotifications({}, { ids: [notification.id] }, { lang: locale }).then((outcome) => {
      if (outcome.ok) setUnread(viewer, { notifications: outcome.value.unread });
    });
  };

  const markAll = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !viewer) return;
    setBusy(true);
    setNotice(null);
    const outcome = await api.readNotifications({}, { all: true }, { lang: locale });
    setBusy(false);
    if (outcome.ok) {
      setReadHere({ ...marks, all: true });
      setUnread(viewer, { notifications: outcome.value.unread });
      toasts.add({ id: 'notifications-read', type: 'success', text: t('page.markedAll') });
      return;
    }
    setNotice(
      outcome.status === 429 ? t('page.rateLimited', { seconds: outcome.retryAfter ?? 60 }) : outcome.status === 0 ? t('page.offline') : t('page.failed'),
    );
  };

  return (
    <div className="container-page max-w-3xl py-6 sm:py-8">
      <Link to="/home" className="btn btn-ghost -ml-3 mb-3">
        <Icon name="lucide:arrow-left" size={18} />
        {t('page.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
            {t('page.title')}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="unread-line">
            {count > 0 ? t('page.unreadCount', { count, formatted: formatNumber(count, locale) }) : t('page.allRead')}
          </p>
        </div>
        {unreadShown || count > 0 ? (
          <form method="post" action={action} onSubmit={markAll} data-testid="mark-all">
            {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
            <button
              type="submit"
              className="btn btn-outline btn-sm disabled:cursor-not-allowed disabled:opacity-60"
              aria-busy={busy || undefined}
              disabled={busy}
            >
              <Icon name="lucide:check-check" size={16} />
              {t('page.markAll')}
            </button>
          </form>
        ) : null}
      </div>
      {notice ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300" data-testid="mark-all-notice">
          {notice}
        </p>
      ) : null}

      <section aria-labelledby="notifications-list" className="mt-6">
        <h2 id="notifications-list" className="sr-only">
          {t('page.listLabel')}
        </h2>
        {items.length === 0 ? (
          <EmptyState icon="lucide:bell" title={t('page.empty.title')} text={t('page.empty.text')} />
        ) : (
          <>
            <ul className="card divide-y divide-line p-1 sm:p-2" data-testid="notification-list">
              {items.map((item) => (
                <NotificationItem key={item.id} notification={item} onOpen={open} />
              ))}
            </ul>
            <GrowingListEnd
              growing={growing}
              nextHref={`${PATH}${listSearch({}, growing.last + 1)}`}
              texts={{
                shown: t('page.shown', { shown: formatNumber(growing.items.length, locale), total: formatNumber(growing.total, locale) }),
                failed: t('page.more.failed'),
                retry: t('page.more.retry'),
                loading: t('page.more.loading'),
                show: t('page.more.show'),
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
