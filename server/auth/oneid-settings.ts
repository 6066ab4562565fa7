import type { Config } from '../config.js';

/** Where the stand-in is mounted in this app (outside production only). */
export const STANDIN_MOUNT = '/_oneid';
/** The one OneID endpoint every call goes to (docs/protocols.md §1). */
export const ONEID_ENDPOINT_PATH = '/sso/oauth/Authorization.do';
/** Client credentials the in-process stand-in knows when ONEID_CLIENT_ID/SECRET are unset. */
export const STANDIN_CLIENT = { clientId: 'huquq-standin', clientSecret: 'huquq-standin-secret' } as const;

export interface OneIdSettings {
  /** Where the browser is sent to sign in: OneID's absolute URL, or the stand-in's path on this host. */
  authorizeEndpoint: string;
  /**
   * Where the server posts its form calls (token, identify, log-out). Null for the in-process
   * stand-in: it is reached on the address and port the current request came in on.
   */
  serverEndpoint: string | null;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUri: string;
  timeoutMs: number;
}

/**
 * OneID as configured: the real service (or any server speaking its protocol) at
 * ONEID_BASE_URL; the in-process stand-in when it is on and no base URL is set; otherwise null
 * (sign-in unavailable).
 */
export function oneIdSettings(config: Config): OneIdSettings | null {
  const redirectUri = config.ONEID_REDIRECT_URI ?? `${config.publicOrigin}/auth/oneid/callback`;
  const common = { redirectUri, timeoutMs: config.ONEID_TIMEOUT_MS };
  if (config.ONEID_BASE_URL) {
    const endpoint = `${config.ONEID_BASE_URL.replace(/\/+$/, '')}${ONEID_ENDPOINT_PATH}`;
    const clientId = config.ONEID_CLIENT_ID ?? '';
    // Several integrations use the client id as the scope OneID assigned (docs/protocols.md §1).
    return {
      ...common,
      authorizeEndpoint: endpoint,
      serverEndpoint: endpoint,
      clientId,
      clientSecret: config.ONEID_CLIENT_SECRET ?? '',
      scope: config.ONEID_SCOPE ?? clientId,
    };
  }
  if (!config.oneidStandin) return null;
  const clientId = config.ONEID_CLIENT_ID ?? STANDIN_CLIENT.clientId;
  return {
    ...common,
    authorizeEndpoint: `${STANDIN_MOUNT}${ONEID_ENDPOINT_PATH}`,
    serverEndpoint: null,
    clientId,
    clientSecret: config.ONEID_CLIENT_SECRET ?? STANDIN_CLIENT.clientSecret,
    scope: config.ONEID_SCOPE ?? clientId,
  };
}
