import { describe, expect, it } from 'vitest';
import { countOf, formatCount, groupIndian } from './count.ts';

describe('formatCount', () => {
  it('groups counts in lakhs and crores', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    expect(formatCount(7)).toBe('7');
  });

  it('shows NaN as 0', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatCount by hand', () => {
  it("gives exactly Intl's en-IN text for whole, fractional and negative counts", () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const values = [
      0, 1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789012, -7, -1234, 2.5, 1234.4,
    ];
    for (let i = 0; i < 200; i++) values.push(Math.floor(Math.abs(Math.cos(i + 1)) * 10 ** (i % 15)));
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it('groups digits the Indian way', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('10000000')).toBe('1,00,00,000');
  });
});

describe('countOf', () => {
  it('puts the noun in the plural but for one, with en-IN grouping', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(145000, 'product')).toBe('1,45,000 products');
    expect(countOf(2, 'saved address', 'saved addresses')).toBe('2 saved addresses');
  });
});
