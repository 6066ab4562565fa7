/**
 * The pages whose form posts to the page itself without JavaScript (the routes with an action,
 * server/loaders/actions.ts), as the addresses Express mounts the post on: each route's path in
 * every language. A guest may post them with a same-site Origin alone (server/security/csrf.ts).
 */
import type { Request } from 'express';
import { LOCALES, basenameOf } from '../../shared/locales.js';
import { ROUTE_BY_ID } from '../../shared/routes.js';
import { SERVER_ACTIONS } from '../loaders/actions.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixes = LOCALES.map(basenameOf).filter(Boolean).map(escapeRegExp).join('|');

/** One pattern per route with an action: `/(ru|en)?{path}`, each `:param` one segment. */
export const PAGE_FORM_PATHS: readonly RegExp[] = Object.keys(SERVER_ACTIONS).map((id) => {
  const def = ROUTE_BY_ID.get(id);
  if (!def) throw new Error(`The action of ${id} has no route`);
  const path = def.path.split(/(:[A-Za-z]+)/).map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)));
  return new RegExp(`^(?:${prefixes})?${path.join('')}/?$`);
});

/** A post of a page's form. */
export function isPageFormPost(req: Request): boolean {
  return req.method === 'POST' && PAGE_FORM_PATHS.some((pattern) => pattern.test(req.path));
}
