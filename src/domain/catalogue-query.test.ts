import { describe, expect, it } from 'vitest';
import { productListParams, productsHeading } from './catalogue-query.ts';

describe('productsHeading', () => {
  const store = ['HouseHold Supplies', 'Packaging & Shipping Products'];

  it('shows the parent category when one is chosen', () => {
    expect(productsHeading({ category: 'men', parentCategory: 'Kurtas' })).toBe('Kurtas');
  });

  it("names the men's and women's categories", () => {
    expect(productsHeading({ category: 'men' })).toBe("Men's Ethnic Wear");
    expect(productsHeading({ category: 'women' })).toBe("Women's Ethnic Wear");
  });

  it("uses the store's own spelling of a category", () => {
    expect(productsHeading({ category: 'household supplies' }, store)).toBe('HouseHold Supplies');
  });

  it('capitalises each word of any other category', () => {
    expect(productsHeading({ category: 'cleaning tools' }, store)).toBe('Cleaning Tools');
    expect(productsHeading({ category: 'accessories' })).toBe('Accessories');
  });

  it('shows All Products without a category', () => {
    expect(productsHeading({})).toBe('All Products');
    expect(productsHeading({ category: '', parentCategory: ' ' })).toBe('All Products');
  });
});

describe('productListParams', () => {
  it('asks for page 1 of 12 without filters', () => {
    expect(productListParams({})).toEqual({ page: '1', limit: '12' });
  });

  it('passes the page, category and parent category', () => {
    expect(
      productListParams({ page: 3, category: 'household supplies', parentCategory: 'Cleaning' }),
    ).toEqual({
      page: '3',
      limit: '12',
      category: 'household supplies',
      parentCategory: 'Cleaning',
    });
  });

  it('adds the gender for men and women', () => {
    expect(productListParams({ category: 'men' })).toMatchObject({ category: 'men', gender: 'Men' });
    expect(productListParams({ category: 'women' })).toMatchObject({ category: 'women', gender: 'Women' });
  });

  it('adds the accessories filter', () => {
    expect(productListParams({ category: 'accessories' })).toMatchObject({
      filter: 'Accessories,Personal Care,Home,null,Unisex',
    });
  });

  it('adds featured only when set', () => {
    expect(productListParams({ featured: true }).featured).toBe('true');
    expect(productListParams({ featured: 'true' }).featured).toBe('true');
    expect(productListParams({ featured: false })).not.toHaveProperty('featured');
  });

  it('leaves out empty filters and a bad page', () => {
    expect(productListParams({ page: 0, category: ' ', parentCategory: null })).toEqual({
      page: '1',
      limit: '12',
    });
  });
});
