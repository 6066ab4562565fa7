/**
 * /home/messages (issue 31): the signed-in visitor's conversations, as client and as specialist,
 * the newest message first, read through the API with their session (listConversations). A guest,
 * or a session that has ended, is sent to sign in and brought back.
 *
 * The list grows as the visitor scrolls, like the site's other lists: `?page=n` holds pages 1…n and
 * `from=n` page n alone (client/components/lists/useGrowingList.ts).
 */
import { isApiError } from '../../../shared/api/errors.js';
import type { ConversationList } from '../../../shared/api/messages/contract.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import { CONVERSATIONS_PAGE_SIZE, type ConversationsPageData } from '../../../shared/pages/messages/types.js';
import { loadGrowingList } from '../directory/growing.js';
import type { ServerLoader } from '../index.js';
import { signInRedirect } from '../sign-in.js';

/** `?page=n` as the list's pages go (a mangled one is the first page). */
function pageOf(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

export const conversationsLoader: ServerLoader<PageDataOf<'messages'>> = async ({ request }, { api, apiContext, t }): Promise<ConversationsPageData> => {
  const params = new URL(request.url).searchParams;
  let unread = 0;
  try {
    const list = await loadGrowingList(params, pageOf(params), CONVERSATIONS_PAGE_SIZE, async (window): Promise<ConversationList> => {
      const answer = await api.listConversations(window, apiContext);
      unread = answer.unread;
      return answer;
    });
    return {
      list: { items: list.items, total: list.total, pages: list.pages, pageSize: CONVERSATIONS_PAGE_SIZE },
      unread,
      now: new Date().toISOString(),
      meta: { title: t('messages:list.title') },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};
