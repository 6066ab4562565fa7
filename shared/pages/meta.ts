/** What a loader may say about its page's head (client/layouts/Document.tsx writes it). */
export interface PageMeta {
  title?: string;
  description?: string;
}
