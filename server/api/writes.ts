/** The product API's write endpoints, mounted by createApiRouter after the reads (ADR 006). */
import type { Router } from 'express';
import { claimRoutes } from './claims/writes.js';
import { documentRoutes } from './documents/writes.js';
import { favoriteRoutes } from './account/favorites.js';
import type { ApiKit } from './index.js';
import { ownAccountRoutes } from './account/own-account.js';
import { supportTicketRoutes } from './directory/support-tickets.js';
import { orderRoutes } from './orders/orders.js';
import { orderFulfilmentRoutes } from './orders/fulfilment.js';
import { reviewRoutes } from './reviews/writes.js';

export const WRITE_ROUTES: ReadonlyArray<(router: Router, kit: ApiKit) => void> = [
  supportTicketRoutes,
  ownAccountRoutes,
  favoriteRoutes,
  documentRoutes,
  claimRoutes,
  orderRoutes,
  orderFulfilmentRoutes,
  reviewRoutes,
];
