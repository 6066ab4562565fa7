import { ApiError } from '../../shared/api/errors.js';
import { createApiClient } from './client.js';
import type { ApiClient } from './types.js';

/** The client of an app composed without one (a bare test app): every call is 503 'unavailable'. */
export const unavailableApiClient: ApiClient = createApiClient({
  call: async (name) => {
    throw new ApiError(503, 'unavailable', `No product API is configured for ${name}`);
  },
});
