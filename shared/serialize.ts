/**
 * JSON for an inline <script>: no visitor-supplied text can close the element, open a comment
 * or break the line in old engines (`<`, `>`, `&`, U+2028, U+2029 become \u escapes).
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}

/** Route errors as they travel in the page (details of unexpected errors never leave the server). */
export type SerializedRouteError = { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error' };

/** What the browser router needs to hydrate: the leaf's data, a posted form's answer and any route errors. */
export interface RouterPayload {
  loaderData: Record<string, unknown>;
  /** A page's form posted without JavaScript and shown again (its route's action answered it); null otherwise. */
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedRouteError> | null;
}

/** The single boot payload of a page: window.__HUQUQ__. */
export const BOOT_GLOBAL = '__HUQUQ__';
