import { isApiError } from '../../../shared/api/errors.js';
import { monthOf } from '../../../shared/account/specialist-fields.js';
import type { HomePageData } from '../../../shared/pages/account/types.js';
import type { ServerLoader } from '../index.js';
import { signInRedirect } from '../sign-in.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * /home: the signed-in visitor's dashboard, read through the API for their session (never
 * cached: it is theirs alone). A guest, or a session that has ended, is sent to sign in and
 * brought back here.
 */
export const homeLoader: ServerLoader<PageDataOf<'home'>> = async ({ request }, { api, apiContext, t }): Promise<HomePageData> => {
  try {
    const account = await api.getAccount({}, apiContext);
    const [sales, services] = account.specialist ? await Promise.all([api.listOwnSales({}, apiContext), api.listOwnServices({}, apiContext)]) : [null, null];
    return { account, asOf: monthOf(new Date()), sales, services, meta: { title: t('pages:home.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};
