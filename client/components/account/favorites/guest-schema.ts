/** The guest list's schema for the browser, loaded on demand by ./store.ts; zod is told first not to probe eval. */
import '../../../platform/zod-jitless.js';

export { parseGuestFavorites } from '../../../../shared/api/account/favorites.js';
