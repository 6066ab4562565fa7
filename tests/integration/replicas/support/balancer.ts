/**
 * The load balancer of the replica suite, in node:http: round robin over the replicas whose
 * /readyz answers 200 (polled every 100 ms, as a balancer's health check would), a connection
 * refused retried on the next replica (the request never reached the first), bodies buffered so
 * that retry is possible. It adds X-Forwarded-For (the `x-test-client` header's address, a way for
 * a test to be a different client without sending traffic from anywhere else) and answers with
 * `x-served-by` naming the replica. `x-test-replica: NAME` pins one request to one replica.
 */
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Replica {
  name: string;
  port: number;
}

export interface Balancer {
  origin: string;
  port: number;
  /** Which replica served each request, in order. */
  served: string[];
  /** Whether the balancer currently routes to the replica. */
  isRouting(name: string): boolean;
  close(): Promise<void>;
}

const POLL_MS = 100;

export async function startBalancer(replicas: Replica[], { port = 0 }: { port?: number } = {}): Promise<Balancer> {
  const ready = new Map(replicas.map((replica) => [replica.name, false]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served: string[] = [];
  let next = 0;
  let polling = true;

  /** Ready or not by the replica's own answer, or refused; a probe that times out (a busy machine) changes nothing. */
  const probe = (replica: Replica) =>
    new Promise<boolean | undefined>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: replica.port, path: '/readyz', timeout: 1_000, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('timeout', () => {
        req.destroy();
        resolve(undefined);
      });
      req.on('error', () => resolve(false));
    });
  const poll = async () => {
    while (polling) {
      await Promise.all(
        replicas.map(async (replica) => {
          const answer = await probe(replica);
          if (answer !== undefined) ready.set(replica.name, answer);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const polled = poll();

  /** The replicas to try, in order: the ready ones from the round-robin position (all when none is ready). */
  const candidates = (pinned: string | undefined): Replica[] => {
    if (pinned) return replicas.filter((replica) => replica.name === pinned);
    const routable = replicas.filter((replica) => ready.get(replica.name));
    const pool = routable.length > 0 ? routable : replicas;
    const start = next++ % pool.length;
    return [...pool.slice(start), ...pool.slice(0, start)];
  };

  const forward = (replica: Replica, req: IncomingMessage, body: Buffer, client: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = { ...req.headers, 'x-forwarded-for': client, 'x-forwarded-proto': 'http' };
      delete headers['x-test-client'];
      delete headers['x-test-replica'];
      const upstream = http.request({ host: '127.0.0.1', port: replica.port, method: req.method, path: req.url, headers, agent }, resolve);
      upstream.on('error', reject);
      upstream.end(body);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const client = String(req.headers['x-test-client'] ?? '127.0.0.1');
    const pinned = req.headers['x-test-replica'] as string | undefined;
    let lastError: unknown;
    for (const replica of candidates(pinned)) {
      let answer: IncomingMessage;
      try {
        answer = await forward(replica, req, body, client);
      } catch (error) {
        // Refused or reset before an answer: the replica is gone; the next one gets it.
        lastError = error;
        continue;
      }
      served.push(replica.name);
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': replica.name });
      answer.pipe(res);
      return;
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end(`no replica answered: ${String(lastError)}`);
  };

  const server = http.createServer((req, res) => void handle(req, res));
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    served,
    isRouting: (name) => ready.get(name) === true,
    close: async () => {
      polling = false;
      await polled;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
