/**
 * The signing pages' loaders (issue 33, ADR 026), each reading the API with the visitor's session:
 * /home/papers/{id} (getPaper), /home/papers/invite?token= (getPaperInvite: a link used up, out of
 * date or mangled is the site's 404) and the public /verify/{code} (getPaperCheck, with ?sha256=
 * when the visitor compares a file). A guest on a private one is sent to sign in and back.
 */
import { data } from 'react-router';
import { isApiError } from '../../../shared/api/errors.js';
import type { PageDataOf } from '../../../shared/pages/index.js';
import type { PaperInvitePageData, PaperPageData, VerifyPageData } from '../../../shared/pages/signing.js';
import type { ServerLoader } from '../index.js';
import { signInRedirect } from '../sign-in.js';

function notFoundOr401(error: unknown, request: Request): never {
  if (isApiError(error) && error.status === 401) throw signInRedirect(request);
  if (isApiError(error) && (error.status === 404 || error.status === 400)) throw data({ message: null }, { status: 404 });
  throw error;
}

export const paperLoader: ServerLoader<PageDataOf<'paper'>> = async ({ request, params }, { api, apiContext, t }): Promise<PaperPageData> => {
  try {
    const paper = await api.getPaper({ id: Number(params.idx) }, apiContext);
    return { paper, meta: { title: t('signing:paper.heading', { title: paper.title }) } };
  } catch (error) {
    return notFoundOr401(error, request);
  }
};

export const paperInviteLoader: ServerLoader<PageDataOf<'paper-invite'>> = async ({ request }, { api, apiContext, t }): Promise<PaperInvitePageData> => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const paper = await api.getPaperInvite({ token }, apiContext);
    return { paper, token, meta: { title: t('signing:invite.title') } };
  } catch (error) {
    return notFoundOr401(error, request);
  }
};

export const verifyLoader: ServerLoader<PageDataOf<'verify'>> = async ({ request, params }, { api, apiContext, t }): Promise<VerifyPageData> => {
  const code = params.code ?? '';
  const typed = new URL(request.url).searchParams.get('sha256')?.trim() ?? '';
  const sha256 = /^[0-9A-Fa-f]{64}$/.test(typed) ? typed.toLowerCase() : null;
  try {
    const check = await api.getPaperCheck({ code, ...(sha256 ? { sha256 } : {}) }, apiContext);
    return { code, check, sha256: typed === '' ? null : typed, meta: { title: t('signing:verify.heading', { title: check.title }) } };
  } catch (error) {
    return notFoundOr401(error, request);
  }
};
