/** The product API's write endpoints, mounted by createApiRouter after the reads (ADR 006). */
import type { Router } from 'express';
import { claimRoutes } from './claims.js';
import { documentRoutes } from './documents.js';
import { favoriteRoutes } from './favorites.js';
import type { ApiKit } from './index.js';
import { ownAccountRoutes } from './own-account.js';
import { supportTicketRoutes } from './support-tickets.js';
import { orderRoutes } from './orders.js';
import { orderFulfilmentRoutes } from './order-fulfilment.js';
import { reviewRoutes } from './reviews.js';

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
