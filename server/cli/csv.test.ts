import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRow } from '../../src/domain/csv.ts';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('keeps a last line without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('csvRow', () => {
  it('writes text a spreadsheet would run as a formula with a leading quote, and numbers as they are', () => {
    expect(csvRow(['=1+2', '+91 98200 12345', '-12.50', '+5', '@SUM(A1)', '\tx', 'Asha', 399])).toBe(
      "'=1+2,'+91 98200 12345,-12.50,+5,'@SUM(A1),'\tx,Asha,399",
    );
    expect(csvRow(['=HYPERLINK("https://x.example","y")'])).toBe(
      '"\'=HYPERLINK(""https://x.example"",""y"")"',
    );
  });

  it('reads back as written, whatever the text', () => {
    const cell = fc
      .string({ unit: 'grapheme' })
      .filter((s) => !/^'[=+\-@\t\r]/.test(s) && !s.startsWith('\uFEFF'));
    fc.assert(
      fc.property(
        fc.array(cell, { minLength: 1, maxLength: 6 }).filter((r) => r.some((c) => c.trim() !== '')),
        (row) => {
          expect(parseCsv(`${csvRow(row)}\n`)).toEqual([row]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
