/**
 * E-IMZO as the server uses it (config.ts EIMZO_*, ADR 026): where E-IMZO-SERVER answers, the
 * site's host it is told (the `Host` header of every call), the application's API keys the page
 * registers, and whether the local stand-ins play the application and the server. Off
 * (null): nothing can be signed; the signing operations answer 503 `signing_unavailable`.
 */
import type { Config } from '../config.js';
import { ownOrigin } from '../ops/own-origin.js';

/** Where the stand-ins are mounted in this app (outside production only). */
export const EIMZO_APP_STANDIN_MOUNT = '/_eimzo-app';
export const EIMZO_SERVER_STANDIN_MOUNT = '/_eimzo-server';

/** Where the E-IMZO application listens on the signer's computer (CSP connect-src, ADR 026). */
export const EIMZO_APP_ORIGINS = ['wss://127.0.0.1:64443', 'ws://127.0.0.1:64646'] as const;

/**
 * The stand-in application's key for any domain: a public value (README), which the stand-in
 * accepts and production never sends (config.ts asks for EIMZO_API_KEY there).
 */
export const STANDIN_API_KEY = 'E1D0C0DE00000000000000000000000000000000000000000000000000000000';

export interface EimzoSettings {
  /** E-IMZO-SERVER's base, without a trailing slash. */
  serverUrl: string;
  /** The site's host name, sent as `Host` (E-IMZO-SERVER ties challenges and signatures to it). */
  host: string;
  /** The `apikey` call's arguments: domain, key, domain, key… */
  apiKeys: string[];
  /** The stand-ins are on: the page talks to /_eimzo-app instead of the application on 127.0.0.1. */
  standin: boolean;
  timeoutMs: number;
}

export function eimzoSettings(config: Config): EimzoSettings | null {
  if (!config.eimzoSigning) return null;
  const standin = config.eimzoStandin;
  const serverUrl = config.EIMZO_SERVER_URL ?? `${ownOrigin(config)}${EIMZO_SERVER_STANDIN_MOUNT}`;
  const host = new URL(config.publicOrigin).hostname;
  return {
    serverUrl: serverUrl.replace(/\/+$/, ''),
    host,
    apiKeys: [host, config.EIMZO_API_KEY ?? STANDIN_API_KEY],
    standin,
    timeoutMs: config.EIMZO_TIMEOUT_MS,
  };
}
