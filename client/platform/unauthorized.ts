/**
 * Fired on window when the API answers 401: the session is gone (client/platform/viewer.tsx).
 * A module of its own, so the viewer (on every page) listens without loading the API client.
 */
export const UNAUTHORIZED_EVENT = 'huquq:unauthorized';
