/**
 * The pages whose form posts to the page itself without JavaScript (the routes with an action,
 * server/loaders/actions.ts), as the addresses Express mounts the post on: each route's path in
 * every language. A guest may post them with a same-site Origin alone (server/security/csrf.ts).
 *
 * A form that carries files (a conversation's message, issue 31) posts multipart/form-data: its
 * body is read here with the API's own multipart reader (server/api/upload.ts) and the limits of
 * the operation its action calls, before the CSRF guard, which then finds the form's token among
 * the text fields as it does in a urlencoded form. The files go to the action beside the form
 * (ActionContext.upload); a refusal (413 over a limit) too, with the text fields read, so the page
 * shows the form again with what was typed.
 */
import type { Request, RequestHandler, Response } from 'express';
import { isApiError } from '../../shared/api/errors.js';
import type { UploadedFile } from '../../shared/api/messages/contract.js';
import { API_OPERATIONS } from '../../shared/api/operations.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { LOCALES, basenameOf, splitLocalePath } from '../../shared/locales.js';
import type { FormRouteId } from '../../shared/pages/index.js';
import { ROUTE_BY_ID, type RouteDef } from '../../shared/routes.js';
import type { ApiMessages } from '../api/messages.js';
import { multipartBody, type UploadLimits } from '../api/upload.js';
import { APPLICATION_PAGE_UPLOAD } from '../../shared/api/account/application.js';
import { SERVER_ACTIONS } from '../loaders/actions.js';
import type { PostedUpload } from '../loaders/index.js';
import { setFlash } from './flash.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixes = LOCALES.map(basenameOf).filter(Boolean).map(escapeRegExp).join('|');

/** `/(ru|en)?{path}`, each `:param` one segment (`exactIds`: an id's digits only). */
function pathPattern(def: RouteDef, exactIds = false): RegExp {
  const path = def.path.split(/(:[A-Za-z]+)/).map((part) => {
    if (!part.startsWith(':')) return escapeRegExp(part);
    return exactIds && def.params?.[part.slice(1)] === 'id' ? '[1-9][0-9]{0,9}' : '[^/]+';
  });
  return new RegExp(`^(?:${prefixes})?${path.join('')}/?$`);
}

function routeOf(id: string): RouteDef {
  const def = ROUTE_BY_ID.get(id);
  if (!def) throw new Error(`The action of ${id} has no route`);
  return def;
}

/** One pattern per route with an action: `/(ru|en)?{path}`, each `:param` one segment. */
export const PAGE_FORM_PATHS: readonly RegExp[] = Object.keys(SERVER_ACTIONS).map((id) => pathPattern(routeOf(id)));

/** A post of a page's form. */
export function isPageFormPost(req: Request): boolean {
  return req.method === 'POST' && PAGE_FORM_PATHS.some((pattern) => pattern.test(req.path));
}

/** The forms that may carry files, with the limits of the API operation their action calls. */
const UPLOAD_FORMS: ReadonlyArray<{ route: FormRouteId; limits: UploadLimits; tooLarge: string }> = [
  { route: 'messages-thread', limits: API_OPERATIONS.createMessage.upload, tooLarge: 'messages:composer.tooLarge' },
  { route: 'home-application', limits: APPLICATION_PAGE_UPLOAD, tooLarge: 'account:application.tooLarge' },
];

/** The addresses of the forms that may carry files (mounted before the CSRF guard, server/app.ts). */
export const PAGE_UPLOAD_PATHS: readonly RegExp[] = UPLOAD_FORMS.map(({ route }) => pathPattern(routeOf(route), true));

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** A page form's files, read by pageFormUploads for its action. */
      pageUpload?: PostedUpload;
    }
  }
}

/**
 * Reads a multipart post of a form that may carry files: its text fields become the body (as a
 * urlencoded form's are), its files and `attach` references `res.locals.pageUpload`. Refusals speak
 * the page's language. A body too large to be read at all (its declared length over every file at
 * its largest) keeps nothing to show again: the visitor is sent back to the page with the refusal.
 */
export function pageFormUploads(messages: ApiMessages, signedIn: (req: Request, res: Response) => Promise<boolean>): RequestHandler {
  const readers = UPLOAD_FORMS.map(({ route, limits, tooLarge }) => ({
    tooLarge,
    pattern: pathPattern(routeOf(route), true),
    read: multipartBody(limits, messages),
    fileFields: new Set(limits.fileFields ?? ['files']),
  }));
  return async (req, res, next) => {
    const reader = readers.find(({ pattern }) => pattern.test(req.path));
    // Only a signed-in visitor's files are read (before the CSRF guard and the write limit, a
    // stranger's 50 MB must cost nothing); a guest's post goes on unread and is refused there.
    if (!reader || !MULTIPART.test(req.get('content-type') ?? '') || !(await signedIn(req, res))) {
      next();
      return;
    }
    res.locals.apiLang = splitLocalePath(req.path).locale;
    reader.read(req, res, (error?: unknown) => {
      if (error !== undefined && !isApiError(error)) {
        next(error);
        return;
      }
      const { files, attach, ...rest } = (req.body ?? {}) as Record<string, unknown>;
      const named: Record<string, UploadedFile[]> = {};
      const fields: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(rest)) {
        if (Array.isArray(value) && reader.fileFields.has(name)) named[name] = value as UploadedFile[];
        else fields[name] = value;
      }
      if (error !== undefined && Object.keys(fields).length === 0) {
        req.resume();
        setFlash(req, res, { type: 'error', text: reader.tooLarge });
        res.redirect(303, safeLocalPath(req.path));
        return;
      }
      req.body = fields;
      res.locals.pageUpload = {
        files: Array.isArray(files) ? (files as UploadedFile[]) : [],
        named,
        attach: Array.isArray(attach) ? attach : [],
        refused: error ?? null,
      };
      next();
    });
  };
}
