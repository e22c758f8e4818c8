import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
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

export function useCart() {
  const store = useContext(CartContext) ?? getDefaultStore();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
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
