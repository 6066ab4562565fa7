import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: process defaults plus request duration by route, method and status. */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'route' | 'method' | 'status'>;
  readonly renderAborts: Counter;

  /** `instance` labels every series, so a scrape through a balancer still tells replicas apart. */
  constructor({ instance }: { instance?: string } = {}) {
    if (instance) this.registry.setDefaultLabels({ instance });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to the end of the response, by route id',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    this.renderAborts = new Counter({
      name: 'ssr_render_aborts_total',
      help: 'Server renders aborted by the render time-out',
      registers: [this.registry],
    });
  }

  /** The embedded database's memory (PGlite's WebAssembly memory), read at each scrape. */
  trackDatabaseMemory(read: () => number | null): void {
    new Gauge({
      name: 'database_engine_memory_bytes',
      help: "The embedded database engine's WebAssembly memory (absent on a database server)",
      registers: [this.registry],
      collect() {
        const bytes = read();
        if (bytes !== null) this.set(bytes);
      },
    });
  }

  /** Times every request; `res.locals.routeId` names the route (otherwise a coarse class). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.httpDuration.startTimer();
      res.on('finish', () => {
        const route = (res.locals.routeId as string | undefined) ?? coarseRoute(req.path);
        end({ route, method: req.method, status: String(res.statusCode) });
      });
      next();
    };
  }

  /** GET /metrics, behind a bearer token when one is configured. */
  handler(token: string | undefined): RequestHandler {
    return async (req, res) => {
      if (token && !bearerMatches(req.get('authorization'), token)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer')
          .json({ error: { code: 'unauthorized', message: 'Bearer token required' } });
        return;
      }
      res.set('Content-Type', this.registry.contentType).set('Cache-Control', 'no-store');
      res.send(await this.registry.metrics());
    };
  }
}

function coarseRoute(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/')) return 'assets';
  if (path.endsWith('/_payload.json')) return 'payload';
  return 'other';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsListenerOptions {
  port: number;
  host: string;
  /** METRICS_TOKEN: required on this listener too when set. */
  token?: string | undefined;
}

/**
 * GET /metrics on a listener of its own (METRICS_PORT): the site's port never answers it, so a
 * scraper reaches it only on the network this address is on. Anything else answers 404.
 */
export function metricsApp(metrics: Metrics, token: string | undefined): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metrics.handler(token));
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not Found'));
  return app;
}

/** Starts the metrics listener; close it when the process ends. */
export async function listenMetrics(metrics: Metrics, { port, host, token }: MetricsListenerOptions): Promise<Server> {
  const server = createServer(metricsApp(metrics, token));
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}
