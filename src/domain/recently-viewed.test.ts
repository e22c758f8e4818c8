import { describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEEP,
  RECENTLY_VIEWED_SHOWN,
  recentlyShown,
  withViewed,
} from './recently-viewed.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('withViewed', () => {
  it('puts the product opened first', () => {
    expect(withViewed(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a product opened again to the front, once', () => {
    expect(withViewed(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('drops the oldest past the keep', () => {
    const next = withViewed(ids(RECENTLY_VIEWED_KEEP), 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_KEEP);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`p${RECENTLY_VIEWED_KEEP}`);
  });
});

describe('recentlyShown', () => {
  it('offers the newest, a row of them', () => {
    expect(recentlyShown(ids(10))).toEqual(ids(RECENTLY_VIEWED_SHOWN));
  });

  it('leaves out the product on the page and fills its place', () => {
    expect(recentlyShown(ids(10), 'p2')).toEqual(['p1', 'p3', 'p4', 'p5']);
  });

  it('is empty when the only product kept is the one on the page', () => {
    expect(recentlyShown(['p1'], 'p1')).toEqual([]);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads a stored list of ids', () => {
    expect(parseRecentlyViewed('["b","a"]')).toEqual(['b', 'a']);
  });

  it.each([null, '', 'not json', '{"ids":["a"]}', '"a"', '42'])('reads %j as none', (raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([]);
  });

  it('drops bad entries one by one and keeps the rest, a repeat once', () => {
    expect(parseRecentlyViewed('["a", null, "", {"id":"x"}, 7, "a", "b", -1, 1.5]')).toEqual(['a', '7', 'b']);
  });

  it('keeps no more than the keep', () => {
    expect(parseRecentlyViewed(JSON.stringify(ids(40)))).toEqual(ids(RECENTLY_VIEWED_KEEP));
  });
});
