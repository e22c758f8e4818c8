import { describe, expect, it } from 'vitest';
import { invoiceHref } from './invoice-route.ts';

describe('invoiceHref', () => {
  it('names the order, and the contact only for a tracked order', () => {
    expect(invoiceHref('ORD-7K2M9XQ4')).toBe('/invoice?order=ORD-7K2M9XQ4');
    expect(invoiceHref('ORD-7K2M9XQ4', 'asha+shop@example.in')).toBe(
      '/invoice?order=ORD-7K2M9XQ4&contact=asha%2Bshop%40example.in',
    );
  });
});
