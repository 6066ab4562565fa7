import type { Request } from 'express';
import type { Dispatcher } from 'undici';
import { createOneIdClient, type OneIdClient } from './oneid-client.js';
import { ONEID_ENDPOINT_PATH, STANDIN_MOUNT, type OneIdSettings } from './oneid-settings.js';

export type OneIdClientFor = (req: Request) => OneIdClient;

/**
 * The in-process stand-in is reached over HTTP like the real OneID, on the address and port
 * this request came in on: the same server, whatever PORT and HOST are (0 included).
 */
export function localStandinEndpoint(req: Request): string {
  const raw = req.socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}${STANDIN_MOUNT}${ONEID_ENDPOINT_PATH}`;
}

/** A OneID client for a request: one shared client for a fixed endpoint, else per request. */
export function oneIdClientFor(settings: OneIdSettings, dispatcher?: Dispatcher): OneIdClientFor {
  const make = (endpoint: string) => createOneIdClient({ ...settings, endpoint, ...(dispatcher ? { dispatcher } : {}) });
  if (settings.serverEndpoint) {
    const shared = make(settings.serverEndpoint);
    return () => shared;
  }
  return (req) => make(localStandinEndpoint(req));
}
