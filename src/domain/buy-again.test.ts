import { describe, expect, it } from 'vitest';
import { order } from '../contract/order.ts';
import { buyAgain } from './buy-again.ts';
import type { Product } from './product.ts';

const product = (id: string, extra: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  description: '',
  category: 'Kitchen',
  price: 100,
  image: `/${id}.svg`,
  images: [],
  featured: false,
  sizes: [],
  colors: [],
  attributes: [],
  ...extra,
});

const lines = order.parse({
  id: 'ORD-1',
  createdAt: '2026-01-01T00:00:00Z',
  items: [
    {
      id: '1',
      productId: 'gloves',
      productTitle: 'Gloves',
      quantity: 2,
      price: 90,
      size: 'M',
      color: 'Blue',
    },
    { id: '2', productId: 'tape', productTitle: 'Tape', quantity: 5, price: 40 },
    { id: '3', productId: 'gone', productTitle: 'Old Bags', quantity: 1, price: 10 },
    { id: '4', productId: 'cups', productTitle: 'Cups', quantity: 3, price: 20 },
    { id: '5', productId: 'gloves', productTitle: 'Gloves', quantity: 1, price: 90, size: 'XXL' },
    { id: '6', productTitle: 'Unknown', quantity: 1, price: 5 },
  ],
}).items;

describe('buyAgain', () => {
  it("adds every line it can at today's price with its size and colour, and says what it could not", () => {
    const products = new Map<string, Product | null>([
      [
        'gloves',
        product('gloves', {
          price: 95,
          sizes: ['M', 'L'],
          colors: ['Blue'],
          sizeStock: { M: 9, L: 0 },
          stock: 9,
        }),
      ],
      ['tape', product('tape', { stock: 3 })],
      ['gone', null],
      ['cups', product('cups', { stock: 0 })],
    ]);
    const { add, skipped } = buyAgain(lines, products);
    expect(add).toEqual([
      {
        id: 'gloves',
        name: 'Product gloves',
        image: '/gloves.svg',
        price: 95,
        quantity: 2,
        selectedSize: 'M',
        selectedColor: 'Blue',
      },
      { id: 'tape', name: 'Product tape', image: '/tape.svg', price: 100, quantity: 3 },
    ]);
    expect(skipped).toEqual([
      { title: 'Product tape', reason: 'fewer', added: 3, wanted: 5 },
      { title: 'Old Bags', reason: 'gone' },
      { title: 'Product cups', reason: 'sold-out' },
      {
        title: 'Product gloves',
        reason: 'option',
        message: "'Product gloves' has no size 'XXL' (sizes: M, L)",
      },
      { title: 'Unknown', reason: 'gone' },
    ]);
  });

  it('adds the whole quantity of a product whose stock is not counted', () => {
    const { add, skipped } = buyAgain(lines.slice(1, 2), new Map([['tape', product('tape')]]));
    expect(add[0]?.quantity).toBe(5);
    expect(skipped).toEqual([]);
  });
});
