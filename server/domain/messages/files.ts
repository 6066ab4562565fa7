/**
 * Files in a conversation (issue 31): recognised by their bytes (file-type reads the signature, and
 * for DOCX the ZIP's entries), never by the name or the type the sender's browser claimed; named
 * with the sender's name cleaned of paths, control and direction characters, and given the
 * extension of what the bytes are. Kept in PostgreSQL (every replica serves them) and read back
 * only for the conversation's two people.
 */
import { createHash } from 'node:crypto';
import { MESSAGE_FILE_TYPES, type MessageFileType, type UploadedFile } from '../../../shared/api/messages/contract.js';
import type { Queryable } from '../../db/adapter.js';
import { participantOf } from './participants.js';

export interface CheckedFile {
  name: string;
  mediaType: MessageFileType;
  bytes: Uint8Array;
  sha256: string;
}

const isAllowed = (mime: string): mime is MessageFileType => Object.hasOwn(MESSAGE_FILE_TYPES, mime);

/** What the bytes are, among the types a conversation takes; null for anything else. */
export async function sniffType(bytes: Uint8Array): Promise<MessageFileType | null> {
  // Loaded at the first file: the server that is never sent one does not carry it.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  return found && isAllowed(found.mime) ? found.mime : null;
}

/** Longest kept name, in characters, extension included. */
const NAME_MAX = 120;

/**
 * The sender's file name made safe to keep and show: the last path segment only, no control,
 * format (bidirectional overrides) or reserved characters, runs of spaces and dots tamed, at most
 * NAME_MAX characters, ending in the extension of the type the bytes are.
 */
export function cleanFileName(raw: string, type: MessageFileType): string {
  const extension = MESSAGE_FILE_TYPES[type];
  const last = raw.split(/[\\/]/).pop() ?? '';
  const plain = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  // The extension the sender wrote goes; the bytes' one is put back.
  const stem = plain
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .replace(/\.{2,}/g, '.');
  const chars = [...(stem || 'file')];
  const room = NAME_MAX - extension.length - 1;
  return `${chars.slice(0, room).join('').trim()}.${extension}`;
}

/** The file checked: null when its bytes are none of the types taken. */
export async function checkUpload(file: UploadedFile): Promise<CheckedFile | null> {
  const mediaType = await sniffType(file.bytes);
  if (!mediaType) return null;
  return { name: cleanFileName(file.name, mediaType), mediaType, bytes: file.bytes, sha256: createHash('sha256').update(file.bytes).digest('hex') };
}

export interface StoredFile {
  name: string;
  mediaType: MessageFileType;
  size: number;
  sha256: string;
  content: Uint8Array;
}

/** A file of conversation `conversationId`, for one of its two people; null for anyone else or none. */
export async function readConversationFile(db: Queryable, userId: number, conversationId: number, fileId: number): Promise<StoredFile | null> {
  if (!(await participantOf(db, userId, conversationId))) return null;
  const { rows } = await db.query<{ name: string; media_type: MessageFileType; size: number; sha256: string; content: Uint8Array }>(
    'SELECT name, media_type, size, sha256, content FROM conversation_files WHERE id = $1 AND conversation_id = $2',
    [fileId, conversationId],
  );
  const row = rows[0];
  return row ? { name: row.name, mediaType: row.media_type, size: row.size, sha256: row.sha256, content: row.content } : null;
}
