import { describe, expect, it } from 'vitest';
import {
  keywordsProblem,
  measureParts,
  normaliseKeywords,
  queryPhrase,
  queryProblem,
  searchWords,
  unitOf,
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

describe('sizes typed as one word', () => {
  it('are taken apart where numbers and letters meet, as titles write them', () => {
    expect(measureParts('30x37')).toEqual(['30', 'x', '37']);
    expect(measureParts('500ml')).toEqual(['500', 'ml']);
    expect(measureParts('1l')).toEqual(['1', 'l']);
    expect(measureParts('2ply')).toEqual(['2', 'ply']);
    expect(measureParts('a4')).toEqual(['a', '4']);
  });

  it('leave a word of letters alone, or of digits', () => {
    expect(measureParts('tape')).toBeNull();
    expect(measureParts('झाड़ू')).toBeNull();
    expect(measureParts('48')).toBeNull();
  });
});

describe('units typed in full', () => {
  it('name the unit the titles abbreviate', () => {
    expect(unitOf('litre')).toBe('l');
    expect(unitOf('ltr')).toBe('l');
    expect(unitOf('grams')).toBe('g');
    expect(unitOf('mtr')).toBe('m');
    expect(unitOf('kgs')).toBe('kg');
  });

  it('and nothing for other words, or for the unit itself', () => {
    expect(unitOf('tape')).toBeUndefined();
    expect(unitOf('l')).toBeUndefined();
    expect(unitOf('inch')).toBeUndefined();
  });
});

describe("a product's search keywords", () => {
  it('keeps their words as a query reads them: lower-cased, each once, one space apart, in any script', () => {
    expect(normaliseKeywords('Pocha, POCHHA;  poncha\npocha')).toBe('pocha pochha poncha');
    expect(normaliseKeywords('झाड़ू, jhadu')).toBe('झाड़ू'.normalize('NFKC') + ' jhadu');
    expect(normaliseKeywords(' , ')).toBe('');
  });

  it('refuses more than 250 characters of words, counting them as kept', () => {
    // 22 distinct words of 10 letters and one of 8: 228 letters and 22 spaces, exactly 250.
    const words = Array.from({ length: 22 }, (_, i) => `keyword${String.fromCharCode(97 + i)}xy`);
    const fits = [...words, 'lastword'].join(', ');
    expect(normaliseKeywords(fits)).toHaveLength(250);
    expect(keywordsProblem(fits)).toBeNull();
    // A repeated word is kept once, so it costs nothing.
    expect(keywordsProblem(`${fits}, LASTWORD`)).toBeNull();
    expect(keywordsProblem(`${fits}, x1`)).toBe('must be at most 250 characters of words (these are 253)');
  });
});
