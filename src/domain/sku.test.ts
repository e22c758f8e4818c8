import { describe, expect, it } from 'vitest';
import { MAX_SKU_LENGTH } from '../contract/limits.ts';
import { nextSkus, normalizeSku, sizeCode, skuFamily, skuProblem, skuReadings, variantSku } from './sku.ts';

describe('normalizeSku', () => {
  it('keeps a SKU as typed in upper case, without the spaces around it', () => {
    expect(normalizeSku('  tap-001 ')).toBe('TAP-001');
    expect(normalizeSku('Glo-002-m\t')).toBe('GLO-002-M');
  });

  it('leaves the inside alone, for skuProblem to judge', () => {
    expect(normalizeSku(' tap 001 ')).toBe('TAP 001');
    expect(normalizeSku('   ')).toBe('');
  });
});

describe('skuProblem', () => {
  it('accepts letters and digits in groups joined by single hyphens', () => {
    for (const sku of ['TAP-001', 'GLO-002-M', 'ACME48', '3M-1-10X12', 'A'])
      expect(skuProblem(sku), sku).toBeUndefined();
  });

  it('refuses spaces, signs, empty groups and lower case, naming the SKU', () => {
    expect(skuProblem('TAP 001')).toBe(
      "'TAP 001' is not a SKU: use letters and digits in groups joined by hyphens, like TAP-003",
    );
    for (const sku of ['TAP--001', '-TAP', 'TAP-', 'TAP_001', 'TAP/001', 'tap-001', ''])
      expect(skuProblem(sku), sku).toMatch(/is not a SKU/);
  });

  it(`takes up to ${MAX_SKU_LENGTH} characters`, () => {
    expect(skuProblem('A'.repeat(MAX_SKU_LENGTH))).toBeUndefined();
    expect(skuProblem('A'.repeat(MAX_SKU_LENGTH + 1))).toBe(`a SKU has at most ${MAX_SKU_LENGTH} characters`);
  });
});

describe('skuFamily', () => {
  it("is the parent category's first three letters, upper case", () => {
    expect(skuFamily('Tapes')).toBe('TAP');
    expect(skuFamily('Gloves & Safety')).toBe('GLO');
    expect(skuFamily('Tissue & Paper')).toBe('TIS');
  });

  it('skips what is not a letter, so categories may share a family', () => {
    expect(skuFamily('3 Ply Boxes')).toBe('PLY');
    expect(skuFamily('Café')).toBe('CAF');
    expect(skuFamily('Cleaning Tools')).toBe(skuFamily('Cleaning'));
    expect(skuFamily('Ox')).toBe('OX');
  });

  it("is 'SKU' for a category without letters", () => {
    expect(skuFamily('')).toBe('SKU');
    expect(skuFamily('123 & 456')).toBe('SKU');
  });
});

describe('nextSkus', () => {
  it('numbers new products in their families, from 001, in the order given', () => {
    expect(nextSkus([], ['Tapes', 'Tapes', 'Corrugated Boxes', 'Tapes'])).toEqual([
      'TAP-001',
      'TAP-002',
      'COR-001',
      'TAP-003',
    ]);
    expect(nextSkus([], [])).toEqual([]);
  });

  it("continues after the family's highest, leaving gaps as they are", () => {
    const taken = ['TAP-001', 'TAP-014', 'TAP-003', 'GLO-002'];
    expect(nextSkus(taken, ['Tapes', 'Gloves & Safety', 'Tapes'])).toEqual(['TAP-015', 'GLO-003', 'TAP-016']);
  });

  it('passes 999 with a fourth digit', () => {
    expect(nextSkus(['TAP-999'], ['Tapes', 'Tapes'])).toEqual(['TAP-1000', 'TAP-1001']);
  });

  it("ignores SKUs the owner gave that are not a family's numbers", () => {
    const taken = ['ACME-TAPE-48', 'TAP-020-M', 'TAP-X7', 'TAPE48', 'TAP-002'];
    expect(nextSkus(taken, ['Tapes'])).toEqual(['TAP-003']);
  });

  it("numbers a category without letters in the 'SKU' family", () => {
    expect(nextSkus(['SKU-004'], ['', '42'])).toEqual(['SKU-005', 'SKU-006']);
  });

  it('shares the numbers of categories with the same first letters', () => {
    expect(nextSkus(['CLE-022'], ['Cleaning Tools', 'Cleaning'])).toEqual(['CLE-023', 'CLE-024']);
  });

  it('takes any iterable of SKUs, and never answers one already taken', () => {
    const taken = new Set(['KIT-001', 'KIT-002']);
    const skus = nextSkus(taken.values(), ['Kitchen', 'Kitchen']);
    expect(skus).toEqual(['KIT-003', 'KIT-004']);
    expect(skus.some((s) => taken.has(s))).toBe(false);
    expect([...taken]).toEqual(['KIT-001', 'KIT-002']);
  });
});

describe('sizeCode', () => {
  it("is a size's letters and digits, upper case", () => {
    expect(sizeCode('M')).toBe('M');
    expect(sizeCode('xl')).toBe('XL');
    expect(sizeCode('One Size')).toBe('ONESIZE');
    expect(sizeCode('10 x 12')).toBe('10X12');
    expect(sizeCode('9.5"')).toBe('95');
  });
});

describe('variantSku', () => {
  it("is the product's SKU and the size's code for a product with several sizes", () => {
    expect(variantSku('GLO-002', ['M', 'L', 'XL'], 'M')).toBe('GLO-002-M');
    expect(variantSku('BAG-003', ['10 x 12', '12 x 16'], '10 x 12')).toBe('BAG-003-10X12');
  });

  it("is the product's own with one size, none, or no size chosen", () => {
    expect(variantSku('TAP-014', ['One Size'], 'One Size')).toBe('TAP-014');
    expect(variantSku('TAP-001', [], undefined)).toBe('TAP-001');
    expect(variantSku('GLO-002', ['M', 'L'], undefined)).toBe('GLO-002');
  });
});

describe('skuReadings', () => {
  it('reads a SKU as a product, and as a product and size cut at its last hyphen', () => {
    expect(skuReadings('GLO-002-M')).toEqual([{ product: 'GLO-002-M' }, { product: 'GLO-002', size: 'M' }]);
    expect(skuReadings('TAP-001')).toEqual([{ product: 'TAP-001' }, { product: 'TAP', size: '001' }]);
  });

  it('has one reading for a SKU without a hyphen to cut at', () => {
    expect(skuReadings('ACME48')).toEqual([{ product: 'ACME48' }]);
    expect(skuReadings('-M')).toEqual([{ product: '-M' }]);
  });

  it("finds a size's SKU back as its product and size code", () => {
    const sizes = ['S', 'M', '10 x 12'];
    for (const size of sizes)
      expect(skuReadings(variantSku('BAG-003', sizes, size))).toContainEqual({
        product: 'BAG-003',
        size: sizeCode(size),
      });
  });
});
