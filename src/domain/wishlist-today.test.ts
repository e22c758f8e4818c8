import { describe, expect, it } from 'vitest';
import { productAsServed } from '../contract/product.ts';
import { makeProduct } from '../mocks/factories.ts';
import { toProduct } from './product.ts';
import { priceDrop, savedProductToday, wishlistTodayTexts } from './wishlist-today.ts';

const product = (price: number, stock?: number) =>
  toProduct(
    productAsServed.parse(makeProduct({ regularPrice: price, ...(stock !== undefined && { stock }) })),
  );

describe('priceDrop', () => {
  it('is how much less it costs today, to the paisa', () => {
    expect(priceDrop(500, 420.5)).toBe(79.5);
    // 0.1 + 0.2 in floating point: counted in paise, not left as 0.30000000000000004.
    expect(priceDrop(0.3, 0.1)).toBe(0.2);
  });

  it('is nothing when the price is the same or higher', () => {
    expect(priceDrop(500, 500)).toBeUndefined();
    expect(priceDrop(500, 549)).toBeUndefined();
  });

  it('reads as a shopper in India expects', () => {
    expect(wishlistTodayTexts.dropped(79.5)).toBe('Price dropped by ₹79.50 since you saved it');
    expect(wishlistTodayTexts.dropped(1500)).toBe('Price dropped by ₹1,500 since you saved it');
  });
});

describe('savedProductToday', () => {
  const saved = product(500);

  it("shows today's product, with the drop since it was saved", () => {
    const today = product(450, 3);
    expect(savedProductToday(saved, 500, today)).toEqual({ kind: 'sold', product: today, drop: 50 });
  });

  it("shows today's product without a drop when it costs the same or more", () => {
    const today = product(520);
    expect(savedProductToday(saved, 500, today)).toEqual({ kind: 'sold', product: today });
  });

  it('says a product the shop no longer sells is gone', () => {
    expect(savedProductToday(saved, 500, null)).toEqual({ kind: 'gone', product: saved });
  });

  it("shows what was saved while today's is not known", () => {
    expect(savedProductToday(saved, 500, undefined)).toEqual({ kind: 'sold', product: saved });
  });
});
