/**
 * The one external-script loader (docs/product.md §7, §8), shared by Telegram's web-app script, the
 * analytics counter, the video player and the payment script: each script is added once per
 * page, carries the page's CSP nonce (the only way a script runs here), and its promise
 * rejects when it fails to load, so the caller decides what a failure means.
 */
export interface ScriptOptions {
  src: string;
  /** A fixed element id (the payment script has one). */
  id?: string;
  /** True once the script has run (its global exists): lets a server-rendered element be adopted. */
  ready?: () => boolean;
}

/** How long an element already in the page (rendered by the server) may take to load. */
const ADOPT_TIMEOUT_MS = 10_000;

const loading = new Map<string, Promise<void>>();

/**
 * The nonce of the page's own scripts. Browsers hide the attribute after parsing, but the
 * `nonce` property keeps it.
 */
export function pageNonce(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.nonce) return current.nonce;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** A script element the server rendered: done when its global exists, or when it loads. */
function adopt(script: HTMLScriptElement, src: string, ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => (ready() ? resolve() : reject(new Error(`The script ${src} did not load`))), ADOPT_TIMEOUT_MS);
    script.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error(`Failed to load the script ${src}`));
      },
      { once: true },
    );
  });
}

export function loadScript({ src, id, ready }: ScriptOptions): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const rendered = ready ? [...document.scripts].find((el) => el.getAttribute('src') === src) : undefined;
  if (rendered && ready) {
    const adopted = adopt(rendered, src, ready);
    loading.set(src, adopted);
    return adopted;
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (id) script.id = id;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Failed to load the script ${src}`)), { once: true });
    document.head.append(script);
  });
  loading.set(src, promise);
  // A failed script may be tried again later (a new element, the old one removed).
  promise.catch(() => {
    loading.delete(src);
    for (const el of document.querySelectorAll(`script[src="${CSS.escape(src)}"]`)) el.remove();
  });
  return promise;
}
