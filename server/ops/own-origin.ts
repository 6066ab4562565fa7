import type { Config } from '../config.js';

/**
 * This process itself, as it reaches a stand-in mounted in it (the Telegram Bot API's, E-IMZO-SERVER's):
 * the listening address, with a wildcard or `localhost` read as the loopback address.
 */
export function ownOrigin(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = ['0.0.0.0', '::', '', 'localhost'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
