/**
 * The files of a specialist's application (issue 32, ADR 023), checked by their bytes as a
 * conversation's are (../messages/files.ts): a photo is JPEG or PNG, kept as a square JPEG of
 * PHOTO_SIDE pixels re-encoded by sharp (libvips), which turns it upright by its EXIF orientation
 * and writes none of its metadata (the camera, the place it was taken, the time); a licence's scan
 * is PDF, JPEG or PNG, kept as sent, for the operators to read.
 */
import { createHash } from 'node:crypto';
import type { UploadedFile } from '../../../shared/api/messages/contract.js';
import { PHOTO_SIDE, type ApplicationFile } from '../../../shared/account/application.js';
import { cleanFileName, sniffType } from '../messages/files.js';

export interface CheckedApplicationFile {
  name: string;
  mediaType: ApplicationFile['mediaType'];
  bytes: Uint8Array;
  sha256: string;
}

/** A photo of more pixels than this is refused before it is decoded (a decompression bomb). */
const PHOTO_MAX_PIXELS = 40_000_000;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The photo scaled, upright and without metadata; null when its bytes are no JPEG or PNG, or cannot be read. */
export async function checkPhoto(file: UploadedFile): Promise<CheckedApplicationFile | null> {
  const type = await sniffType(file.bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') return null;
  const { default: sharp } = await import('sharp');
  try {
    const bytes = await sharp(file.bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    const kept = new Uint8Array(bytes);
    return { name: cleanFileName(file.name, 'image/jpeg'), mediaType: 'image/jpeg', bytes: kept, sha256: sha256(kept) };
  } catch {
    // A truncated or hostile image: refused as a file that is not a photo.
    return null;
  }
}

/** The scan as sent; null when its bytes are no PDF, JPEG or PNG. */
export async function checkScan(file: UploadedFile): Promise<CheckedApplicationFile | null> {
  const type = await sniffType(file.bytes);
  if (type !== 'application/pdf' && type !== 'image/jpeg' && type !== 'image/png') return null;
  return { name: cleanFileName(file.name, type), mediaType: type, bytes: file.bytes, sha256: sha256(file.bytes) };
}
