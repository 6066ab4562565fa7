import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';

/**
 * An item the API does not know (404), or refuses as a bad id (400), is the page's 404
 * (docs/product.md §2: the error page with 'Page Not Found: {path}', written in the page's language:
 * errors:pageNotFound); other failures stay errors.
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
}
