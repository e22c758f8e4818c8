import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('keeps lower-case words and digits joined by single hyphens', () => {
    expect(slugify('Corrugated Box 3-Ply, 12 x 10 x 8 in (Pack of 25)')).toBe(
      'corrugated-box-3-ply-12-x-10-x-8-in-pack-of-25',
    );
  });

  it("drops '&' like any other sign, as the store's category picture addresses do", () => {
    expect(slugify('Packaging & Shipping Products')).toBe('packaging-shipping-products');
    expect(slugify('HouseHold Supplies')).toBe('household-supplies');
  });

  it('keeps the letter of an accented one and trims signs at either end', () => {
    expect(slugify('  Café Napkins!  ')).toBe('cafe-napkins');
    expect(slugify('Flat Microfibre Mop with 360° Head')).toBe('flat-microfibre-mop-with-360-head');
  });

  it('gives an empty slug for a text without letters or digits', () => {
    expect(slugify('&  —  &')).toBe('');
  });
});
