/** The operations of shared/api's table the API's router mounts, and how it names their methods. */
import { API_OPERATIONS, type OperationName } from '../../shared/api/operations.js';
import type { HttpMethod, OperationSpec } from '../../shared/api/operation-kit.js';
import type { HandledName } from './handler.js';

/** Every operation but those server/auth answers. */
export const HANDLED_OPERATIONS = (Object.keys(API_OPERATIONS) as OperationName[]).filter(
  (name): name is HandledName => (API_OPERATIONS[name] as OperationSpec).servedBy === undefined,
);

/** Express's router method for each HTTP method. */
export const ROUTE_METHOD = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const satisfies Record<HttpMethod, string>;

const ORDER: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The Allow header of a path: its methods in one order, HEAD with GET ('GET, HEAD, PUT, DELETE'). */
export function allowHeader(methods: readonly HttpMethod[]): string {
  return ORDER.filter((method) => methods.includes(method))
    .flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]))
    .join(', ');
}
