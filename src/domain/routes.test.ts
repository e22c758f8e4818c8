import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  loginPath,
  registerPath,
  RETURN_PARAM,
  POLICY_SLUGS,
  paymentHref,
  productHref,
  productListParams,
  productsHeading,
  RESERVED_WORDS,
  resolveSlug,
  safeReturnPath,
  trackHref,
} from './routes.ts';

describe('resolveSlug', () => {
  it.each(['terms', 'privacy', 'refund', 'return', 'shipping', 'about'])('opens the %s policy', (slug) => {
    expect(resolveSlug(slug)).toBe(slug);
  });

  it('sends reserved words to 404', () => {
    for (const word of RESERVED_WORDS) expect(resolveSlug(word)).toBeNull();
    expect(RESERVED_WORDS).toContain('track-order');
    expect(RESERVED_WORDS).toContain('404');
  });

  it('sends unknown slugs and other spellings to 404', () => {
    for (const slug of ['faq', 'Terms', 'terms ', '', 'terms/x']) expect(resolveSlug(slug)).toBeNull();
  });

  it('has exactly the six policy slugs', () => {
    expect(POLICY_SLUGS).toEqual(['terms', 'privacy', 'refund', 'return', 'shipping', 'about']);
  });
});

describe('categoryHref', () => {
  it('links to the lower-cased, URL-encoded category', () => {
    expect(categoryHref('Packaging & Shipping Products')).toBe(
      '/products?category=packaging%20%26%20shipping%20products',
    );
    expect(categoryHref('HouseHold Supplies')).toBe('/products?category=household%20supplies');
  });
});

describe('productHref', () => {
  it('links to /product/{id}, the id URL-encoded', () => {
    expect(productHref('a1b2c3d4-0001-4000-8000-000000000001')).toBe(
      '/product/a1b2c3d4-0001-4000-8000-000000000001',
    );
    expect(productHref('7/8 #1')).toBe('/product/7%2F8%20%231');
  });
});

describe('order links', () => {
  it('links to payment and tracking with the order id', () => {
    expect(paymentHref('ORD 1/2')).toBe('/payment?orderId=ORD%201%2F2');
    expect(trackHref('ORD-7K2M9XQ4')).toBe('/track-order?id=ORD-7K2M9XQ4');
  });
});

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

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/checkout?step=2')).toBe('/checkout?step=2');
    expect(safeReturnPath('/orders#latest')).toBe('/orders#latest');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    ' /x',
    '/x\nhttps://evil.com',
    '/\tevil',
    '/..//evil.com',
    'checkout',
  ])('sends %j home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('keeps an encoded double slash after a real slash as a harmless path', () => {
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('sends home when there is nothing', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });

  it('never returns to the sign-in pages', () => {
    for (const raw of ['/login', '/register', '/login?next=/cart', '/LOGIN', '/register/']) {
      expect(safeReturnPath(raw)).toBe('/');
    }
  });
});

describe('loginPath', () => {
  it('carries a same-site path and its query to /login', () => {
    expect(loginPath('/checkout')).toBe('/login?redirect=%2Fcheckout');
    expect(loginPath('/payment?orderId=ORD-1')).toBe('/login?redirect=%2Fpayment%3ForderId%3DORD-1');
  });

  it('drops another origin or a missing path', () => {
    expect(loginPath('https://evil.example')).toBe('/login');
    expect(loginPath(undefined)).toBe('/login');
  });

  it('round-trips through safeReturnPath', () => {
    const url = new URL(loginPath('/orders?x=1'), 'https://shop.in');
    expect(safeReturnPath(url.searchParams.get(RETURN_PARAM))).toBe('/orders?x=1');
  });
});

describe('registerPath', () => {
  it('carries the same return path to /register, and nothing for home or another origin', () => {
    expect(registerPath('/checkout')).toBe('/register?redirect=%2Fcheckout');
    expect(registerPath('/')).toBe('/register');
    expect(registerPath('//evil.example')).toBe('/register');
  });
});
