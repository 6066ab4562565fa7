import { isApiError } from '../../../shared/api/errors.js';
import { monthOf } from '../../../shared/account/specialist-fields.js';
import type { HomePageData } from '../../../shared/pages/account/types.js';
import { HOME_CONVERSATIONS, homeMessagesView } from '../../../shared/pages/messages/home.js';
import type { ServerLoader } from '../index.js';
import { signInRedirect } from '../sign-in.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** A 401 is the page's (sign in again); any other failure leaves that part (Telegram, messages) empty. */
function partOrNull(error: unknown): null {
  if (isApiError(error) && error.status === 401) throw error;
  return null;
}

/**
 * /home: the signed-in visitor's dashboard, read through the API for their session (never
 * cached: it is theirs alone). A guest, or a session that has ended, is sent to sign in and
 * brought back here.
 */
export const homeLoader: ServerLoader<PageDataOf<'home'>> = async ({ request }, { api, apiContext, t }): Promise<HomePageData> => {
  try {
    // Telegram's settings are a part of the page: when they cannot be read, the rest still shows.
    const [account, telegram, messages] = await Promise.all([
      api.getAccount({}, apiContext),
      api.getTelegramLink({}, apiContext).catch(partOrNull),
      // The latest conversations (issue 31), a part like Telegram's: a failure leaves it empty.
      api.listConversations({ pageSize: HOME_CONVERSATIONS }, apiContext).then(homeMessagesView).catch(partOrNull),
    ]);
    const [sales, services] = account.specialist ? await Promise.all([api.listOwnSales({}, apiContext), api.listOwnServices({}, apiContext)]) : [null, null];
    return { account, asOf: monthOf(new Date()), sales, services, telegram, messages, meta: { title: t('pages:home.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};
