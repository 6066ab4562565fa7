import { renderToPipeableStream, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouterProvider, createStaticRouter, type DataRouteObject, type StaticHandlerContext } from 'react-router';
import type { Translator as I18n } from '../shared/i18n/index.js';
import type { AppState } from './app-state.js';
import { AppProviders } from './AppProviders.js';

export { createRouteObjects } from './routes/objects.js';

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

/** Streams the whole document for one request. */
export function renderDocument(args: RenderDocumentArgs): PipeableStream {
  const router = createStaticRouter(args.dataRoutes, args.context);
  return renderToPipeableStream(
    <AppProviders state={args.state} nonce={args.nonce} i18n={args.i18n} setLocale={null} preloadModules={args.pageModules}>
      <StaticRouterProvider router={router} context={args.context} hydrate={false} nonce={args.nonce} />
    </AppProviders>,
    {
      nonce: args.nonce,
      bootstrapScriptContent: args.bootstrapScriptContent,
      bootstrapModules: args.bootstrapModules,
      // React writes a finished Suspense boundary bigger than this apart, after the shell, and
      // moves it in place with a script: a preloaded page part (?firm=, a guest's ?step=) would
      // stay hidden without JavaScript. Everything ready when the shell flushes is written in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      ...args.callbacks,
    },
  );
}
