import { clientOver } from '../../shared/api/caller.js';
import type { ApiCallContext, ApiClient, ApiTransport } from './types.js';

/** The table's operations as methods over a transport. */
export function createApiClient(transport: ApiTransport): ApiClient {
  return clientOver<ApiClient>((name, call, ctx) => transport.call(name, call, ctx as ApiCallContext));
}
