import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * from the start for parts mounted later): parts that need JavaScript replace their plain HTML
 * stand-ins after hydration, so hydration itself sees the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
