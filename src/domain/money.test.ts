import { describe, expect, it } from 'vitest';
import { formatMoney, fromPaise, readPaise, rupeeFormatter, sumRupees, toPaise } from './money.ts';

describe('formatMoney', () => {
  it('shows whole amounts without decimals, grouped in lakhs', () => {
    expect(formatMoney(123456)).toBe('₹1,23,456');
  });

  it('always shows two decimals for fractional amounts', () => {
    expect(formatMoney(99.5)).toBe('₹99.50');
    expect(formatMoney(0.05)).toBe('₹0.05');
  });

  it('groups crores and lakhs the Indian way', () => {
    expect(formatMoney(12345678.9)).toBe('₹1,23,45,678.90');
  });

  it('rounds to the paisa first', () => {
    expect(formatMoney(99.999)).toBe('₹100');
    expect(formatMoney(1.005)).toBe('₹1.01');
    expect(formatMoney(10.004)).toBe('₹10');
  });

  it('never shows a dollar sign', () => {
    for (const amount of [0, 1, 99.5, 123456, 12345678.9]) expect(formatMoney(amount)).not.toContain('$');
  });

  it('shows NaN and infinity as zero rupees', () => {
    expect(formatMoney(Number.NaN)).toBe('₹0');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('₹0');
  });

  it('keeps the sign of a negative amount and never shows minus zero', () => {
    expect(formatMoney(-12.5)).toBe('-₹12.50');
    expect(formatMoney(-0.001)).toBe('₹0');
  });
});

describe('formatMoney by hand', () => {
  it("gives exactly Intl's en-IN rupee text, amount by amount", () => {
    const amounts = [
      0, 0.01, 0.1, 1, 9.99, 10, 99.5, 100, 999, 1000, 1000.5, 12345, 99999.99, 100000, 123456.78,
    ];
    amounts.push(9999999, 10000000, 123456789.12, 987654321012.34, -0.5, -1000, -123456.07);
    // A spread of amounts with and without paise, from one paisa to a thousand crore.
    for (let i = 0; i < 400; i++) amounts.push(Math.round(Math.abs(Math.sin(i + 1)) * 10 ** (i % 14)) / 100);
    for (const amount of amounts) {
      expect(formatMoney(amount), String(amount)).toBe(rupeeFormatter().format(fromPaise(toPaise(amount))));
    }
  });
});

describe('toPaise and fromPaise', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(-1.005)).toBe(-101);
    expect(Number.isInteger(toPaise(1234.5678))).toBe(true);
  });

  it('refuses a value that is not an amount', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });

  it('turns paise back into rupees', () => {
    expect(fromPaise(12350)).toBe(123.5);
  });

  it('adds rupee amounts exactly', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([])).toBe(0);
  });
});

describe('readPaise', () => {
  it('reads an amount as people type it, in paise', () => {
    for (const [typed, paise] of [
      ['249', 24900],
      ['249.5', 24950],
      [' 249.50 ', 24950],
      ['₹1,099', 109900],
      ['Rs. 1,099.99', 109999],
      ['INR 12,34,567', 123456700],
      ['1,234,567', 123456700],
      ['0.01', 1],
    ] as const)
      expect(readPaise(typed), typed).toBe(paise);
  });

  it('is undefined for what is not an amount: letters, more decimals, commas out of place', () => {
    for (const typed of ['', 'free', '249.505', '1,0,9,9', '12,34', '1234,567', '-5', '₹', '1e3', '249.'])
      expect(readPaise(typed), typed).toBeUndefined();
  });
});
