import { describe, expect, it } from 'vitest';
import {
  addToCart,
  atTodaysPrices,
  cartCount,
  cartTotal,
  lineKey,
  lineTotal,
  parseStoredCart,
  removeFromCart,
  restoreLine,
  updateQuantity,
  type CartItem,
} from './cart.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p-1',
  name: 'Bubble Wrap Roll',
  image: 'bubble.jpg',
  price: 199.99,
  quantity: 1,
  ...overrides,
});

describe('lineKey', () => {
  it('tells lines apart by id, colour and size', () => {
    const base = lineKey(item({ selectedColor: 'Red', selectedSize: 'M' }));
    expect(lineKey(item({ selectedColor: 'Red', selectedSize: 'M' }))).toBe(base);
    expect(lineKey(item({ selectedColor: 'Blue', selectedSize: 'M' }))).not.toBe(base);
    expect(lineKey(item({ selectedColor: 'Red', selectedSize: 'L' }))).not.toBe(base);
    expect(lineKey(item({ id: 'p-2', selectedColor: 'Red', selectedSize: 'M' }))).not.toBe(base);
  });

  it('does not confuse a colour with a size', () => {
    expect(lineKey(item({ selectedColor: 'M' }))).not.toBe(lineKey(item({ selectedSize: 'M' })));
  });
});

describe('addToCart', () => {
  it('appends a new line', () => {
    const result = addToCart([], item());
    expect(result.change).toBe('added');
    expect(result.items).toEqual([item()]);
  });

  it('raises the quantity of the same id, size and colour by the added quantity', () => {
    const first = addToCart([], item({ selectedSize: 'M', quantity: 2 })).items;
    const result = addToCart(first, item({ selectedSize: 'M', quantity: 3 }));
    expect(result.change).toBe('increased');
    expect(result.items).toHaveLength(1);
    expect(result.items[0]?.quantity).toBe(5);
  });

  it('appends the same product in another size as a separate line', () => {
    const first = addToCart([], item({ selectedSize: 'M' })).items;
    const result = addToCart(first, item({ selectedSize: 'L' }));
    expect(result.change).toBe('added');
    expect(result.items).toHaveLength(2);
  });

  it('leaves the given cart unchanged', () => {
    const cart = [item()];
    addToCart(cart, item());
    expect(cart[0]?.quantity).toBe(1);
  });

  it('never adds less than one or past the order limit', () => {
    expect(addToCart([], item({ quantity: 0 })).items[0]?.quantity).toBe(1);
    expect(addToCart([item({ quantity: 9_999 })], item({ quantity: 5 })).items[0]?.quantity).toBe(10_000);
  });
});

describe('removeFromCart', () => {
  it('removes only the line with that product, colour and size', () => {
    const cart = [item({ selectedSize: 'M' }), item({ selectedSize: 'L' }), item({ id: 'p-2' })];
    expect(removeFromCart(cart, lineKey(cart[0]!))).toEqual([
      item({ selectedSize: 'L' }),
      item({ id: 'p-2' }),
    ]);
    expect(removeFromCart(cart, lineKey(item({ selectedSize: 'L', selectedColor: 'Blue' })))).toEqual(cart);
    expect(removeFromCart(cart, lineKey(cart[2]!))).toEqual(cart.slice(0, 2));
  });
});

describe('restoreLine (Undo)', () => {
  it('puts a removed line back at its place', () => {
    const cart = [item({ selectedSize: 'M' }), item({ selectedSize: 'L' }), item({ id: 'p-2' })];
    const without = removeFromCart(cart, lineKey(cart[1]!));
    expect(restoreLine(without, cart[1]!, 1)).toEqual(cart);
    expect(restoreLine([], cart[1]!, 1)).toEqual([cart[1]]);
  });

  it('does not count a line twice when it came back meanwhile', () => {
    const cart = [item({ selectedSize: 'M', quantity: 3 })];
    expect(restoreLine(cart, item({ selectedSize: 'M', quantity: 2 }), 0)).toEqual(cart);
  });
});

describe('updateQuantity', () => {
  const cart = [item({ selectedSize: 'M' }), item({ id: 'p-2' })];
  const key = lineKey(cart[0]!);

  it("sets the chosen line's quantity only", () => {
    const next = updateQuantity(cart, key, 4);
    expect(next.map((l) => l.quantity)).toEqual([4, 1]);
  });

  it('ignores a quantity below 1, a fraction or NaN', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) expect(updateQuantity(cart, key, quantity)).toBe(cart);
  });

  it('ignores an unknown line', () => {
    expect(updateQuantity(cart, 'nope', 3)).toBe(cart);
  });
});

describe('totals', () => {
  const cart = [item({ price: 0.1, quantity: 3 }), item({ id: 'p-2', price: 199.99, quantity: 2 })];

  it('sums price times quantity without floating-point drift', () => {
    expect(cartTotal(cart)).toBe(400.28);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('counts items as the sum of quantities', () => {
    expect(cartCount(cart)).toBe(5);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe('atTodaysPrices', () => {
  const today = new Map([
    ['p-1', 179.99],
    ['p-2', 50],
  ]);
  const cart = [item(), item({ id: 'p-2', price: 50 }), item({ id: 'p-3', price: 10 })];

  it("prices each line at today's price, keeping the one it was added at when that changed", () => {
    expect(atTodaysPrices(cart, (id) => today.get(id))).toEqual([
      { ...cart[0], price: 179.99, addedPrice: 199.99 },
      cart[1],
      cart[2],
    ]);
  });

  it('leaves a line as it is where today is not known (not fetched, or no longer sold)', () => {
    expect(atTodaysPrices(cart, () => undefined)).toEqual(cart);
  });

  it('compares in paise: the same price written another way is no change', () => {
    expect(atTodaysPrices([item({ price: 0.1 + 0.2 })], () => 0.3)).toEqual([item({ price: 0.1 + 0.2 })]);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart back', () => {
    const cart = [item({ selectedSize: 'M', selectedColor: 'Red', quantity: 2 }), item({ id: 'p-2' })];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('gives an empty cart for nothing, corrupt JSON or a non-array', () => {
    for (const raw of [null, '', '{not json', '{"items":[]}', '42', 'null'])
      expect(parseStoredCart(raw)).toEqual([]);
  });

  it('drops invalid lines and keeps the valid ones', () => {
    const raw = JSON.stringify([
      item(),
      { ...item({ id: 'q' }), quantity: 0 },
      { ...item({ id: 'r' }), quantity: 1.5 },
      { ...item({ id: 's' }), price: -1 },
      { ...item({ id: 't' }), price: '12' },
      { ...item({ id: 'u' }), name: undefined },
      { ...item({ id: '' }) },
      'text',
      null,
    ]);
    expect(parseStoredCart(raw)).toEqual([item()]);
  });

  it('caps a quantity at 10000', () => {
    expect(parseStoredCart(JSON.stringify([item({ quantity: 50_000 })]))[0]?.quantity).toBe(10_000);
  });

  it('accepts an older cart with numeric ids and null options', () => {
    const raw = JSON.stringify([{ ...item(), id: 7, selectedSize: null, selectedColor: null }]);
    expect(parseStoredCart(raw)).toEqual([item({ id: '7' })]);
  });

  it('merges lines that were stored twice', () => {
    expect(parseStoredCart(JSON.stringify([item(), item({ quantity: 2 })]))).toEqual([item({ quantity: 3 })]);
  });
});
