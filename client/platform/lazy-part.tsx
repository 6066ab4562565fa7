import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A part of a page whose code travels in a chunk of its own, and the means to fetch it early. */
export interface LazyPart<P extends object> {
  /** Renders the part: at once when its code is here, else suspends (a Suspense boundary above). */
  Part: (props: P) => ReactElement;
  /** Fetches the part's code (once); resolves when rendering it no longer suspends. */
  preload(): Promise<void>;
}

/**
 * A page part loaded on demand, like React.lazy, which renders without suspending once its code
 * has been preloaded. React.lazy suspends on its first render even when the module is already
 * here (it awaits a promise), so a part the server preloads would reach the HTML only in a
 * later streamed chunk, and a part the browser preloads before hydration would hydrate late.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed fetch (a network hiccup, a new build) may be tried again by the next preload.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: lazyPart() runs once per part at module level, like React.lazy, never while rendering
  function Part(props: P): ReactElement {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return { Part, preload };
}
