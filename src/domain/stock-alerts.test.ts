import { describe, expect, it } from 'vitest';
import { alertHref, alertItem, backInStock, linkedSize, waitingAlert } from './stock-alerts.ts';

describe('backInStock', () => {
  it('is true for a product whose stock is not tracked', () => {
    expect(backInStock([], undefined)).toBe(true);
    expect(backInStock([], 'M')).toBe(true);
  });

  it('reads one count for the product, whatever the size (sizes sharing one count)', () => {
    expect(backInStock([{ size: '', quantity: 0 }], undefined)).toBe(false);
    expect(backInStock([{ size: '', quantity: 0 }], 'M')).toBe(false);
    expect(backInStock([{ size: '', quantity: 1 }], 'M')).toBe(true);
  });

  it("reads the chosen size's own count, and any size's when none was chosen", () => {
    const rows = [
      { size: 'M', quantity: 0 },
      { size: 'L', quantity: 3 },
    ];
    expect(backInStock(rows, 'M')).toBe(false);
    expect(backInStock(rows, 'L')).toBe(true);
    expect(backInStock(rows, undefined)).toBe(true);
    expect(
      backInStock(
        [
          { size: 'M', quantity: 0 },
          { size: 'L', quantity: -2 },
        ],
        undefined,
      ),
    ).toBe(false);
    // A size without a count of its own cannot be ordered.
    expect(backInStock(rows, 'XL')).toBe(false);
  });
});

describe('waitingAlert', () => {
  const alerts = [
    { productId: 'p1', title: 'Packing Tape', requestedAt: '2026-11-28T00:00:00Z' },
    { productId: 'p2', title: 'Nitrile Gloves', size: 'M', requestedAt: '2026-11-28T00:00:00Z' },
  ];
  it('finds the alert for the product and size, no size matching the product as a whole', () => {
    expect(waitingAlert(alerts, 'p1', undefined)).toBe(alerts[0]);
    expect(waitingAlert(alerts, 'p1', 'M')).toBeUndefined();
    expect(waitingAlert(alerts, 'p2', 'M')).toBe(alerts[1]);
    expect(waitingAlert(alerts, 'p2', 'L')).toBeUndefined();
    expect(waitingAlert(undefined, 'p1', undefined)).toBeUndefined();
  });

  it('names the item with its size', () => {
    expect(alertItem('Nitrile Gloves', 'L')).toBe('Nitrile Gloves (size L)');
    expect(alertItem('Packing Tape', undefined)).toBe('Packing Tape');
  });
});

describe("links to an alert's product", () => {
  it('open the product page with the size chosen, written safely', () => {
    expect(alertHref({ productId: 'p1' })).toBe('/product/p1');
    expect(alertHref({ productId: 'p2', size: 'M' })).toBe('/product/p2?size=M');
    expect(alertHref({ productId: 'p3', size: '10 x 12 in' })).toBe('/product/p3?size=10%20x%2012%20in');
  });

  it('are read back only for a size the product is sold in', () => {
    expect(linkedSize(['S', 'M'], 'M')).toBe('M');
    expect(linkedSize(['S', 'M'], 'XXL')).toBeUndefined();
    expect(linkedSize(['S', 'M'], null)).toBeUndefined();
    expect(linkedSize([], 'M')).toBeUndefined();
  });
});
