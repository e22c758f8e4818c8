import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../contract/limits.ts';
import { pageCount, paginationCaption, paginationWindow } from './pagination.ts';

describe('pageCount', () => {
  it('rounds up to whole pages of 12', () => {
    expect(pageCount(40, PAGE_SIZE)).toBe(4);
    expect(pageCount(12, PAGE_SIZE)).toBe(1);
    expect(pageCount(13, PAGE_SIZE)).toBe(2);
  });

  it('is zero with nothing to show', () => {
    expect(pageCount(0, PAGE_SIZE)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe('paginationWindow', () => {
  it('shows nothing for one page or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows every page when none are skipped', () => {
    expect(paginationWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows two pages either side of the current one, the first and the last, with ellipses', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('puts an ellipsis only on the side where pages are skipped', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
  });

  it('shows a single skipped page itself instead of an ellipsis', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 10]);
    expect(paginationWindow(6, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('clamps the current page into range', () => {
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(-3, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(Number.NaN, 10)).toEqual(paginationWindow(1, 10));
  });
});

describe('paginationCaption', () => {
  it('says which items are shown', () => {
    expect(paginationCaption(1, PAGE_SIZE, 40)).toBe('Showing 1 to 12 of 40 items');
    expect(paginationCaption(2, PAGE_SIZE, 40)).toBe('Showing 13 to 24 of 40 items');
  });

  it('caps the last number at the total', () => {
    expect(paginationCaption(4, PAGE_SIZE, 40)).toBe('Showing 37 to 40 of 40 items');
  });

  it('is empty when there are no items', () => {
    expect(paginationCaption(1, PAGE_SIZE, 0)).toBe('');
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginationCaption(9, PAGE_SIZE, 40)).toBe('Showing 37 to 40 of 40 items');
  });

  it('groups large counts the Indian way', () => {
    expect(paginationCaption(1, PAGE_SIZE, 123456)).toBe('Showing 1 to 12 of 1,23,456 items');
  });
});
