import { createContext, useContext, useMemo } from 'react';
import { cartSummary, createCartStore, type CartStore } from './cart-store.ts';
import { browserStorage, storageEvents, useStoredList } from './stored-list.ts';

export const CartContext = createContext<CartStore | null>(null);

let defaultStore: CartStore | undefined;
const getDefaultStore = () => (defaultStore ??= createCartStore(browserStorage(), storageEvents()));

/** The cart's actions without subscribing to its lines (buttons that only add). */
export const useCartStore = (): CartStore => useContext(CartContext) ?? getDefaultStore();

export function useCart() {
  const store = useCartStore();
  const items = useStoredList(store);
  const summary = useMemo(() => cartSummary(items), [items]);
  return {
    items,
    ...summary,
    add: store.add,
    remove: store.remove,
    restore: store.restore,
    update: store.update,
    clear: store.clear,
  };
}
