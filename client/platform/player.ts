import { loadScript } from './script-loader.js';

/**
 * Playerjs (docs/product.md §1, §7, §8): the player script comes from PLAYERJS_URL (default /player.js),
 * loaded once per page. Its two failures have the specification's messages.
 */
export const PLAYER_ERRORS = {
  load: 'Failed to load Playerjs.',
  broken: 'Playerjs did not load properly.',
} as const;
export type PlayerFailure = keyof typeof PLAYER_ERRORS;

export interface PlayerjsOptions {
  id: string;
  file: string;
  poster?: string;
  title?: string;
}
export type PlayerjsConstructor = new (options: PlayerjsOptions) => unknown;

declare global {
  interface Window {
    Playerjs?: PlayerjsConstructor;
  }
}

export class PlayerjsError extends Error {
  override name = 'PlayerjsError';
  constructor(readonly failure: PlayerFailure) {
    super(PLAYER_ERRORS[failure]);
  }
}

/** The Playerjs constructor; rejects with a PlayerjsError (logged) when it cannot be had. */
export async function loadPlayerjs(url: string): Promise<PlayerjsConstructor> {
  try {
    await loadScript({ src: url });
  } catch {
    const error = new PlayerjsError('load');
    console.error(error.message);
    throw error;
  }
  if (typeof window.Playerjs !== 'function') {
    const error = new PlayerjsError('broken');
    console.error(error.message);
    throw error;
  }
  return window.Playerjs;
}
