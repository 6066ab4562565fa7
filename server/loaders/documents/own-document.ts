import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { OwnDocumentPageData } from '../../../shared/pages/documents/editor.js';
import { signInRedirect } from '../sign-in.js';
import type { ServerLoader } from '../index.js';
import type { PageDataOf } from '../../../shared/pages/index.js';

/** Versions the page carries at first (the dialog pages through the rest). */
export const FIRST_VERSIONS = 20;

/**
 * /documents/my/{idx}: one of the visitor's own documents, read through the API with their
 * session (never cached). A guest, or a session that has ended, is sent to sign in and brought
 * back; another visitor's document and an unknown id are the 404 page alike (never 403: nothing
 * says the document exists).
 */
export const ownDocumentLoader: ServerLoader<PageDataOf<'documents-my'>> = async (
  { request, params },
  { api, apiContext, t },
): Promise<OwnDocumentPageData> => {
  const id = Number(params.idx);
  try {
    const [document, versions] = await Promise.all([
      api.getOwnDocument({ id }, apiContext),
      api.listOwnDocumentVersions({ id, pageSize: FIRST_VERSIONS }, apiContext),
    ]);
    return { document, versions: versions.items, meta: { title: document.title || t('pages:documentsMy.title') } };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw signInRedirect(request);
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
    throw error;
  }
};
