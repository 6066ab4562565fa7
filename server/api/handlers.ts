/**
 * Every operation the API's router answers, by name: each area's handlers joined into one table
 * (ADR 019). A name of shared/api's table without its handler here is a type error.
 */
import { accountHandlers } from './account/handlers.js';
import { applicationHandlers } from './account/application-handlers.js';
import { firmHandlers } from './account/firm-handlers.js';
import { catalogueHandlers } from './catalogue/handlers.js';
import { claimHandlers } from './claims/handlers.js';
import { directoryHandlers } from './directory/handlers.js';
import { documentHandlers } from './documents/handlers.js';
import type { HandlerSetup, Handlers } from './handler.js';
import { messageHandlers } from './messages/handlers.js';
import { notificationHandlers } from './notifications/handlers.js';
import { opsHandlers } from './ops/handlers.js';
import { orderHandlers } from './orders/handlers.js';
import { reviewHandlers } from './reviews/handlers.js';
import { searchHandlers } from './search/handlers.js';
import { signingHandlers } from './signing/handlers.js';
import { telegramHandlers } from './telegram/handlers.js';

export function createHandlers(setup: HandlerSetup): Handlers {
  return {
    ...catalogueHandlers,
    ...directoryHandlers(setup),
    ...searchHandlers,
    ...documentHandlers(setup),
    ...claimHandlers(setup),
    ...orderHandlers(setup),
    ...reviewHandlers(setup),
    ...accountHandlers(setup),
    ...applicationHandlers(setup),
    ...firmHandlers(setup),
    ...messageHandlers(setup),
    ...notificationHandlers(setup),
    ...telegramHandlers(setup),
    ...opsHandlers(setup),
    ...signingHandlers(setup),
  };
}
