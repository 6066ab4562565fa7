import { redirect } from 'react-router';

/**
 * Sign-in that comes back to this page, its language prefix and query included: a private page (RouteDef.private) asked by a guest, or by
 * a visitor whose session ended meanwhile (the API answers 401).
 */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  // Absolute, so the router does not put the language's basename before /auth (the same origin's
  // paths come back relative where the basename allows it).
  return redirect(new URL(`/auth/sign-in?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, url.origin).href);
}
