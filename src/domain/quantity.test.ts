import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import { parseQuantity, quantityMessages } from './quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    [' 25 ', 25],
    ['500', 500],
    ['1,000', 1000],
    ['+3', 3],
    [String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY],
  ])('takes %j as %d', (text, value) => {
    expect(parseQuantity(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', quantityMessages.empty],
    ['  ', quantityMessages.empty],
    ['0', quantityMessages.atLeastOne],
    ['-2', quantityMessages.atLeastOne],
    ['1.5', quantityMessages.whole],
    ['.5', quantityMessages.whole],
    ['ten', quantityMessages.digits],
    ['2e3', quantityMessages.digits],
    ['12abc', quantityMessages.digits],
    [String(MAX_LINE_QUANTITY + 1), 'At most 10,000 at a time'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseQuantity(text)).toEqual({ ok: false, message });
  });

  it('keeps to a smaller limit when given one', () => {
    expect(parseQuantity('6', 5)).toEqual({ ok: false, message: 'At most 5 at a time' });
  });
});
