import { isApiError } from '../../../shared/api/errors.js';
import { PAYMENT_PROVIDERS } from '../../../shared/payments/orders.js';
import type { BasketPageData } from '../../../shared/pages/orders/types.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/**
 * /basket: a signed-in visitor's basket at today's prices, read through the API with their
 * session, so it renders on the server. A guest's basket lives in their browser: the page reads it
 * there after hydration.
 */
export const basketLoader: ServerLoader<PageDataOf<'basket'>> = async (_args, { api, apiContext, t }): Promise<BasketPageData> => {
  const meta = { title: t('pages:basket.title'), description: t('basket:meta.description') };
  const providers = [...PAYMENT_PROVIDERS];
  if (!apiContext.session) return { account: null, providers, meta };
  try {
    return { account: await api.getBasket({}, apiContext), providers, meta };
  } catch (error) {
    // The session ended between the header and here: the guest's page.
    if (isApiError(error) && error.status === 401) return { account: null, providers, meta };
    throw error;
  }
};
