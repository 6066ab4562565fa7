/**
 * A reader of a Server-Sent Events stream for the tests (supertest buffers a response to its end,
 * which a stream never reaches): a raw node:http request that parses the blocks as EventSource
 * does (event, id, data, retry; comments kept apart) and lets a test wait for what it expects.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface StreamBlock {
  event: string;
  id: string | undefined;
  data: string;
  retry: number | undefined;
}

export interface OpenedStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The events so far (blocks with data), in order. */
  blocks: StreamBlock[];
  /** Comment lines so far (heartbeats). */
  comments: string[];
  /** The body as it came, when the answer was not a stream (an error's JSON). */
  text(): string;
  /** Resolves when `check` holds, or rejects after `timeoutMs`. */
  until(what: string, check: (stream: OpenedStream) => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ended the response (or it was cut). */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

export interface StreamRequest {
  headers?: Record<string, string>;
}

/** Opens `url` (GET) and resolves once the status and headers are in. */
export function openEventStream(url: string, { headers = {} }: StreamRequest = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
      res.setEncoding('utf8');
      let raw = '';
      let pending = '';
      let ended = false;
      const waiters = new Set<() => void>();
      const stream: OpenedStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        blocks: [],
        comments: [],
        text: () => raw,
        until: (what, check, timeoutMs = 5_000) =>
          new Promise<void>((done, fail) => {
            if (check(stream)) {
              done();
              return;
            }
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`timed out after ${timeoutMs} ms waiting until ${what}; got ${JSON.stringify(stream.blocks)}`));
            }, timeoutMs);
            const waiter = () => {
              if (!check(stream)) return;
              clearTimeout(timer);
              waiters.delete(waiter);
              done();
            };
            waiters.add(waiter);
          }),
        ended: new Promise<void>((done) => {
          res.on('close', () => {
            ended = true;
            done();
            for (const waiter of [...waiters]) waiter();
          });
        }),
        isEnded: () => ended,
        close: () => {
          req.destroy();
        },
      };
      res.on('data', (chunk: string) => {
        raw += chunk;
        pending += chunk;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const block = pending.slice(0, cut);
          pending = pending.slice(cut + 2);
          const parsed: StreamBlock = { event: 'message', id: undefined, data: '', retry: undefined };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              stream.comments.push(line);
              continue;
            }
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') parsed.event = value;
            else if (field === 'id') parsed.id = value;
            else if (field === 'data') data.push(value);
            else if (field === 'retry') parsed.retry = Number(value);
          }
          parsed.data = data.join('\n');
          if (data.length > 0 || parsed.retry !== undefined) stream.blocks.push(parsed);
          cut = pending.indexOf('\n\n');
        }
        for (const waiter of [...waiters]) waiter();
      });
      res.on('error', () => {});
      resolve(stream);
    });
    req.on('error', reject);
  });
}

/** The seqs of the stream's events (not the `ready` block), in order. */
export const seqsOf = (stream: OpenedStream) =>
  stream.blocks.filter((block) => block.event === 'message' && block.data !== '').map((block) => Number(block.id));
