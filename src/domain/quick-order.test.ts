import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import type { Product } from './product.ts';
import {
  cartListLines,
  padCartItems,
  padLines,
  padSummary,
  padText,
  parseQuickOrder,
  quickOrderTexts as texts,
  resolveQuickLine,
  withoutRows,
  type SoldBySku,
} from './quick-order.ts';

describe('parseQuickOrder', () => {
  it('reads a SKU and a quantity split by a comma, semicolon, tab or spaces, in any case', () => {
    expect(parseQuickOrder('tap-001, 60\nCOR-001;10\nGLO-002-M\t4\n  KIT-003   2  ')).toEqual([
      { row: 1, text: 'tap-001, 60', sku: 'TAP-001', quantity: 60 },
      { row: 2, text: 'COR-001;10', sku: 'COR-001', quantity: 10 },
      { row: 3, text: 'GLO-002-M\t4', sku: 'GLO-002-M', quantity: 4 },
      { row: 4, text: 'KIT-003   2', sku: 'KIT-003', quantity: 2 },
    ]);
  });

  it('orders the fewest for a SKU alone, skips blank lines and comments, and keeps line numbers', () => {
    expect(parseQuickOrder('\n# office\nTAP-001\n\nCOR-001, "1,200"')).toEqual([
      { row: 3, text: 'TAP-001', sku: 'TAP-001' },
      { row: 5, text: 'COR-001, "1,200"', sku: 'COR-001', quantity: 1200 },
    ]);
  });

  it('uses a CSV header’s columns, whatever their order and other columns', () => {
    expect(parseQuickOrder('Note,Qty,SKU\nurgent,5,tap-001\n,,COR-002')).toEqual([
      { row: 2, text: 'urgent,5,tap-001', sku: 'TAP-001', quantity: 5 },
      { row: 3, text: ',,COR-002', sku: 'COR-002' },
    ]);
  });

  it('marks a line it cannot read, and a quantity that is not a whole number in range', () => {
    const [words, zero, big, half, empty] = parseQuickOrder(
      'TAP-001 two boxes\nTAP-001, 0\nTAP-001, 10001\nTAP-001, 1.5\n, 4',
    );
    expect(words?.problem).toBe(texts.badLine);
    expect(zero?.problem).toBe(texts.badQuantity);
    expect(big?.problem).toBe(texts.badQuantity);
    expect(half?.problem).toBe(texts.badQuantity);
    expect(empty?.problem).toBe(texts.badLine);
  });
});

const sold = (over: Partial<SoldBySku<string>> = {}): SoldBySku<string> => ({
  sku: 'TAP-001',
  title: 'Tape',
  sizes: [],
  item: 'tape',
  rule: { minQuantity: 6, packOf: 6 },
  pricePaise: 4800,
  tiers: [{ minQuantity: 50, pricePaise: 4320 }],
  left: () => undefined,
  ...over,
});

describe('resolveQuickLine', () => {
  const find = (products: SoldBySku<string>[]) => (sku: string) => products.find((p) => p.sku === sku);

  it('prices a line at the tier its quantity reaches, and a SKU alone at the first carton', () => {
    expect(resolveQuickLine({ sku: 'tap-001', quantity: 60 }, find([sold()]))).toEqual({
      sku: 'TAP-001',
      quantity: 60,
      product: 'tape',
      unitPrice: 43.2,
      lineTotal: 2592,
    });
    expect(resolveQuickLine({ sku: 'TAP-001' }, find([sold()]))).toMatchObject({
      quantity: 6,
      lineTotal: 288,
    });
  });

  it('names each problem: unknown SKU, part carton, stock, and a product that cannot be sold', () => {
    expect(resolveQuickLine({ sku: 'X-1', quantity: 1 }, find([sold()])).problem).toBe(
      texts.unknownSku('X-1'),
    );
    expect(resolveQuickLine({ sku: 'TAP-001', quantity: 7 }, find([sold()])).problem).toBe(
      'Tape is sold in cartons of 6: order 12 or another multiple of 6',
    );
    expect(resolveQuickLine({ sku: 'TAP-001', quantity: 12 }, find([sold({ left: () => 8 })])).problem).toBe(
      texts.short('Tape', 8),
    );
    expect(
      resolveQuickLine({ sku: 'TAP-001', quantity: 6 }, find([sold({ blocked: 'No tax data' })])).problem,
    ).toBe('No tax data');
  });

  it('finds a size by its code and checks that size’s stock', () => {
    const gloves = sold({
      sku: 'GLO-002',
      title: 'Gloves',
      sizes: ['M', 'L'],
      rule: { minQuantity: 1, packOf: 1 },
      left: (size) => (size === 'L' ? 0 : 10),
    });
    expect(resolveQuickLine({ sku: 'glo-002-m', quantity: 2 }, find([gloves]))).toMatchObject({ size: 'M' });
    expect(resolveQuickLine({ sku: 'GLO-002-L', quantity: 2 }, find([gloves])).problem).toBe(
      texts.outOfStock('Gloves'),
    );
    expect(resolveQuickLine({ sku: 'GLO-002', quantity: 2 }, find([gloves])).problem).toBe(
      texts.needsSize('Gloves', ['GLO-002-M', 'GLO-002-L']),
    );
  });
});

