/**
 * The API's routes that answer files, not JSON (a document's and a claim's `export.{docx,pdf}`, a conversation's files)
 * or a stream (the live events, GET /me/events, server/events/route.ts):
 * no client calls them but through a link, so they are routes of their own beside the table's
 * operations (ADR 019), mounted by createApiRouter with the kit.
 */
import type { Router } from 'express';
import { claimExportRoutes } from './claims/exports.js';
import { documentExportRoutes } from './documents/exports.js';
import { conversationFileRoutes } from './messages/files.js';
import { applicationFileRoutes } from './account/application-files.js';
import { signedPaperFileRoutes } from './signing/files.js';
import type { ApiKit } from './kit.js';
import { liveEventRoutes } from '../events/route.js';

export const FILE_ROUTES: ReadonlyArray<(router: Router, kit: ApiKit) => void> = [
  documentExportRoutes,
  claimExportRoutes,
  conversationFileRoutes,
  applicationFileRoutes,
  signedPaperFileRoutes,
  liveEventRoutes,
];
