import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATES_AND_UTS } from '../contract/address.ts';
import {
  addTaxed,
  amountInWords,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinMessages,
  gstinProblem,
  includedGst,
  includedGstOf,
  isGstRate,
  normaliseGstin,
  numberInWords,
  splitInclusive,
  stateOfGstCode,
  summariseByRate,
  taxOf,
  unitGst,
} from './gst.ts';

// Check characters worked by hand (and by an independent script) from INDIA.md's rule.
const MAHARASHTRA = '27AAPFU0939F1ZV';
const KARNATAKA = '29ABCDE1234F1ZW';
const DELHI = '07AAACR5055K1Z9';

describe('GSTIN', () => {
  it('accepts well-formed GSTINs whose check character adds up, in any case and spacing', () => {
    for (const gstin of [MAHARASHTRA, KARNATAKA, DELHI]) expect(gstinProblem(gstin)).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(gstinProblem('27 AAPFU 0939 F1ZV')).toBeNull();
    expect(normaliseGstin('27aapfu0939f1zv')).toBe(MAHARASHTRA);
  });

  it('computes the check character of the first 14 characters', () => {
    expect(gstinCheckCharacter(MAHARASHTRA.slice(0, 14))).toBe('V');
    expect(gstinCheckCharacter(KARNATAKA.slice(0, 14))).toBe('W');
    expect(gstinCheckCharacter(DELHI.slice(0, 14))).toBe('9');
  });

  it('says exactly what is wrong', () => {
    expect(gstinProblem('')).toBe(gstinMessages.length(0));
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(gstinMessages.length(14));
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(gstinMessages.shape); // the 14th must be Z
    expect(gstinProblem('2XAAPFU0939F1ZV')).toBe(gstinMessages.shape);
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(gstinMessages.stateCode('99'));
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(gstinMessages.check);
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe(gstinMessages.check); // two neighbours swapped
  });

  it('must be registered in the billing address’s state', () => {
    expect(gstinProblem(MAHARASHTRA, 'Maharashtra')).toBeNull();
    expect(gstinProblem(MAHARASHTRA, 'Karnataka')).toBe(
      gstinMessages.state('27', 'Maharashtra', 'Karnataka'),
    );
    expect(gstinMessages.state('27', 'Maharashtra', 'Karnataka')).toContain('registered in Maharashtra');
  });

  it('catches every single mistyped character', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...alphabet), (at, c) => {
        fc.pre(c !== MAHARASHTRA[at]);
        const typo = MAHARASHTRA.slice(0, at) + c + MAHARASHTRA.slice(at + 1);
        expect(gstinProblem(typo)).not.toBeNull();
      }),
    );
  });

  it('has a code for every state and union territory the address form offers, each its own', () => {
    for (const state of STATES_AND_UTS) expect(GST_STATE_CODES[state]).toMatch(/^\d{2}$/);
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(stateOfGstCode('29')).toBe('Karnataka');
    expect(stateOfGstCode('97')).toBe('Other Territory');
    expect(stateOfGstCode('25')).toBeUndefined();
  });
});

