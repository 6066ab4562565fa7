import { redirect } from 'react-router';
import { isApiError } from '../../shared/api/errors.js';
import { monthOf } from '../../shared/account/specialist-fields.js';
import type { HomePageData } from '../../shared/pages/account/types.js';
import type { ServerLoader } from './index.js';

/** Sign-in that comes back to this page, its language prefix and query included. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  // Absolute, so the router does not put the language's basename before /auth (the same origin's
  // paths come back relative where the basename allows it).
  return redirect(new URL(`/auth/sign-in?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, url.origin).href);
}

/**
 * /home: the signed-in visitor's dashboard, read through the API for their session (never
 * cached: it is theirs alone). A guest, or a session that has ended, is sent to sign in and
 * brought back here.
 */
export const homeLoader: ServerLoader = async ({ request }, { api, apiContext, t }): Promise<HomePageData> => {
  if (!apiContext.session) throw signInRedirect(request);
  try {
    const account = await api.getAccount(apiContext);
    const [sales, services] = account.specialist ? await Promise.all([api.listOwnSales(apiContext), api.listOwnServices(apiContext)]) : [null, null];
    return { account, asOf: monthOf(new Date()), sales, services, meta: { title: t('pages:home.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    throw error;
  }
};
