import type { Server } from 'node:http';
import type { Health } from './health.js';
import type { Logger } from './logger.js';

export interface ShutdownOptions {
  server: Server;
  health: Health;
  logger: Logger;
  /** Readiness says 503 this long before the listener closes, so the balancer stops routing. */
  drainMs: number;
  /** In-flight requests get this long to finish once the listener has closed. */
  timeoutMs: number;
  /** Closes what the process opened (database, ...), after the last request. */
  onClosed: () => Promise<void>;
  /**
   * Ends the responses that never finish by themselves (the live event streams), as the listener
   * closes: otherwise they would hold the shutdown until the deadline.
   */
  beforeClose?: () => void;
  exit?: (code: number) => void;
}

/**
 * SIGTERM (docs/design.md §3): readiness 503 at once, keep serving through the drain window, stop
 * accepting, end the endless responses (live streams), let in-flight requests finish within the
 * deadline, close resources, exit 0.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, health, logger, drainMs, timeoutMs, onClosed, beforeClose, exit = (code) => process.exit(code) } = options;
  let started = false;
  return async (signal: string) => {
    if (started) return;
    started = true;
    health.startDraining();
    logger.info({ signal, drainMs }, 'shutdown: readiness is 503, draining');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const deadline = setTimeout(() => {
      logger.warn({ timeoutMs }, 'shutdown: deadline reached, closing remaining connections');
      server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
    // New requests on kept-alive connections are told to close them; connections that go idle
    // once their last response is out are closed, so close() does not wait for keep-alive.
    server.on('request', (_req, res: { setHeader(name: string, value: string): void }) => res.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      beforeClose?.();
      server.closeIdleConnections();
    });
    clearInterval(sweep);
    clearTimeout(deadline);
    try {
      await onClosed();
      logger.info('shutdown: complete');
      exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown: closing resources failed');
      exit(1);
    }
  };
}
