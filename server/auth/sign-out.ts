import type { Request } from 'express';
import type { OneIdClientFor } from './oneid-for-request.js';
import type { OneIdGrant } from './sessions.js';

/** Ends a OneID session (grant one_log_out); never throws: our sign-out must not depend on it. */
export type OneIdLogOut = (req: Request, grant: OneIdGrant) => Promise<void>;

export function oneIdLogOut(clientFor: OneIdClientFor | null): OneIdLogOut {
  return async (req, grant) => {
    if (!clientFor) return;
    try {
      await clientFor(req).logOut(grant);
    } catch (error) {
      req.log?.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'oneid: log-out failed');
    }
  };
}
