import {
  CART_STORAGE_KEY,
  addToCart,
  cartCount,
  cartTotal,
  parseStoredCart,
  removeFromCart,
  restoreLine,
  updateQuantity,
  type CartItem,
} from '../domain/cart.ts';

export interface CartStore {
  getSnapshot(): readonly CartItem[];
  subscribe(listener: () => void): () => void;
  add(item: CartItem): 'added' | 'increased';
  /** Removes one line, by `lineKey`. */
  remove(key: string): void;
  /** Puts a removed line back at its place (Undo). */
  restore(line: CartItem, index: number): void;
  update(key: string, quantity: number): void;
  clear(): void;
}

/**
 * The cart, kept in localStorage under `cart` (spec section 4): loaded on start, saved on every
 * change, and shared across tabs through the storage event. A corrupt or outdated stored value is
 * discarded line by line, never thrown.
 */
export function createCartStore(storage: Storage | undefined, events: Window | undefined): CartStore {
  const read = (): CartItem[] => {
    try {
      return parseStoredCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
    } catch {
      return [];
    }
  };
  let items: readonly CartItem[] = read();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const commit = (next: readonly CartItem[]) => {
    if (next === items) return;
    items = next;
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch (e) {
      console.warn('The cart could not be saved in this browser', e);
    }
    emit();
  };

  events?.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    items = read();
    emit();
  });

  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(item) {
      const { items: next, change } = addToCart([...items], item);
      commit(next);
      return change;
    },
    remove: (key) => commit(removeFromCart([...items], key)),
    restore: (line, index) => commit(restoreLine(items, line, index)),
    update(key, quantity) {
      const current = [...items];
      const next = updateQuantity(current, key, quantity);
      if (next !== current) commit(next);
    },
    clear: () => commit([]),
  };
}

export const cartSummary = (items: readonly CartItem[]) => ({
  count: cartCount([...items]),
  total: cartTotal([...items]),
});
