import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  compareSizes,
  effectiveSort,
  highlightParts,
  queryPhrase,
  queryProblem,
  readSearchState,
  searchQueryParams,
  searchWords,
} from './search.ts';

describe('searchWords', () => {
  it('keeps runs of letters and digits, lower-cased, each once, at most eight', () => {
    expect(searchWords('  Zip-Lock BAGS 6x8, bags!')).toEqual(['zip', 'lock', 'bags', '6x8']);
    expect(searchWords("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchWords('थैला bag')).toEqual(['थैला', 'bag']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('?!*')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('the phrase keeps order and repeats', () => {
    expect(queryPhrase('Box 18 x 18 x 18 (Pack)')).toBe('box 18 x 18 x 18 pack');
  });

  it('a query without a letter or number is refused', () => {
    expect(queryProblem('%%')).toBe('must contain a letter or a number');
    expect(queryProblem('tape')).toBeNull();
  });
});

describe('effectiveSort', () => {
  it('is relevance for a query, newest without, and relevance needs a query', () => {
    expect(effectiveSort(undefined, true)).toBe('relevance');
    expect(effectiveSort(undefined, false)).toBe('newest');
    expect(effectiveSort('relevance', false)).toBe('newest');
    expect(effectiveSort('price_asc', true)).toBe('price_asc');
  });
});

describe('readSearchState', () => {
  const read = (query: string) => readSearchState(new URLSearchParams(query));

  it('reads every value it can use', () => {
    expect(
      read('q=bubble+wrap&sort=price_desc&minPrice=10&maxPrice=500&size=M&color=Brown&inStock=true'),
    ).toEqual({
      q: 'bubble wrap',
      sort: 'price_desc',
      minPrice: 10,
      maxPrice: 500,
      size: 'M',
      color: 'Brown',
      inStock: true,
    });
  });

  it('drops what it cannot use, so an old or mistyped link still opens', () => {
    expect(read('q=%21%21&sort=cheapest&minPrice=ten&maxPrice=-5&inStock=yes&size=')).toEqual({});
    expect(read('minPrice=500&maxPrice=100')).toEqual({});
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes back only what is set, and counts the filters', () => {
    const state = read('q=tape&minPrice=10&inStock=true');
    expect(searchQueryParams(state)).toEqual({ q: 'tape', minPrice: '10', inStock: 'true' });
    expect(activeFilterCount(state)).toBe(2);
    expect(activeFilterCount(read('maxPrice=5&size=M&color=Red'))).toBe(3);
  });
});

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
