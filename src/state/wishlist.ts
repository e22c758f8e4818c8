import { createContext, useContext } from 'react';
import type { Product } from '../domain/product.ts';
import {
  isRecord,
  storedId,
  storedList,
  storedPrice,
  storedTexts,
  storedTextOrEmpty,
} from '../domain/stored.ts';
import { browserStorage, storageEvents, useStoredList } from './stored-list.ts';

/** What the wishlist keeps of a product: enough to list it without asking the server. */
export type WishlistItem = Pick<
  Product,
  'id' | 'name' | 'image' | 'price' | 'category' | 'sizes' | 'colors'
> & {
  originalPrice?: number;
  /**
   * What it cost on the day it was saved, as the account keeps it (our server's); where absent,
   * `price` is that: the browser keeps the price it saved until an account's list replaces it.
   */
  savedPrice?: number;
};

export const WISHLIST_STORAGE_KEY = 'wishlist';

/** One stored entry: id, name and price are needed; the rest falls back to empty. */
export function readWishlistItem(entry: unknown): WishlistItem | undefined {
  if (!isRecord(entry)) return undefined;
  const id = storedId(entry.id);
  const price = storedPrice(entry.price);
  const { name } = entry;
  if (id === undefined || price === undefined || typeof name !== 'string' || name === '') return undefined;
  const item: WishlistItem = {
    id,
    name,
    image: storedTextOrEmpty(entry.image),
    price,
    category: storedTextOrEmpty(entry.category),
    sizes: storedTexts(entry.sizes),
    colors: storedTexts(entry.colors),
  };
  const originalPrice = storedPrice(entry.originalPrice);
  if (originalPrice !== undefined) item.originalPrice = originalPrice;
  const savedPrice = storedPrice(entry.savedPrice);
  if (savedPrice !== undefined) item.savedPrice = savedPrice;
  return item;
}

export function toWishlistItem(product: WishlistItem): WishlistItem {
  const item: WishlistItem = {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    category: product.category,
    sizes: [...product.sizes],
    colors: [...product.colors],
  };
  if (product.originalPrice !== undefined) item.originalPrice = product.originalPrice;
  if (product.savedPrice !== undefined) item.savedPrice = product.savedPrice;
  return item;
}

/** A saved product as the card and dialogs take it; what the snapshot does not hold is left empty. */
export function wishlistItemToProduct(item: WishlistItem): Product {
  return {
    ...toWishlistItem(item),
    description: '',
    images: item.image ? [item.image] : [],
    featured: false,
    attributes: [],
  };
}

/** Reads the stored wishlist; never throws. Invalid entries are dropped one by one, repeats kept once. */
export function parseStoredWishlist(raw: string | null): WishlistItem[] {
  const items = new Map<string, WishlistItem>();
  for (const entry of storedList(raw)) {
    const item = readWishlistItem(entry);
    if (item && !items.has(item.id)) items.set(item.id, item);
  }
  return [...items.values()];
}

export interface WishlistStore {
  getSnapshot(): readonly WishlistItem[];
  subscribe(listener: () => void): () => void;
  toggle(product: WishlistItem): 'added' | 'removed';
  remove(id: string): void;
  has(id: string): boolean;
  clear(): void;
  /** Puts these in place of the list (the account's list, after a sync). */
  replace(items: readonly WishlistItem[]): void;
}

/**
 * The wishlist, kept in localStorage under `wishlist` like the cart: loaded on start, saved on
 * every change, shared across tabs through the storage event.
 */
export function createWishlistStore(storage: Storage | undefined, events: Window | undefined): WishlistStore {
  const raw = (): string | null => {
    try {
      return storage?.getItem(WISHLIST_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  let seen = raw();
  let items: readonly WishlistItem[] = parseStoredWishlist(seen);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  // Another part of the page (or a test) may have changed or cleared the stored value directly.
  const current = (): readonly WishlistItem[] => {
    const now = raw();
    if (now !== seen) {
      seen = now;
      items = parseStoredWishlist(now);
    }
    return items;
  };

  const commit = (next: readonly WishlistItem[]) => {
    items = next;
    try {
      storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
    } catch (e) {
      console.warn('The wishlist could not be saved in this browser', e);
    }
    seen = raw();
    emit();
  };

  events?.addEventListener('storage', (event) => {
    if (event.key !== WISHLIST_STORAGE_KEY && event.key !== null) return;
    current();
    emit();
  });

  const has = (productId: string) => current().some((item) => item.id === productId);
  const remove = (productId: string) => {
    if (has(productId)) commit(items.filter((item) => item.id !== productId));
  };

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(product) {
      if (has(product.id)) {
        remove(product.id);
        return 'removed';
      }
      commit([...items, toWishlistItem(product)]);
      return 'added';
    },
    remove,
    has,
    clear: () => commit([]),
    replace: (next) => commit(next.map(toWishlistItem)),
  };
}

export const WishlistContext = createContext<WishlistStore | null>(null);

let defaultStore: WishlistStore | undefined;
const getDefaultStore = () => (defaultStore ??= createWishlistStore(browserStorage(), storageEvents()));

/** The page's wishlist store: the one a story or test provides, else the browser's. */
export const useWishlistStore = (): WishlistStore => useContext(WishlistContext) ?? getDefaultStore();

export function useWishlist() {
  const store = useWishlistStore();
  const items = useStoredList(store);
  return {
    items,
    count: items.length,
    has: (productId: string) => items.some((item) => item.id === productId),
    toggle: store.toggle,
    remove: store.remove,
    clear: store.clear,
  };
}
