import { describe, expect, it } from 'vitest';
import { MAX_PAGE, readPage } from './page-query.ts';

describe('reading the page query value', () => {
  it('reads a whole number from 1 up', () => {
    expect(readPage('1')).toBe(1);
    expect(readPage('2')).toBe(2);
    expect(readPage(' 7 ')).toBe(7);
    expect(readPage(String(MAX_PAGE))).toBe(MAX_PAGE);
  });

  it('reads a missing value as page 1', () => {
    expect(readPage(null)).toBe(1);
    expect(readPage(undefined)).toBe(1);
    expect(readPage('')).toBe(1);
  });

  it.each(['abc', '-3', '0', '2.5', '1e3', '0x10', '3abc', String(MAX_PAGE + 1), '99999999999999999999'])(
    'reads the bad value %s as page 1',
    (raw) => {
      expect(readPage(raw)).toBe(1);
    },
  );
});
