import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { SalePageData } from '../../../shared/pages/account/types.js';
import { signInRedirect } from '../sign-in.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * /home/sales/{idx}: one of the signed-in specialist's sales (their items, the client as far as
 * they consented, the history), read through the API with their session. A guest is sent to sign
 * in and brought back; anyone else's order, an unpaid one and an unknown id are the 404 page alike.
 */
export const ownSaleLoader: ServerLoader<PageDataOf<'home-sale'>> = async ({ request, params }, { api, apiContext, t }): Promise<SalePageData> => {
  const id = Number(params.idx);
  try {
    const sale = await api.getOwnSale({ id }, apiContext);
    return { sale, meta: { title: t('account:sale.title', { number: sale.number }) } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};
