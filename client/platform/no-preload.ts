/**
 * Marks a link whose click is handled in place (a "Show more" that appends the next page): its
 * address is only the fallback without JavaScript, and preloading it on intent
 * (link-preloading.ts) would have the server render every page up to it for nothing. A module of
 * its own, so the lists that spread it do not pull the preloader into their chunks.
 */
export const NO_PRELOAD_ATTRIBUTE = 'data-no-preload';
export const NO_PRELOAD = { [NO_PRELOAD_ATTRIBUTE]: '' } as const;
