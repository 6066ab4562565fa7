/**
 * GET /api/v1/me/conversations/{id}/files/{fileId}: a file sent in a conversation, to its two
 * people only (anyone else 404, as for the conversation). A route of its own beside the table's
 * operations (ADR 019): it answers the file's bytes. Served as an attachment with the cleaned name
 * (an image may be asked for inline, `?inline=1`, to show in the thread), never sniffed by the
 * browser (nosniff comes from helmet), sandboxed, kept private, and revalidated by its SHA-256.
 */
import type { Router } from 'express';
import { z } from 'zod';
import { conversationFileParams } from '../../../shared/api/messages/contract.js';
import { API_OPERATIONS } from '../../../shared/api/operations.js';
import { readConversationFile } from '../../domain/messages/files.js';
import { attachmentDisposition } from '../../documents/filename.js';
import { methodNotAllowed } from '../errors.js';
import type { ApiKit } from '../kit.js';

const fileQuery = z.object({ inline: z.enum(['1']).optional() });

/** The download's path, beside the conversation's. */
export const CONVERSATION_FILE_PATH = `${API_OPERATIONS.getConversation.path}/files/:fileId`;

export function conversationFileRoutes(router: Router, kit: ApiKit): void {
  router.get(CONVERSATION_FILE_PATH, kit.requireUser, async (req, res) => {
    const { id, fileId } = kit.paramsOf(conversationFileParams, req, res);
    const file = await readConversationFile(kit.db, await kit.userOf(req, res), id, fileId);
    if (!file) throw kit.notFound(res);
    const inline = fileQuery.safeParse(req.query).data?.inline === '1' && file.mediaType.startsWith('image/');
    const dot = file.name.lastIndexOf('.');
    const disposition = attachmentDisposition(file.name.slice(0, dot), file.name.slice(dot + 1));
    const etag = `"${file.sha256}"`;
    res.set({
      'Content-Type': file.mediaType,
      'Content-Disposition': inline ? disposition.replace(/^attachment/, 'inline') : disposition,
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'",
      'Cache-Control': 'private, no-cache',
      ETag: etag,
    });
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(file.size));
    res.end(Buffer.from(file.content));
  });
  router.all(CONVERSATION_FILE_PATH, methodNotAllowed(kit.messages, 'GET, HEAD'));
}
