import { describe, expect, it } from 'vitest';
import { activeFilterCount, effectiveSort, readSearchState } from './search-state.ts';
import { searchQueryParams } from './search.ts';

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
