import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../domain/product.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import {
  WISHLIST_STORAGE_KEY,
  createWishlistStore,
  parseStoredWishlist,
  wishlistItemToProduct,
  type WishlistItem,
} from './wishlist.ts';

const tape: WishlistItem = {
  id: 'p1',
  name: 'BOPP Packaging Tape, 65 m (Pack of 6)',
  image: '/mock-images/tape.svg',
  price: 349,
  originalPrice: 399,
  category: 'Packaging & Shipping Products',
  sizes: ['24 mm', '48 mm'],
  colors: ['Brown', 'Transparent'],
};
const gloves: WishlistItem = {
  id: 'p2',
  name: 'Nitrile Gloves (Box of 100)',
  image: '/mock-images/gloves.svg',
  price: 499,
  category: 'HouseHold Supplies',
  sizes: ['M', 'L'],
  colors: [],
};

const stored = (storage: Storage) => JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY) ?? 'null');

function fakeWindow() {
  const target = new EventTarget();
  return {
    win: target as unknown as Window,
    otherTabWrote: (key: string | null) => {
      const event = new Event('storage') as Event & { key: string | null };
      Object.defineProperty(event, 'key', { value: key });
      target.dispatchEvent(event);
    },
  };
}

describe('wishlist store', () => {
  it('adds a product on the first toggle and removes it on the second, saving under "wishlist"', () => {
    const storage = createMemoryStorage();
    const wishlist = createWishlistStore(storage, undefined);
    expect(wishlist.toggle(tape)).toBe('added');
    expect(wishlist.has(tape.id)).toBe(true);
    expect(stored(storage)).toEqual([tape]);
    expect(wishlist.toggle(tape)).toBe('removed');
    expect(wishlist.has(tape.id)).toBe(false);
    expect(stored(storage)).toEqual([]);
  });

  it('keeps only the snapshot fields of a full product', () => {
    const storage = createMemoryStorage();
    const wishlist = createWishlistStore(storage, undefined);
    const full: Product = { ...wishlistItemToProduct(tape), description: 'Strong tape', featured: true };
    wishlist.toggle(full);
    expect(wishlist.getSnapshot()).toEqual([tape]);
    expect(stored(storage)[0]).not.toHaveProperty('description');
  });

  it('removes by id and leaves the others', () => {
    const storage = createMemoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify([tape, gloves]) });
    const wishlist = createWishlistStore(storage, undefined);
    wishlist.remove(tape.id);
    expect(wishlist.getSnapshot()).toEqual([gloves]);
  });

  it('notifies subscribers on a change and not on removing a product that is not saved', () => {
    const wishlist = createWishlistStore(createMemoryStorage(), undefined);
    const listener = vi.fn();
    wishlist.subscribe(listener);
    wishlist.remove('unknown');
    expect(listener).not.toHaveBeenCalled();
    wishlist.toggle(gloves);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot between changes, as React requires', () => {
    const wishlist = createWishlistStore(createMemoryStorage(), undefined);
    wishlist.toggle(tape);
    expect(wishlist.getSnapshot()).toBe(wishlist.getSnapshot());
  });

  it('follows changes made in another tab', () => {
    const storage = createMemoryStorage();
    const { win, otherTabWrote } = fakeWindow();
    const wishlist = createWishlistStore(storage, win);
    const listener = vi.fn();
    wishlist.subscribe(listener);
    storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([gloves]));
    otherTabWrote(WISHLIST_STORAGE_KEY);
    expect(listener).toHaveBeenCalled();
    expect(wishlist.getSnapshot()).toEqual([gloves]);
    otherTabWrote('cart');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts empty again when the stored value is cleared behind its back', () => {
    const storage = createMemoryStorage();
    const wishlist = createWishlistStore(storage, undefined);
    wishlist.toggle(tape);
    storage.clear();
    expect(wishlist.getSnapshot()).toEqual([]);
    expect(wishlist.toggle(tape)).toBe('added');
  });

  it('still works for this visit when the browser refuses to save', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wishlist = createWishlistStore(storage, undefined);
    expect(wishlist.toggle(tape)).toBe('added');
    expect(wishlist.has(tape.id)).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('stored wishlist', () => {
  it('discards a corrupt stored value without a crash', () => {
    for (const raw of ['{not json', '"a string"', '{"items":[]}', 'null', '[{"id":1}]', ''])
      expect(parseStoredWishlist(raw)).toEqual([]);
  });

  it('keeps the valid entries of a partly broken list, each product once', () => {
    const raw = JSON.stringify([
      tape,
      { id: 'x', name: 'No price' },
      null,
      'p3',
      { ...tape, name: 'Again' },
      gloves,
    ]);
    expect(parseStoredWishlist(raw)).toEqual([tape, gloves]);
  });

  it('repairs fields an older version stored differently', () => {
    const raw = JSON.stringify([
      { id: 7, name: 'Old entry', price: 10, image: null, sizes: 'M', colors: ['Red', 3] },
    ]);
    expect(parseStoredWishlist(raw)).toEqual([
      { id: '7', name: 'Old entry', image: '', price: 10, category: '', sizes: [], colors: ['Red'] },
    ]);
  });
});
