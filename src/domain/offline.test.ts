import { describe, expect, it } from 'vitest';
import { isCatalogueCall, isPrivatePage } from './offline.ts';

describe('what the service worker keeps for browsing offline', () => {
  it('never keeps one shopper’s pages: account, orders, checkout, payment and sign-in', () => {
    for (const path of [
      '/account',
      '/orders/A1B2',
      '/checkout',
      '/payment',
      '/payment/123',
      '/order-success',
      '/login',
    ])
      expect(isPrivatePage(path), path).toBe(true);
  });

  it('keeps the shop’s public pages, including ones whose names start like a private one', () => {
    for (const path of [
      '/',
      '/products',
      '/product/abc',
      '/cart',
      '/contact',
      '/track-order',
      '/accounts-policy',
    ])
      expect(isPrivatePage(path), path).toBe(false);
  });

  it('keeps the catalogue’s answers, never orders, payments, the account or checks', () => {
    for (const path of ['/api/v1/storeInfo', '/api/v1/products', '/api/v1/products/abc-123'])
      expect(isCatalogueCall(path), path).toBe(true);
    for (const path of [
      '/api/v1/orders',
      '/api/v1/payments/fields',
      '/api/v1/accountInfo',
      '/api/v1/products/abc/stock',
      '/api/v1/delivery/560001',
      '/products',
    ])
      expect(isCatalogueCall(path), path).toBe(false);
  });
});
