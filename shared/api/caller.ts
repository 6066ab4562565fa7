/**
 * Clients of the API, derived from the table (ADR 019): one method per operation, built over a
 * transport that receives the operation's name, the caller's arguments and body, and the context.
 * It reads the table's methods and paths from ./routes.ts (generated from it), so the browser's
 * caller builds on it without bringing the table's schemas (and zod) into a page's first load.
 */
import { fillPath, splitArgs } from './operation-kit';
import type { OperationCallArgs, OperationName, OperationResult } from './operations';
import { API_ROUTES } from './routes';

/** One call as a transport receives it. */
export interface OperationCall {
  args: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/**
 * A client: `api.getService({ id }, ctx)`, `api.createReview({ orderId, itemId }, { stars, text }, ctx)`.
 * `Ctx` is the caller's context; each call resolves to the operation's answer.
 */
export type ApiOf<Ctx> = {
  [N in OperationName]: (...args: [...OperationCallArgs<N>, Ctx]) => Promise<OperationResult<N>>;
};

/** Builds a client over a transport; `Client` is the mapped type its caller reads it as. */
export function clientOver<Client>(send: (name: OperationName, call: OperationCall, ctx: unknown) => unknown): Client {
  const client: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, [, , withBody]] of Object.entries(API_ROUTES) as Array<[OperationName, (typeof API_ROUTES)[OperationName]]>) {
    client[name] = (...args: unknown[]) => {
      const ctx = args[args.length - 1];
      const call: OperationCall = { args: (args[0] ?? {}) as Record<string, unknown>, ...(withBody ? { body: args[1] } : {}) };
      return send(name, call, ctx);
    };
  }
  // Every name has its method now; the mapped type says what each one takes and answers.
  return client as Client;
}

/** The path of an operation with its parameters filled in and encoded. */
export function operationPath(name: OperationName, params: Readonly<Record<string, unknown>> = {}): string {
  return fillPath(name, API_ROUTES[name][1], params);
}

/** A call's method, its path (parameters filled in) and its query. */
export function operationRequest(name: OperationName, args: Readonly<Record<string, unknown>>) {
  const [method, path] = API_ROUTES[name];
  const { params, query } = splitArgs(path, args);
  return { method, path: fillPath(name, path, params), query };
}
