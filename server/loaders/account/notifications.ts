/**
 * /home/notifications (issue 31): the signed-in visitor's notifications, newest first, read through
 * the API with their session (listNotifications), and its form without JavaScript: "Mark all as
 * read" posts to the page itself (this route's action), which calls readNotifications as the
 * page's script does and comes back here (303) with a flash. A guest, or a session that has ended,
 * is sent to sign in and brought back.
 *
 * The list grows as the visitor scrolls, like the site's other lists: `?page=n` holds pages 1…n and
 * `from=n` page n alone (client/components/lists/useGrowingList.ts).
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { NotificationList } from '../../../shared/api/notifications/contract.js';
import { localizedPath } from '../../../shared/locales.js';
import { NOTIFICATIONS_PAGE_SIZE, type MarkAllRefusal, type NotificationsPageData } from '../../../shared/pages/account/notifications.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import { loadGrowingList } from '../directory/growing.js';
import type { ServerAction, ServerLoader } from '../index.js';
import { seeOther } from '../see-other.js';
import { signInRedirect } from '../sign-in.js';

/** `?page=n` as the list's pages go (a mangled one is the first page). */
function pageOf(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

export const notificationsLoader: ServerLoader<PageDataOf<'account-notifications'>> = async (
  { request },
  { api, apiContext, t },
): Promise<NotificationsPageData> => {
  const params = new URL(request.url).searchParams;
  let unread = 0;
  try {
    const list = await loadGrowingList(params, pageOf(params), NOTIFICATIONS_PAGE_SIZE, async (window): Promise<NotificationList> => {
      const answer = await api.listNotifications(window, apiContext);
      unread = answer.unread;
      return answer;
    });
    return {
      list: { items: list.items, total: list.total, pages: list.pages, pageSize: NOTIFICATIONS_PAGE_SIZE },
      unread,
      meta: { title: t('notifications:page.title') },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};

/** "Mark all as read" without JavaScript: every notification read, and back to the list. */
export const markAllReadAction: ServerAction<MarkAllRefusal> = async ({ request }, { api, apiContext, locale, formRetryAfter, response }) => {
  const here = localizedPath(locale, '/home/notifications');
  if (!apiContext.session) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
  if (formRetryAfter !== null) return data({ retryAfter: formRetryAfter }, { status: 429 });
  try {
    await api.readNotifications({}, { all: true }, apiContext);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return seeOther(request, `/auth/sign-in?returnTo=${encodeURIComponent(here)}`);
    if (isApiError(error) && error.status === 429) return data({ retryAfter: 60 }, { status: 429 });
    if (isApiError(error)) return data({ failed: true as const }, { status: error.status >= 500 ? 503 : error.status });
    throw error;
  }
  response.flash({ type: 'success', text: 'notifications:page.markedAll' });
  return seeOther(request, here);
};
