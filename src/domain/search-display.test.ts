import { describe, expect, it } from 'vitest';
import { compareSizes, highlightParts } from './search-display.ts';

describe('highlightParts', () => {
  it('marks where a query word starts a word of the title', () => {
    expect(highlightParts('Air Bubble Wrap', ['bub', 'wr'])).toEqual([
      { text: 'Air ', match: false },
      { text: 'Bub', match: true },
      { text: 'ble ', match: false },
      { text: 'Wr', match: true },
      { text: 'ap', match: false },
    ]);
  });

  it('does not mark the middle of a word, and leaves a title without words whole', () => {
    expect(highlightParts('Tape Dispenser', ['pe'])).toEqual([{ text: 'Tape Dispenser', match: false }]);
    expect(highlightParts('Tape', [])).toEqual([{ text: 'Tape', match: false }]);
  });
});

describe('compareSizes', () => {
  it('orders letter sizes small to large, then numbers by value', () => {
    expect(['XL', '10 L', 'M', 'One Size', '2 L', 'S', 'Large'].sort(compareSizes)).toEqual([
      'S',
      'M',
      'Large',
      'XL',
      '2 L',
      '10 L',
      'One Size',
    ]);
  });
});
