/**
 * The contract between the server and the page renderer it loads (client/entry-server.tsx): the
 * built module in production (server/main.ts), Vite's module in development (server/dev.ts).
 * The server knows the renderer through these types alone.
 */
import type { PipeableStream, RenderToPipeableStreamOptions } from 'react-dom/server';
import type { ActionFunction, DataRouteObject, LoaderFunction, RouteObject, StaticHandlerContext } from 'react-router';
import type { AppState } from './app-state.js';
import type { Translator as I18n } from './i18n/index.js';
import type { RouteDef, RouteId } from './routes.js';

export interface RenderDocumentArgs {
  dataRoutes: DataRouteObject[];
  context: StaticHandlerContext;
  state: AppState;
  i18n: I18n;
  nonce: string;
  /** The boot payload script (already escaped); React gives it the nonce. */
  bootstrapScriptContent: string;
  bootstrapModules: string[];
  /** The matched page's own chunks, preloaded so hydration does not wait for them. */
  pageModules: string[];
  callbacks: Pick<RenderToPipeableStreamOptions, 'onShellReady' | 'onShellError' | 'onAllReady' | 'onError'>;
}

/** What the page renderer module exports. */
export interface PageRenderer {
  /** Streams the whole document for one request. */
  renderDocument(args: RenderDocumentArgs): PipeableStream;
  /** The route tree of shared/routes.ts, each page with the loader (and on the server the action) the caller gives it. */
  createRouteObjects(loaderFor: (def: RouteDef<RouteId>) => LoaderFunction, actionFor?: (def: RouteDef<RouteId>) => ActionFunction | undefined): RouteObject[];
}
