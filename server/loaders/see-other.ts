/**
 * A 303 from a page's action to a page of this site. Absolute, on the request's own origin, so the
 * router does not put the language's basename before a path that already has it (or before
 * /auth); the edge turns it back into a local path (server/web/render.ts safeSiteLocation).
 */
import { redirect } from 'react-router';
import { safeLocalPath } from '../../shared/local-path.js';

export function seeOther(request: Request, path: string): Response {
  return redirect(new URL(safeLocalPath(path), request.url).href, 303);
}
