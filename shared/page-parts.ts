/**
 * Page parts: a part of a page in a chunk of its own that an address shows at once. The page
 * module declares them (client/routes/modules.ts PageModule), the browser's route loads them, and
 * the server names their chunks in the HTML (server/web/assets.ts pageChunksFor).
 */
/**
 * A part of a page in a chunk of its own (client/platform/lazy-part.tsx) that an address with
 * `param` shows at once. The route loads it with the page (client/routes/objects.ts): the
 * server always, the browser before hydration when its address has `param`; and the server names
 * its chunks in that address's HTML (server/web/assets.ts pageChunksFor), so they come together.
 */
export interface PagePart {
  /** The query parameter of an address that shows the part. */
  param: string;
  /** The part's module, as the build manifest names it. */
  source: string;
  /** Fetches the part's code; once it has resolved, the part renders without suspending. */
  preload(): Promise<void>;
}

/** A page route's handle (client/routes/objects.ts): the parts of its page. */
export interface PageHandle {
  parts: readonly PagePart[];
}

/** The parts a matched route's handle names (none for the root, an error or a page without any). */
export function pagePartsOf(handle: unknown): readonly PagePart[] {
  // React Router leaves handles untyped; a page route's is set by createRouteObjects alone.
  return (handle as PageHandle | undefined)?.parts ?? [];
}
