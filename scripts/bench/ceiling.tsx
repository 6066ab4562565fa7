/**
 * The ceiling of docs/design.md §6: the same page's element tree with the same data, rendered by bare
 * node:http + renderToPipeableStream. Loader data is computed once per page at start, so each
 * request costs only the render: what our stack adds on top of it is what the ratio shows.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import type { StaticHandlerContext } from 'react-router';
import type { AppState } from '../../shared/app-state.js';
import * as entry from '../../client/entry-server.js';
import { pagePartsOf } from '../../shared/page-parts.js';
import { createTranslator } from '../../shared/i18n/index.js';
import { splitLocalePath } from '../../shared/locales.js';
import { ROUTE_BY_ID } from '../../shared/routes.js';
import { BOOT_GLOBAL, serializeForScript } from '../../shared/serialize.js';
import { createApiClient, httpTransport } from '../../server/api-client/index.js';
import { unavailableApiClient } from '../../server/api-client/unavailable.js';
import { SERVER_LOADERS } from '../../server/loaders/index.js';
import { pageChunksFor, readBuildAssets } from '../../server/web/assets.js';
import { loadLocaleResources, pageResources } from '../../server/web/i18n.js';
import { serializeRouteErrors } from '../../server/web/route-errors.js';
import { createPageHandlers, loaderContextProvider } from '../../server/web/routing.js';

const ORIGIN = 'http://localhost:3000';
const assets = readBuildAssets(path.resolve('dist/client'));
const resources = loadLocaleResources(path.resolve('locales'));
const handlers = createPageHandlers(entry, SERVER_LOADERS);
/** The bench's server (API_BASE_URL): the loaders read the same data over HTTP, once per page. */
const apiClient = process.env.API_BASE_URL ? createApiClient(httpTransport({ baseUrl: process.env.API_BASE_URL })) : unavailableApiClient;

interface Prepared {
  status: number;
  context: StaticHandlerContext;
  state: AppState;
  locale: ReturnType<typeof splitLocalePath>['locale'];
  boot: string;
  pageModules: string[];
}

const prepared = new Map<string, Prepared>();

/** The bench's session (scripts/bench/conversation.ts): the signed-in pages under /home read with it. */
const session = process.env.BENCH_SESSION_TOKEN ?? null;

async function prepare(url: string): Promise<Prepared> {
  const { locale, rest: localPath } = splitLocalePath(url.split('?')[0] ?? '/');
  const { t } = createTranslator(locale, resources);
  const own = session !== null && localPath.startsWith('/home');
  const api = { api: apiClient, apiContext: { lang: locale, ...(own ? { session } : {}) } };
  const context = await handlers[locale].query(new Request(ORIGIN + url), { requestContext: loaderContextProvider({ locale, t, ...api }) });
  if (context instanceof Response) throw new Error(`${url} redirects`);
  const route = ROUTE_BY_ID.get(context.matches.at(-1)?.route.id ?? '');
  const state: AppState = {
    locale,
    colorPreference: 'system',
    telegram: false,
    origin: ORIGIN,
    suggestedLocale: null,
    assets: { css: assets.css, preload: assets.preload },
    buildId: assets.buildId,
    flash: [],
    metricaId: null,
    telegramChatId: false,
    playerjsUrl: '/player.js',
    eimzo: null,
    viewer: own ? await apiClient.getViewer({}, { lang: locale, session }) : null,
  };
  const boot = {
    app: state,
    i18n: pageResources(resources, locale, ['common', 'errors', ...(route?.ns ?? [])], null),
    router: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
  };
  return {
    status: context.statusCode,
    context,
    state,
    locale,
    boot: `window.${BOOT_GLOBAL}=${serializeForScript(boot)}`,
    pageModules: route ? pageChunksFor(assets, route.page, pagePartsOf(context.matches.at(-1)?.route.handle), new URL(ORIGIN + url).searchParams) : [],
  };
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const page = prepared.get(url);
  const respond = (p: Prepared) => {
    const translator = createTranslator(p.locale, resources);
    const stream = entry.renderDocument({
      dataRoutes: handlers[p.locale].dataRoutes,
      context: p.context,
      state: p.state,
      i18n: translator,
      nonce: 'ceiling',
      bootstrapScriptContent: p.boot,
      bootstrapModules: assets.modules,
      pageModules: p.pageModules,
      callbacks: {
        onShellReady() {
          res.statusCode = p.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          stream.pipe(res);
        },
        onShellError() {
          res.statusCode = 500;
          res.end();
        },
      },
    });
  };
  if (page) respond(page);
  else
    void prepare(url).then((p) => {
      prepared.set(url, p);
      respond(p);
    });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ msg: 'listening', address }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
