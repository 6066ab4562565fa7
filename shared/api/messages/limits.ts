/**
 * The conversations' limits and the file types they take (issue 31, ADR 020), without zod: the
 * browser's pages read them (the composer's counter, the quote form's bounds) without bringing the
 * contract's schemas, and zod's `new Function` probe the site's CSP refuses, into their chunks.
 * shared/api/messages/contract.ts re-exports every one of them.
 */

/** A message's text, in characters (code points, as the database counts them). */
export const MESSAGE_TEXT_MAX = 4000;
/** One file, and all the files of one conversation, in bytes. */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CONVERSATION_FILES_MAX_BYTES = 50 * 1024 * 1024;
/** Files one message carries at most. */
export const MESSAGE_FILES_MAX = 5;
/** New conversations a client opens in 24 hours, and messages a person sends in a minute. */
export const NEW_CONVERSATIONS_PER_DAY = 10;
export const MESSAGES_PER_MINUTE = 20;
/** How long a quote holds when the specialist does not say, and at most. */
export const QUOTE_VALID_DAYS_DEFAULT = 7;
export const QUOTE_VALID_DAYS_MAX = 30;
export const QUOTE_DESCRIPTION_MIN = 10;
export const QUOTE_DESCRIPTION_MAX = 1000;
export const QUOTE_DAYS_MAX = 365;
/** Messages a conversation's page shows at first (earlier ones on asking). */
export const THREAD_PAGE = 50;
/** A conversation report's reason. */
export const REPORT_REASON_MAX = 1000;

/** The file types a conversation takes, recognised by their bytes. */
export const MESSAGE_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type MessageFileType = keyof typeof MESSAGE_FILE_TYPES;

/** Characters as the database counts them (code points). */
export const textLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};
