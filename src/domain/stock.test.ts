import { describe, expect, it } from 'vitest';
import {
  lowCounts,
  allocate,
  LOW_STOCK,
  lineStockProblem,
  isNotEnoughStock,
  notEnoughStock,
  returnTo,
  servedStock,
  stockLabel,
  stockOf,
} from './stock.ts';
import { noLongerSold } from './product.ts';

describe('stockLabel', () => {
  it('says out of stock at 0, how many are left at LOW_STOCK or fewer, and nothing above or untracked', () => {
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(1)).toBe('Only 1 left');
    expect(stockLabel(LOW_STOCK)).toBe(`Only ${LOW_STOCK} left`);
    expect(stockLabel(LOW_STOCK + 1)).toBeUndefined();
    expect(stockLabel(undefined)).toBeUndefined();
  });
});

describe('allocate', () => {
  const sized = [
    { size: 'M', quantity: 3 },
    { size: 'L', quantity: 10 },
  ];

  it("takes a sized line from its size's count only", () => {
    expect(allocate(sized, { size: 'M', quantity: 3 })).toEqual({
      takes: [{ size: 'M', quantity: 3 }],
      left: 3,
    });
    expect(allocate(sized, { size: 'M', quantity: 4 })).toEqual({ takes: null, left: 3 });
    expect(allocate(sized, { size: 'XL', quantity: 1 })).toEqual({ takes: null, left: 0 });
  });

  it("takes a line from the product's own count when there is no count for its size", () => {
    expect(allocate([{ size: '', quantity: 5 }], { size: 'M', quantity: 2 })).toEqual({
      takes: [{ size: '', quantity: 2 }],
      left: 5,
    });
    expect(allocate([{ size: '', quantity: 5 }], { quantity: 6 })).toEqual({ takes: null, left: 5 });
  });

  it('takes a line without a size from the sizes in turn', () => {
    expect(allocate(sized, { quantity: 5 })).toEqual({
      takes: [
        { size: 'M', quantity: 3 },
        { size: 'L', quantity: 2 },
      ],
      left: 13,
    });
    expect(allocate(sized, { quantity: 14 })).toEqual({ takes: null, left: 13 });
  });
});

describe('returnTo', () => {
  it("gives a cancelled line back to its size, else to the product's own count, else to the first", () => {
    const rows = [
      { size: 'M', quantity: 1 },
      { size: 'L', quantity: 2 },
    ];
    expect(returnTo(rows, 'L')).toBe(rows[1]);
    expect(returnTo([{ size: '', quantity: 0 }, ...rows], 'XL')?.size).toBe('');
    expect(returnTo(rows, undefined)).toBe(rows[0]);
    expect(returnTo([], 'M')).toBeUndefined();
  });
});

describe('servedStock and stockOf', () => {
  it("serves a product's own count, or the total and each size's count", () => {
    expect(servedStock([])).toEqual({});
    expect(servedStock([{ size: '', quantity: 7 }])).toEqual({ stock: 7 });
    const sized = servedStock([
      { size: 'M', quantity: 0 },
      { size: 'L', quantity: 4 },
    ]);
    expect(sized).toEqual({ stock: 4, sizeStock: { M: 0, L: 4 } });
    expect(stockOf(sized, 'M')).toBe(0);
    expect(stockOf(sized, 'L')).toBe(4);
    expect(stockOf(sized)).toBe(4);
    expect(stockOf({ stock: 7 }, 'M')).toBe(7);
    expect(stockOf({})).toBeUndefined();
  });
});

describe('lineStockProblem', () => {
  const line = { quantity: 4, selectedSize: 'M' };
  it('says when a cart line is gone, sold out or more than is left, and nothing otherwise', () => {
    expect(lineStockProblem(line, undefined)).toBeUndefined();
    expect(lineStockProblem(line, null)).toEqual({ kind: 'gone' });
    expect(lineStockProblem(line, { stock: 9, sizeStock: { M: 0 } })).toEqual({ kind: 'sold-out' });
    expect(lineStockProblem(line, { stock: 9, sizeStock: { M: 3 } })).toEqual({ kind: 'short', left: 3 });
    expect(lineStockProblem(line, { stock: 9, sizeStock: { M: 4 } })).toBeUndefined();
    expect(lineStockProblem(line, {})).toBeUndefined();
  });
});

describe('notEnoughStock', () => {
  it("names each short line, its size and what is left, in the server's 409 words", () => {
    expect(
      notEnoughStock([
        { field: 'items[1]', title: 'Nitrile Gloves', size: 'L', left: 1 },
        { field: 'products', title: 'Packing Tape', left: 0 },
      ]),
    ).toBe(
      "Not enough stock. items[1]: 'Nitrile Gloves' size L: 1 left; products: 'Packing Tape': none left",
    );
  });

  it('is told apart from the other refusals of an order (isNotEnoughStock)', () => {
    const short = notEnoughStock([{ field: 'products', title: 'Packing Tape', left: 0 }]);
    expect(isNotEnoughStock(short)).toBe(true);
    expect(isNotEnoughStock(`items[0]: ${noLongerSold('Packing Tape')}`)).toBe(false);
  });
});

describe('lowCounts', () => {
  const rows = [
    { productId: 'box', size: 'S', quantity: 2 },
    { productId: 'box', size: 'M', quantity: 40 },
    { productId: 'tape', size: '', quantity: 0 },
    { productId: 'wrap', size: '', quantity: 6 },
  ];

  it("names each count an order's lines took from that is at 5 or fewer, with its size", () => {
    const lines = [
      { productId: 'box', title: 'Box', size: 'S' },
      { productId: 'tape', title: 'Tape' },
      { productId: 'wrap', title: 'Wrap' },
    ];
    expect(lowCounts(lines, rows)).toEqual([
      { title: 'Box', size: 'S', left: 2 },
      { title: 'Tape', left: 0 },
    ]);
  });

  it('leaves out a size the order did not take from, and an untracked product', () => {
    expect(lowCounts([{ productId: 'box', title: 'Box', size: 'M' }], rows)).toEqual([]);
    expect(lowCounts([{ productId: 'soap', title: 'Soap' }], rows)).toEqual([]);
  });

  it('looks at every size for a line without one, and names a count once', () => {
    const lines = [
      { productId: 'box', title: 'Box' },
      { productId: 'box', title: 'Box', size: 'S' },
    ];
    expect(lowCounts(lines, rows)).toEqual([{ title: 'Box', size: 'S', left: 2 }]);
  });
});
