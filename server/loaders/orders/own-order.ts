import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { OrderPageData } from '../../../shared/pages/orders/types.js';
import { signInRedirect } from '../sign-in.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * /home/orders/{idx}: one of the visitor's own orders (items, state, payments), read through the
 * API with their session; ?receipt shows the printable receipt. A guest is sent to sign in and
 * brought back; another visitor's order and an unknown id are the 404 page alike.
 */
export const ownOrderLoader: ServerLoader<PageDataOf<'home-order'>> = async ({ request, params }, { api, apiContext, t }): Promise<OrderPageData> => {
  const id = Number(params.idx);
  try {
    const order = await api.getOwnOrder({ id }, apiContext);
    const receipt = new URL(request.url).searchParams.has('receipt');
    return { order, receipt, meta: { title: t('basket:order.title', { number: order.number }) } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};
