/** What /documents/my/{idx} renders: the loader's payload (server/loaders/documents/own-document.ts). */
import type { OwnDocument, OwnDocumentVersionCard } from '../../api/documents/contract.js';
import type { PageMeta } from '../meta.js';

export interface OwnDocumentPageData {
  meta: PageMeta;
  document: OwnDocument;
  /** The newest kept versions (the versions dialog reloads them when opened). */
  versions: OwnDocumentVersionCard[];
  [key: string]: unknown;
}

/** What a save sends besides the version: the document's whole editable state. */
export interface DocumentDraft {
  title: string;
  locale: OwnDocument['locale'];
  body: OwnDocument['body'];
  fieldValues: OwnDocument['fieldValues'];
}
