import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

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