describe('splitting a GST-inclusive amount', () => {
  it('splits at the rate: within the state into equal CGST and SGST, across states into IGST', () => {
    expect(splitInclusive(11_800, 18, true)).toEqual({ taxable: 10_000, cgst: 900, sgst: 900, igst: 0 });
    expect(splitInclusive(11_800, 18, false)).toEqual({ taxable: 10_000, cgst: 0, sgst: 0, igst: 1_800 });
    expect(splitInclusive(24_950, 5, false)).toEqual({ taxable: 23_762, cgst: 0, sgst: 0, igst: 1_188 });
    expect(splitInclusive(24_950, 5, true)).toEqual({ taxable: 23_762, cgst: 594, sgst: 594, igst: 0 });
    expect(splitInclusive(9_900, 0, true)).toEqual({ taxable: 9_900, cgst: 0, sgst: 0, igst: 0 });
    expect(includedGst(11_800, 18)).toBe(1_800);
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => splitInclusive(-1, 18, true)).toThrow(RangeError);
    expect(() => splitInclusive(10.5, 18, true)).toThrow(RangeError);
    expect(() => splitInclusive(100, 18.001, true)).toThrow(RangeError);
    expect(isGstRate(0.25)).toBe(true);
    expect(isGstRate(-5)).toBe(false);
    expect(isGstRate(Number.NaN)).toBe(false);
  });

  const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40);
  const amount = fc.integer({ min: 0, max: 10_000_000_00 });

  it('always adds back to the amount, CGST equals SGST, and tax is the rate of the taxable value to the paisa', () => {
    fc.assert(
      fc.property(amount, rate, fc.boolean(), (paise, r, intra) => {
        const split = splitInclusive(paise, r, intra);
        expect(split.taxable + taxOf(split)).toBe(paise);
        expect(split.cgst).toBe(split.sgst);
        if (intra) expect(split.igst).toBe(0);
        else expect(split.cgst).toBe(0);
        // Each head is rounded to paise: within a paisa (per head) of the exact tax.
        expect(Math.abs(taxOf(split) - (split.taxable * r) / 100)).toBeLessThanOrEqual(intra ? 2 : 1.01);
      }),
    );
  });

  it('sums lines per rate without losing a paisa', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, rate), { maxLength: 20 }), fc.boolean(), (lines, intra) => {
        const taxed = lines.map(([paise, r]) => ({ ...splitInclusive(paise, r, intra), rate: r }));
        const byRate = summariseByRate(taxed);
        const total = addTaxed(byRate);
        expect(total.taxable + taxOf(total)).toBe(lines.reduce((s, [p]) => s + p, 0));
        expect(byRate.map((r) => r.rate)).toEqual(
          [...new Set(lines.map(([, r]) => r))].sort((a, b) => a - b),
        );
        expect(total.cgst).toBe(total.sgst);
      }),
    );
  });
});

describe('the GST a GST-inclusive cart includes', () => {
  it('adds each line’s, in all and per rate (rupees), and says nothing while a rate is unknown', () => {
    expect(
      includedGstOf([
        { amount: 11_800, rate: 18 },
        { amount: 10_500, rate: 5 },
        { amount: 2_500, rate: 0 },
      ]),
    ).toEqual({
      gst: 23,
      byRate: [
        { rate: 0, taxable: 25, tax: 0 },
        { rate: 5, taxable: 100, tax: 5 },
        { rate: 18, taxable: 100, tax: 18 },
      ],
    });
    expect(
      includedGstOf([
        { amount: 11_800, rate: 18 },
        { amount: 10_500, rate: undefined },
      ]),
    ).toBeUndefined();
    expect(includedGstOf([])).toBeUndefined();
  });
});

describe("the GST in one unit's price, as the product page states it", () => {
  it('gives the rate and the rupees of GST a GST-inclusive price holds', () => {
    expect(unitGst(118, 18)).toEqual({ rate: 18, gst: 18 });
    expect(unitGst(190, 18)).toEqual({ rate: 18, gst: 28.98 });
    expect(unitGst(105, 5)).toEqual({ rate: 5, gst: 5 });
    expect(unitGst(249.5, 12)).toEqual({ rate: 12, gst: 26.73 });
  });

  it('says nothing of a rate it does not know, a nil rate or a price of nothing', () => {
    expect(unitGst(190, undefined)).toBeUndefined();
    expect(unitGst(190, 0)).toBeUndefined();
    expect(unitGst(190, 100.5)).toBeUndefined();
    expect(unitGst(0, 18)).toBeUndefined();
  });
});

describe('amount in words', () => {
  it('uses Indian numbering', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(50)).toBe('Fifty Paise Only');
    expect(amountInWords(1)).toBe('One Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    );
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(12_34_56_789_05)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    );
    expect(numberInWords(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
    expect(numberInWords(110)).toBe('One Hundred Ten');
    expect(numberInWords(100_001)).toBe('One Lakh One');
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
