/**
 * After a conflict (409), an editor page reads its item again: the claim builder and the documents'
 * editor alike, to load the newer copy or to keep the visitor's text over it.
 */
import type { TFunction } from '../../../../shared/i18n/index.js';
import { ApiCallError } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';

/**
 * The item as the server has it now (`read`: the operation's call, `api.getOwnClaim(…)`), or null
 * when it could not be read, which a toast says (`t` of the page's namespace: conflict.gone when
 * it was deleted meanwhile, else errors.network).
 */
export async function readAgain<T>(read: () => Promise<T>, t: TFunction): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    toasts.add({ type: 'error', text: error instanceof ApiCallError && error.status === 404 ? t('conflict.gone') : t('errors.network'), closeOnClick: false });
    return null;
  }
}