const product = (over: Partial<Product> = {}): Product => ({
  id: 'p1',
  name: 'Tape',
  description: '',
  category: 'Packaging',
  price: 48,
  image: '/tape.png',
  images: ['/tape.png'],
  featured: false,
  sizes: [],
  colors: [],
  attributes: [],
  sku: 'TAP-001',
  ...over,
});

describe('the pad', () => {
  const typed = parseQuickOrder('TAP-001, 60\nNOPE, 1\nbad line here\nCOR-001, 2');
  const answers = new Map([
    [
      'TAP-001|60',
      {
        sku: 'TAP-001',
        quantity: 60,
        product: {
          id: 'p1',
          title: 'Tape',
          description: '',
          category: '',
          images: [],
          attributes: [],
          regularPrice: 48,
        },
        unitPrice: 43.2,
        lineTotal: 2592,
      },
    ],
    ['NOPE|1', { sku: 'NOPE', quantity: 1, problem: texts.unknownSku('NOPE') }],
  ]);
  const lines = padLines(typed, answers);

  it('shows each line with its answer, or pending until it comes', () => {
    expect(lines.map((l) => [l.row, l.product?.name, l.problem, l.pending])).toEqual([
      [1, 'Tape', undefined, undefined],
      [2, undefined, texts.unknownSku('NOPE'), undefined],
      [3, undefined, texts.badLine, undefined],
      [4, undefined, undefined, true],
    ]);
    expect(padSummary(lines)).toEqual({ ready: 1, bad: 2, total: 2592 });
  });

  it('adds the ready lines to the cart at the product’s own price, and leaves the rest in the text', () => {
    expect(padCartItems(lines)).toEqual([{ id: 'p1', name: 'Tape', image: '', price: 48, quantity: 60 }]);
    expect(withoutRows('TAP-001, 60\nNOPE, 1\nbad line here\nCOR-001, 2', new Set([1]))).toBe(
      'NOPE, 1\nbad line here\nCOR-001, 2',
    );
  });

  it('turns a cart into a list by each line’s size SKU, only when every product has a SKU', () => {
    const items: CartItem[] = [
      { id: 'p1', name: 'Tape', image: '', price: 48, quantity: 12 },
      { id: 'p2', name: 'Gloves', image: '', price: 520, quantity: 2, selectedSize: 'M' },
    ];
    const known = new Map([
      ['p1', product()],
      ['p2', product({ id: 'p2', sku: 'GLO-002', sizes: ['M', 'L'] })],
    ]);
    expect(cartListLines(items, known)).toEqual([
      { sku: 'TAP-001', quantity: 12 },
      { sku: 'GLO-002-M', quantity: 2 },
    ]);
    expect(
      cartListLines(
        items,
        new Map([
          ['p1', product()],
          ['p2', product({ id: 'p2', sku: undefined })],
        ]),
      ),
    ).toBeUndefined();
    expect(cartListLines(items, undefined)).toBeUndefined();
    expect(padText([{ sku: 'TAP-001', quantity: 12 }])).toBe('TAP-001, 12');
  });
});
