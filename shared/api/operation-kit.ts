/**
 * The words the API's table is written in (ADR 019): an operation is a method, a path under /api/v1,
 * the schemas of its path parameters, query and body, the status it answers, who may call it, and
 * its answer's type. The answer (and, where no schema says it, the body a caller sends) is a
 * phantom: a value that carries only a type, so the table is plain data the browser can ship and
 * the mapped types below read the types back out of it.
 */
import type { z } from 'zod';

declare const PHANTOM: unique symbol;
/** A type, carried by a value that holds nothing. */
export interface Phantom<T> {
  readonly [PHANTOM]?: T;
}
/** The answer's type: `result: answers<ServiceDetail>()`. */
export const answers = <T>(): Phantom<T> => ({});
/** The body a caller sends, where the server picks the schema per request (a document's template, the caller's language). */
export const sends = <T>(): Phantom<T> => ({});
/** The parameters a caller writes, where the schema's own input type says less than the caller knows (required fields). */
export const takes = <T>(): Phantom<T> => ({});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationSpec {
  method: HttpMethod;
  /** Express-style path under /api/v1: '/services/:id'. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A schema the router checks (400 naming each bad field), or the type a caller sends when the handler checks it. */
  body?: z.ZodType | Phantom<unknown>;
  /** Overrides what a caller writes for the path parameters and the query (else: params' output, query's fields optional). */
  args?: Phantom<unknown>;
  /** The success status (default 200; 204 answers no body). A handler may answer another (a save that creates: 201). */
  status?: 200 | 201 | 202 | 204;
  /** A list (items, total, page, pageSize). */
  list?: boolean;
  /**
   * 'user': the caller's own data (/me/...): needs a session, answered privately. 'operator': the
   * operators' console (/ops/...): needs a session whose person holds a role, and to anyone else
   * answers 404, as if it did not exist (issue 32).
   */
  auth?: 'user' | 'operator';
  /**
   * 'optional': public data that a signed-in caller reads with more (what they may do with each
   * item): anonymous answers stay cacheable, a session's answer is private.
   */
  session?: 'optional';
  /** 'auth': answered by server/auth (it sets and clears the session's cookies), not by the API's router. */
  servedBy?: 'auth';
  /**
   * The body may come as multipart/form-data with files (a message's): the router reads at most
   * `files` files of at most `fileBytes` each into `{...fields, files: UploadedFile[]}`.
   */
  upload?: { files: number; fileBytes: number };
  result: Phantom<unknown>;
}

/** Whether a spec field is a schema the router checks (zod schemas have `safeParse`), not a phantom. */
export function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

type Unphantom<P> = P extends Phantom<infer T> ? T : never;

/** What the table's specs say, read as types. */
export type ResultOf<S> = S extends { result: infer R } ? Unphantom<R> : never;

/** A query's fields as a caller writes them: each optional, an id-or-slug as either. */
type QueryArgs<T> = string extends keyof T
  ? unknown // z.object({}): a query of nothing
  : { [K in keyof T]?: NonNullable<T[K]> extends { id: number } | { slug: string } ? number | string : NonNullable<T[K]> };

type ParamsArgs<S> = S extends { params: infer P extends z.ZodType } ? z.output<P> : unknown;
type QueryArgsOf<S> = S extends { query: infer Q extends z.ZodType } ? QueryArgs<z.output<Q>> : unknown;

/** What a caller writes for the path parameters and the query, in one object. */
export type ArgsOf<S> = S extends { args: infer A } ? Unphantom<A> : ParamsArgs<S> & QueryArgsOf<S>;

/** The body a caller sends; never for an operation without one. */
export type BodyOf<S> = S extends { body: infer B } ? (B extends z.ZodType ? z.input<B> : Unphantom<B>) : never;

/**
 * One call's arguments before its context: `(args)` or `(args, body)`. An operation whose path and
 * query take nothing still takes `{}`, so every call reads alike.
 */
export type CallArgs<S> = [BodyOf<S>] extends [never] ? [args: ArgsOf<S>] : [args: ArgsOf<S>, body: BodyOf<S>];

/** The path of an operation with its parameters filled in and encoded. */
export function fillPath(name: string, path: string, args: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, key: string) => {
    const value = args[key];
    if (value === undefined || value === null) throw new TypeError(`${name} needs the path parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}

/** Splits a caller's arguments into the path's parameters and the query, by the path's `:names`. */
export function splitArgs(path: string, args: Readonly<Record<string, unknown>>): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const names = new Set([...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]));
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (names.has(key)) params[key] = value;
    else query[key] = value;
  }
  return { params, query };
}
