import { describe, expect, it } from 'vitest';
import {
  autoSelection,
  checkLineVariant,
  defaultSize,
  isColourKey,
  isSizeKey,
  needsSizeChoice,
  onlySizeIsOneSize,
  variantLabel,
  itemName,
} from './variants.ts';

describe('size and colour keys', () => {
  it('reads size or sizes in any case as the sizes', () => {
    for (const key of ['size', 'Sizes', ' SIZE ']) expect(isSizeKey(key), key).toBe(true);
    expect(isSizeKey('size_chart')).toBe(false);
  });

  it('reads color, colors, colour or colours in any case as the colours', () => {
    for (const key of ['color', 'Colors', 'colour', 'COLOURS']) expect(isColourKey(key), key).toBe(true);
    expect(isColourKey('colourfast')).toBe(false);
  });
});

describe('One Size', () => {
  it("preselects 'One Size' when it is the only size", () => {
    expect(onlySizeIsOneSize({ sizes: ['One Size'] })).toBe(true);
    expect(defaultSize({ sizes: ['One Size'] })).toBe('One Size');
    expect(defaultSize({ sizes: ['one size'] })).toBe('one size');
  });

  it('preselects nothing when there are other sizes or a single other size', () => {
    expect(defaultSize({ sizes: ['One Size', 'XL'] })).toBeUndefined();
    expect(defaultSize({ sizes: ['M'] })).toBeUndefined();
    expect(defaultSize({ sizes: [] })).toBeUndefined();
    expect(onlySizeIsOneSize({ sizes: ['M'] })).toBe(false);
  });
});

describe('autoSelection', () => {
  it('chooses a size and a colour when each has exactly one option', () => {
    expect(autoSelection({ sizes: ['M'], colors: ['Red'] })).toEqual({
      selectedSize: 'M',
      selectedColor: 'Red',
    });
  });

  it('chooses nothing where there are several options or none', () => {
    expect(autoSelection({ sizes: ['S', 'M'], colors: [] })).toEqual({});
    expect(autoSelection({ sizes: [], colors: ['Red', 'Blue'] })).toEqual({});
    expect(autoSelection({ sizes: ['S', 'M'], colors: ['Red'] })).toEqual({ selectedColor: 'Red' });
  });
});

describe('needsSizeChoice', () => {
  it('asks for a size when the product has sizes and none is chosen', () => {
    expect(needsSizeChoice({ sizes: ['S', 'M'] }, undefined)).toBe(true);
    expect(needsSizeChoice({ sizes: ['M'] }, undefined)).toBe(true);
    expect(needsSizeChoice({ sizes: ['One Size'] }, undefined)).toBe(true);
  });

  it('is answered by any of the sizes, and never by one the product does not have', () => {
    expect(needsSizeChoice({ sizes: ['S', 'M'] }, 'M')).toBe(false);
    expect(needsSizeChoice({ sizes: ['S', 'M'] }, 'XL')).toBe(true);
    expect(needsSizeChoice({ sizes: ['S', 'M'] }, '')).toBe(true);
  });

  it('never asks when the product has no sizes', () => {
    expect(needsSizeChoice({ sizes: [] }, undefined)).toBe(false);
  });

  it('is answered by the preselections: One Size on the page, a single size on the card', () => {
    const oneSize = { sizes: ['One Size'], colors: [] };
    expect(needsSizeChoice(oneSize, defaultSize(oneSize))).toBe(false);
    const single = { sizes: ['M'], colors: ['Red', 'Blue'] };
    expect(needsSizeChoice(single, autoSelection(single).selectedSize)).toBe(false);
    expect(needsSizeChoice(single, defaultSize(single))).toBe(true);
  });
});

describe('checkLineVariant', () => {
  const gloves = { title: 'Nitrile Gloves', sizes: ['S', 'M', 'L'], colors: ['Blue', 'Black'] };
  const gun = { title: 'Tape Gun', sizes: ['One Size'], colors: [] };
  const box = { title: 'Mailer Box', sizes: [], colors: ['Brown'] };

  it('records the size and colour as the product spells them', () => {
    expect(checkLineVariant(gloves, { size: ' m ', color: 'BLACK' })).toEqual({
      ok: true,
      variant: { size: 'M', color: 'Black' },
    });
  });

  it('fills in an only size or colour, and leaves out what the product does not have', () => {
    expect(checkLineVariant(gun, {})).toEqual({ ok: true, variant: { size: 'One Size' } });
    expect(checkLineVariant(box, {})).toEqual({ ok: true, variant: { color: 'Brown' } });
    expect(checkLineVariant(gloves, { size: 'S' })).toEqual({ ok: true, variant: { size: 'S' } });
  });

  it.each([
    [gloves, {}, "Choose a size of 'Nitrile Gloves' (sizes: S, M, L)"],
    [gloves, { size: 'XL' }, "'Nitrile Gloves' has no size 'XL' (sizes: S, M, L)"],
    [gloves, { size: 'S', color: 'Red' }, "'Nitrile Gloves' has no colour 'Red' (colours: Blue, Black)"],
    [box, { size: 'L' }, "'Mailer Box' comes in one size only; leave the size out"],
    [gun, { color: 'Red' }, "'Tape Gun' comes in one colour only; leave the colour out"],
  ])('refuses a line the product cannot be ordered as (%#)', (product, line, message) => {
    expect(checkLineVariant(product, line)).toEqual({ ok: false, message });
  });
});

describe('variantLabel', () => {
  it('names the size and colour a line has, and nothing for a line without', () => {
    expect(variantLabel({ size: '12 x 10 x 8 in', color: 'Brown' })).toBe(
      'Size: 12 x 10 x 8 in · Colour: Brown',
    );
    expect(variantLabel({ color: 'White' })).toBe('Colour: White');
    expect(variantLabel({})).toBe('');
  });
});

describe('itemName', () => {
  it('names the product as ordered, from a line as the screens or the database keep it', () => {
    expect(itemName({ productTitle: 'Nitrile Gloves', size: 'M' })).toBe('Nitrile Gloves (Size: M)');
    expect(itemName({ productTitle: 'Stretch Film', size: null, color: 'Clear' })).toBe(
      'Stretch Film (Colour: Clear)',
    );
    expect(itemName({ productTitle: 'Brown Tape', size: null, color: null })).toBe('Brown Tape');
  });
});
