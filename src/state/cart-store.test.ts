import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, lineKey, type CartItem } from '../domain/cart.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { cartSummary, createCartStore } from './cart-store.ts';

const tape: CartItem = {
  id: 'p1',
  name: 'BOPP Tape',
  image: '/t.svg',
  price: 45.5,
  quantity: 1,
  selectedColor: 'Brown',
};
const box: CartItem = {
  id: 'p2',
  name: '3 Ply Box',
  image: '/b.svg',
  price: 18,
  quantity: 2,
  selectedSize: '12x10x8',
};

/** A window stand-in that can fire the storage event another tab causes. */
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

describe('cart store', () => {
  it('loads the stored cart on start', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([tape]) });
    expect(createCartStore(storage, undefined).getSnapshot()).toEqual([tape]);
  });

  it('saves on every change under the key "cart"', () => {
    const storage = createMemoryStorage();
    const cart = createCartStore(storage, undefined);
    expect(cart.add(tape)).toBe('added');
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual([tape]);
    expect(cart.add({ ...tape, quantity: 2 })).toBe('increased');
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)[0].quantity).toBe(3);
    cart.clear();
    expect(storage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('ignores an update below 1 without saving or notifying', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([box]) });
    const cart = createCartStore(storage, undefined);
    const listener = vi.fn();
    cart.subscribe(listener);
    const before = cart.getSnapshot();
    cart.update(lineKey(box), 0);
    cart.update(lineKey(box), -3);
    expect(cart.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('discards a corrupt stored value without a crash', () => {
    for (const raw of ['{not json', '"a string"', '{"items":[]}', 'null', '[{"id":1}]']) {
      const storage = createMemoryStorage({ [CART_STORAGE_KEY]: raw });
      expect(createCartStore(storage, undefined).getSnapshot()).toEqual([]);
    }
  });

  it('keeps the valid lines of a partly outdated stored value', () => {
    const storage = createMemoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify([tape, { id: 'x', quantity: 'many' }]),
    });
    expect(createCartStore(storage, undefined).getSnapshot()).toEqual([tape]);
  });

  it('follows changes made in another tab', () => {
    const storage = createMemoryStorage();
    const { win, otherTabWrote } = fakeWindow();
    const cart = createCartStore(storage, win);
    const listener = vi.fn();
    cart.subscribe(listener);
    storage.setItem(CART_STORAGE_KEY, JSON.stringify([box]));
    otherTabWrote('unrelated');
    expect(listener).not.toHaveBeenCalled();
    otherTabWrote(CART_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cart.getSnapshot()).toEqual([box]);
  });

  it('keeps working when the browser refuses to save', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = createCartStore(storage, undefined);
    cart.add(tape);
    expect(cart.getSnapshot()).toEqual([tape]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('changes the quantity of one line', () => {
    const cart = createCartStore(
      createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([tape, box]) }),
      undefined,
    );
    cart.update(lineKey(box), 5);
    expect(cart.getSnapshot().map((i) => i.quantity)).toEqual([1, 5]);
  });

  it('sums the count and the total', () => {
    expect(cartSummary([tape, box])).toEqual({ count: 3, total: 81.5 });
  });
});
