import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CartItem } from '../domain/cart.ts';
import { cartSummary, createCartStore, type CartStore } from './cart-store.ts';

const browserStorage = () => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export const CartContext = createContext<CartStore | null>(null);

let defaultStore: CartStore | undefined;
const getDefaultStore = () =>
  (defaultStore ??= createCartStore(browserStorage(), typeof window === 'undefined' ? undefined : window));

/**
 * The server cannot see the shopper's storage, so it renders (and the browser hydrates) an empty
 * cart. An empty stored cart is that same value, so hydrating it re-renders nothing; screens that
 * show the cart itself wait for useHydrated() rather than show it empty.
 */
const EMPTY: readonly CartItem[] = Object.freeze([]);
const empty = () => EMPTY;

/** The cart's actions without subscribing to its lines (buttons that only add). */
export const useCartStore = (): CartStore => useContext(CartContext) ?? getDefaultStore();

export function useCart() {
  const store = useCartStore();
  const snapshot = () => {
    const items = store.getSnapshot();
    return items.length === 0 ? EMPTY : items;
  };
  const items = useSyncExternalStore(store.subscribe, snapshot, empty);
  const summary = useMemo(() => cartSummary(items), [items]);
  return {
    items,
    ...summary,
    add: store.add,
    remove: store.remove,
    update: store.update,
    clear: store.clear,
  };
}
