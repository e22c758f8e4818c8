import { describe, expect, it } from 'vitest';
import { productAsServed, type ProductAsServedInput } from '../contract/product.ts';
import { featuredAttribute, isFeatured, isOnSale, payablePrice, toProduct } from './product.ts';

const served = (overrides: Partial<ProductAsServedInput> = {}) =>
  productAsServed.parse({ id: 'p-1', title: 'Bubble Wrap Roll', category: 'packaging', ...overrides });

const attr = (key: string, ...value: string[]) => ({ key, value });

describe('toProduct', () => {
  it('takes the name from the title and keeps id, description and category', () => {
    const p = toProduct(served({ description: 'Strong', parentCategory: 'Packaging & Shipping Products' }));
    expect(p).toMatchObject({
      id: 'p-1',
      name: 'Bubble Wrap Roll',
      description: 'Strong',
      category: 'packaging',
      parentCategory: 'Packaging & Shipping Products',
    });
  });

  it('uses the discounted price and keeps the regular one as the original price', () => {
    const p = toProduct(served({ regularPrice: 500, discountedPrice: 399.5 }));
    expect(p.price).toBe(399.5);
    expect(p.originalPrice).toBe(500);
  });

  it('uses the regular price without an original price when there is no discount', () => {
    const p = toProduct(served({ regularPrice: 500 }));
    expect(p.price).toBe(500);
    expect(p.originalPrice).toBeUndefined();
  });

  it('prices a product with neither price at 0', () => {
    expect(toProduct(served()).price).toBe(0);
  });

  it('reads a discounted price of 0 next to a regular price as no discount, not as free', () => {
    const p = toProduct(served({ regularPrice: 500, discountedPrice: 0 }));
    expect(p.price).toBe(500);
    expect(p.originalPrice).toBeUndefined();
  });

  it('accepts prices served as numeric strings', () => {
    expect(toProduct(served({ regularPrice: '250.00', discountedPrice: '199.99' })).price).toBe(199.99);
  });

  it('takes the image from imgUrl, else the first image, else empty', () => {
    const images = [{ url: 'a.jpg' }, { url: 'b.jpg' }];
    expect(toProduct(served({ imgUrl: 'main.jpg', images })).image).toBe('main.jpg');
    expect(toProduct(served({ images })).image).toBe('a.jpg');
    expect(toProduct(served({ imgUrl: '', images })).image).toBe('a.jpg');
    expect(toProduct(served()).image).toBe('');
  });

  it('lists every image once, imgUrl first', () => {
    const p = toProduct(
      served({ imgUrl: 'b.jpg', images: [{ url: 'a.jpg' }, { url: 'b.jpg' }, { url: '' }] }),
    );
    expect(p.images).toEqual(['b.jpg', 'a.jpg']);
  });

  it("keeps each picture's widths (a photo's srcSet) by its address, and drops an unreadable one", () => {
    const srcSet = 'a-320.webp 320w, a-640.webp 640w';
    const p = toProduct(
      served({
        images: [{ url: 'a-640.webp', srcSet }, { url: 'b.svg' }, { url: 'c.svg', srcSet: 7 }] as never,
      }),
    );
    expect(p.images).toEqual(['a-640.webp', 'b.svg', 'c.svg']);
    expect(p.srcSets).toEqual({ 'a-640.webp': srcSet });
    expect(toProduct(served({ images: [{ url: 'b.svg' }] })).srcSets).toBeUndefined();
  });

  it('is featured when an attribute named featured holds true, in any case', () => {
    expect(toProduct(served({ attributes: [attr('featured', 'true')] })).featured).toBe(true);
    expect(toProduct(served({ attributes: [attr('Featured', 'TRUE')] })).featured).toBe(true);
    expect(toProduct(served({ attributes: [attr('featured', 'false')] })).featured).toBe(false);
    expect(toProduct(served({ attributes: [attr('popular', 'true')] })).featured).toBe(false);
    expect(toProduct(served()).featured).toBe(false);
  });

  it('reads a served boolean true as featured', () => {
    expect(toProduct(served({ attributes: [{ key: 'featured', value: [true] }] })).featured).toBe(true);
  });

  it('takes sizes from a size or sizes attribute in any case', () => {
    expect(toProduct(served({ attributes: [attr('Size', 'S', 'M')] })).sizes).toEqual(['S', 'M']);
    expect(toProduct(served({ attributes: [attr('SIZES', 'One Size')] })).sizes).toEqual(['One Size']);
    expect(toProduct(served({ attributes: [attr('weight', '1')] })).sizes).toEqual([]);
  });

  it('takes colours from color, colors, colour or colours in any case', () => {
    for (const key of ['color', 'Colors', 'colour', 'COLOURS']) {
      expect(toProduct(served({ attributes: [attr(key, 'Red', 'Blue')] })).colors).toEqual(['Red', 'Blue']);
    }
    expect(toProduct(served()).colors).toEqual([]);
  });

  it('keeps the served attributes and creation date', () => {
    const attributes = [attr('material', 'Plastic')];
    const p = toProduct(served({ attributes, createdAt: '2025-01-05T00:00:00Z' }));
    expect(p.attributes).toEqual([{ key: 'material', value: ['Plastic'] }]);
    expect(p.createdAt).toBe('2025-01-05T00:00:00Z');
  });
});

describe('isOnSale', () => {
  it('is on sale when the price is below the original price', () => {
    expect(isOnSale({ price: 399, originalPrice: 500 })).toBe(true);
  });

  it('is not on sale without an original price or when the price is not lower', () => {
    expect(isOnSale({ price: 399 })).toBe(false);
    expect(isOnSale({ price: 500, originalPrice: 500 })).toBe(false);
    expect(isOnSale({ price: 600, originalPrice: 500 })).toBe(false);
  });
});

describe('isFeatured', () => {
  it('reads the served input too: numbers, booleans, a missing value or no attributes', () => {
    expect(isFeatured([{ key: ' FEATURED ', value: [true] }])).toBe(true);
    expect(isFeatured([{ key: 'featured', value: ['yes', 'True'] }])).toBe(true);
    expect(isFeatured([{ key: 'featured', value: [1] }])).toBe(false);
    expect(isFeatured([{ key: 'featured', value: null }])).toBe(false);
    expect(isFeatured(undefined)).toBe(false);
  });

  it('reads only the first attribute named featured', () => {
    expect(isFeatured([attr('featured', 'false'), attr('featured', 'true')])).toBe(false);
  });

  it('reads the attribute the server serves for its featured flag as featured', () => {
    expect(isFeatured([featuredAttribute()])).toBe(true);
    expect(toProduct(served({ attributes: [featuredAttribute()] })).featured).toBe(true);
  });
});

describe('payablePrice', () => {
  it('is the same rule in paise as in rupees', () => {
    expect(payablePrice(50_000, 39_950)).toBe(39_950);
    expect(payablePrice(50_000, null)).toBe(50_000);
    expect(payablePrice(50_000, 0)).toBe(50_000);
    expect(payablePrice(undefined, undefined)).toBe(0);
  });

  it('keeps a discount of 0 when there is no positive regular price to fall back on', () => {
    expect(payablePrice(0, 0)).toBe(0);
    expect(payablePrice(undefined, 0)).toBe(0);
  });
});
