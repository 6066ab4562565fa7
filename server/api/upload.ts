/**
 * Multipart bodies with files (a conversation's message, ADR 020): for an operation whose table
 * entry says `upload`, a multipart/form-data body is read with busboy into the object its schema
 * checks: the text fields, `attach` fields ("document:12", "claim:3") as references, and at most
 * `files` files of at most `fileBytes` each as `{name, type, bytes}`. Over a limit is 413 before
 * anything is kept; the file types are decided later by their bytes, not here. Any other body goes
 * on to the JSON parser (./body.ts), which lets through the requests this one has read.
 */
import busboy from 'busboy';
import type { RequestHandler, Response } from 'express';
import { CONVERSATION_FILES_MAX_BYTES, MESSAGE_FILE_MAX_BYTES, type UploadedFile } from '../../shared/api/messages/contract.js';
import { apiLanguageOf } from './context.js';
import type { ApiMessages } from './messages.js';

const MULTIPART = /^multipart\/form-data$/i;
/** Text fields of a form, and the bytes of each. */
const FIELDS_MAX = 16;
const FIELD_BYTES_MAX = 64 * 1024;

/** Marks a request whose body this reader took (the JSON parser then leaves it alone). */
export const readAsMultipart = (res: Response): boolean => res.locals.multipart === true;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** "document:12" → {kind, id}; anything else is left for the schema to refuse. */
function attachmentOf(value: string): unknown {
  const match = /^(document|claim):(\d{1,10})$/.exec(value.trim());
  return match ? { kind: match[1], id: Number(match[2]) } : value;
}

/**
 * `fileFields`: the form's file inputs (a conversation's is `files`; a specialist's application has
 * `photo` and `licenceScan`), each read into the body's array of that name. `oneFile`: the limit is
 * told as one file's (the application's), not a conversation's.
 */
export interface UploadLimits {
  files: number;
  fileBytes: number;
  fileFields?: readonly string[];
  oneFile?: boolean;
  /** Text fields a form may have (a conversation's: FIELDS_MAX; the application's many checkboxes). */
  fields?: number;
}

export function multipartBody(limits: UploadLimits, messages: ApiMessages): RequestHandler {
  const fileFields = new Set(limits.fileFields ?? ['files']);
  const fieldsMax = limits.fields ?? FIELDS_MAX;
  return (req, res, next) => {
    const type = req.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!MULTIPART.test(type)) {
      next();
      return;
    }
    const lang = apiLanguageOf(res);
    const tooLarge = () =>
      limits.oneFile
        ? messages.fail(lang, 413, 'file_too_large', undefined, { file: megabytes(limits.fileBytes) })
        : messages.fail(lang, 413, 'files_too_large', undefined, { file: megabytes(MESSAGE_FILE_MAX_BYTES), total: megabytes(CONVERSATION_FILES_MAX_BYTES) });
    // The whole body can be no larger than every file at its largest and the fields.
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > limits.files * limits.fileBytes + fieldsMax * FIELD_BYTES_MAX) {
      next(tooLarge());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: limits.files, fileSize: limits.fileBytes, fields: fieldsMax, fieldSize: FIELD_BYTES_MAX, parts: limits.files + fieldsMax },
        defParamCharset: 'utf8',
      });
    } catch {
      next(messages.fail(lang, 400, 'invalid_request'));
      return;
    }
    const fields: Record<string, unknown> = {};
    const attach: unknown[] = [];
    const files = new Map<string, UploadedFile[]>();
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(messages.fail(lang, 413, 'payload_too_large', undefined, { limit: megabytes(limits.files * limits.fileBytes) }));
      else if (name === 'attach') attach.push(attachmentOf(value));
      else if (!fileFields.has(name)) {
        // A repeated name (a form's checkboxes) is every value, in order, as a urlencoded form's is.
        const before = fields[name];
        fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
      }
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('close', () => {
        const bytes = Buffer.concat(chunks);
        // A form whose file input was left empty sends a part without a name or bytes.
        if (fileFields.has(name) && (bytes.length > 0 || info.filename)) {
          const list = files.get(name) ?? [];
          list.push({ name: info.filename ?? '', type: info.mimeType, bytes: new Uint8Array(bytes) });
          files.set(name, list);
        }
      });
    });
    parser.on('filesLimit', () => fail(tooLarge()));
    parser.on('fieldsLimit', () => fail(messages.fail(lang, 413, 'payload_too_large', undefined, { limit: megabytes(limits.files * limits.fileBytes) })));
    parser.on('partsLimit', () => fail(messages.fail(lang, 413, 'payload_too_large', undefined, { limit: megabytes(limits.files * limits.fileBytes) })));
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (failure) {
        req.unpipe(parser);
        req.resume();
        // The text fields read stay (no file does): a page's form shows them again (server/web/page-forms.ts).
        req.body = fields;
        next(failure);
        return;
      }
      req.body = { ...fields, ...Object.fromEntries(files), ...(attach.length > 0 ? { attach } : {}) };
      res.locals.multipart = true;
      next();
    };
    parser.on('error', () => {
      fail(messages.fail(lang, 400, 'invalid_request'));
      finish();
    });
    parser.on('close', finish);
    req.pipe(parser);
  };
}
