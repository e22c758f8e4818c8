import { describe, expect, it } from 'vitest';
import { queryPhrase, queryProblem, searchWords } from './search.ts';

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
