import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  loginPath,
  registerPath,
  RETURN_PARAM,
  paymentHref,
  productHref,
  safeReturnPath,
  trackHref,
} from './routes.ts';

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
