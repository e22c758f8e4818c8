import { useSyncExternalStore } from 'react';

/** The browser's localStorage, or undefined where there is none (the server) or it is refused. */
export const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The events of other tabs' changes to storage, where there is a window. */
export const storageEvents = (): Window | undefined => (typeof window === 'undefined' ? undefined : window);

export interface ListStore<T> {
  getSnapshot(): readonly T[];
  subscribe(listener: () => void): () => void;
}

const EMPTY: readonly never[] = Object.freeze([]);
const empty = () => EMPTY;

/**
 * The lines of a list kept in the browser (cart, wishlist). The server cannot see the shopper's
 * storage, so it renders (and the browser hydrates) an empty list; an empty stored list is that
 * same value, so hydrating it re-renders nothing. Screens that show the list itself wait for
 * useHydrated() rather than show it empty.
 */
export function useStoredList<T>(store: ListStore<T>): readonly T[] {
  const snapshot = (): readonly T[] => {
    const items = store.getSnapshot();
    return items.length === 0 ? EMPTY : items;
  };
  return useSyncExternalStore(store.subscribe, snapshot, empty);
}
