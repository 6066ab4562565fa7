import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticRouter } from 'react-router';
import type { RenderDocumentArgs } from '../shared/ssr.js';
import { AppProviders } from './AppProviders.js';

export { createRouteObjects } from './routes/objects.js';

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
