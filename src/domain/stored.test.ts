import { describe, expect, it } from 'vitest';
import { storedList } from './stored.ts';

describe('storedList', () => {
  it('gives the entries of a stored list as they are', () => {
    expect(storedList('[1,"a",null,{"id":"p"}]')).toEqual([1, 'a', null, { id: 'p' }]);
  });

  it('reads nothing, broken JSON and anything but a list as no entries', () => {
    for (const raw of [null, '', '{', 'null', '{"id":"p"}', '"[]"', '42'])
      expect(storedList(raw), String(raw)).toEqual([]);
  });
});
