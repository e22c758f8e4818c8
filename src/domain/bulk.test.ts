import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedFrom,
  ANY_QUANTITY,
  bulkTexts,
  firstQuantity,
  orderQuantityProblem,
  orderQuantityTexts,
  nextTier,
  reachedTier,
  tiersProblem,
  unitPriceAt,
  unitPricePaiseAt,
  type PriceTier,
} from './bulk.ts';

const tiers: PriceTier[] = [
  { minQuantity: 50, price: 10.8 },
  { minQuantity: 200, price: 9.6 },
];

describe('volume prices', () => {
  it('price each line at the tier its quantity reaches (the issue’s example)', () => {
    expect(unitPriceAt(12, tiers, 1)).toBe(12);
    expect(unitPriceAt(12, tiers, 49)).toBe(12);
    expect(unitPriceAt(12, tiers, 50)).toBe(10.8);
    expect(unitPriceAt(12, tiers, 199)).toBe(10.8);
    expect(unitPriceAt(12, tiers, 200)).toBe(9.6);
    expect(unitPriceAt(12, [], 500)).toBe(12);
  });

  it('never charge more than the product’s own price, a sale included', () => {
    expect(unitPriceAt(10.5, tiers, 60)).toBe(10.5);
    expect(unitPriceAt(10.5, tiers, 200)).toBe(9.6);
  });

  it('tell the tier reached and the next one', () => {
    expect(reachedTier(tiers, 10)).toBeUndefined();
    expect(reachedTier(tiers, 75)).toEqual(tiers[0]);
    expect(nextTier(tiers, 10)).toEqual(tiers[0]);
    expect(nextTier(tiers, 75)).toEqual(tiers[1]);
    expect(nextTier(tiers, 200)).toBeUndefined();
    expect(bulkTexts.buyMore(50, 10.8)).toBe('Buy 50 or more and pay ₹10.80 each');
    expect(bulkTexts.range(50, 199)).toBe('50–199');
    expect(bulkTexts.range(200, undefined)).toBe('200+');
  });

  it('refuse tiers that would make buying more cost more, saying which', () => {
    expect(tiersProblem(12, tiers)).toBeUndefined();
    expect(tiersProblem(12, [{ minQuantity: 1, price: 11 }])).toMatch(/2 or more/);
    expect(tiersProblem(12, [{ minQuantity: 2.5, price: 11 }])).toMatch(/whole quantity/);
    expect(
      tiersProblem(12, [
        { minQuantity: 50, price: 11 },
        { minQuantity: 20, price: 10 },
      ]),
    ).toBe('tier quantities must rise: 20 after 50');
    expect(tiersProblem(12, [{ minQuantity: 50, price: 12 }])).toBe(
      'the price from 50 (₹12) must be below ₹12',
    );
    expect(
      tiersProblem(12, [
        { minQuantity: 50, price: 10 },
        { minQuantity: 100, price: 10.5 },
      ]),
    ).toBe('the price from 100 (₹10.50) must be below ₹10');
    expect(tiersProblem(12, [{ minQuantity: 50, price: 0 }])).toMatch(/must be below/);
  });

  // Any tiers the owner's import accepts: rising quantities, falling prices below the regular one.
  const accepted = fc
    .tuple(
      fc.integer({ min: 100, max: 1_000_000 }),
      fc.uniqueArray(fc.integer({ min: 2, max: 5_000 }), { maxLength: 5 }),
      fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 5, maxLength: 5 }),
    )
    .map(([regular, mins, cuts]) => {
      const sorted = [...mins].sort((a, b) => a - b);
      let price = regular;
      const list = sorted.map((minQuantity, i) => {
        price = Math.max(1, price - Math.max(1, Math.floor((price * cuts[i]!) / 1000)));
        return { minQuantity, pricePaise: price };
      });
      return { regular, tiers: list.filter((t, i) => i === 0 || t.pricePaise < list[i - 1]!.pricePaise) };
    })
    .filter(({ regular, tiers: list }) => list.every((t) => t.pricePaise < regular));

  it('are monotonic: more on a line never costs more a unit (property)', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: 1, max: 9_999 }), ({ regular, tiers: list }, quantity) => {
        const rupees = list.map((t) => ({ minQuantity: t.minQuantity, price: t.pricePaise / 100 }));
        expect(tiersProblem(regular / 100, rupees)).toBeUndefined();
        expect(unitPricePaiseAt(regular, list, quantity + 1)).toBeLessThanOrEqual(
          unitPricePaiseAt(regular, list, quantity),
        );
        expect(unitPricePaiseAt(regular, list, quantity)).toBeLessThanOrEqual(regular);
      }),
    );
  });
});

describe('minimum and case quantities', () => {
  const carton = { minQuantity: 25, packOf: 25 };
  it('allow whole cartons from the minimum, and say exactly what is wrong otherwise', () => {
    expect(orderQuantityProblem('Tape', carton, 25)).toBeUndefined();
    expect(orderQuantityProblem('Tape', carton, 75)).toBeUndefined();
    expect(orderQuantityProblem('Tape', carton, 1)).toBe('Order at least 25 of Tape');
    expect(orderQuantityProblem('Tape', carton, 30)).toBe(
      'Tape is sold in cartons of 25: order 50 or another multiple of 25',
    );
    expect(orderQuantityProblem('Box', { minQuantity: 10, packOf: 1 }, 9)).toBe('Order at least 10 of Box');
    expect(orderQuantityProblem('Any', ANY_QUANTITY, 1)).toBeUndefined();
  });

  it('start at the first allowed quantity and round up to the next', () => {
    expect(firstQuantity(carton)).toBe(25);
    expect(firstQuantity({ minQuantity: 30, packOf: 25 })).toBe(50);
    expect(allowedFrom(carton, 26)).toBe(50);
    expect(allowedFrom(carton, 3)).toBe(25);
    expect(orderQuantityTexts.note(carton)).toBe('Sold in cartons of 25');
    expect(orderQuantityTexts.note({ minQuantity: 50, packOf: 25 })).toBe(
      'Sold in cartons of 25, at least 50',
    );
    expect(orderQuantityTexts.note({ minQuantity: 10, packOf: 1 })).toBe('Order at least 10');
  });

  it('every allowed quantity keeps the rule, and every other one is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 5000 }),
        (minQuantity, packOf, quantity) => {
          const rule = { minQuantity, packOf };
          expect(orderQuantityProblem('X', rule, allowedFrom(rule, quantity))).toBeUndefined();
          const allowed = quantity >= minQuantity && quantity % packOf === 0;
          expect(orderQuantityProblem('X', rule, quantity) === undefined).toBe(allowed);
        },
      ),
    );
  });
});
