import { describe, expect, it } from 'vitest';
import { buildUpiLink, parseUpiLink } from './upi.ts';

const payment = {
  payeeVpa: 'gharsupplies@okaxis',
  payeeName: 'Ghar Supplies',
  amountRupees: 123.5,
  note: 'Order 42',
  reference: 'ORD-42',
};

describe('buildUpiLink', () => {
  it('builds the NPCI link with an amount of two decimals and INR', () => {
    expect(buildUpiLink(payment)).toBe(
      'upi://pay?pa=gharsupplies%40okaxis&pn=Ghar%20Supplies&am=123.50&cu=INR&tn=Order%2042&tr=ORD-42',
    );
  });

  it('URL-encodes every value', () => {
    const link = buildUpiLink({
      ...payment,
      payeeName: 'A&B = "Shop"',
      note: 'pay #1 + tax',
      reference: 'R/1?x',
    });
    expect(link).toContain('pn=A%26B%20%3D%20%22Shop%22');
    expect(link).toContain('tn=pay%20%231%20%2B%20tax');
    expect(link).toContain('tr=R%2F1%3Fx');
  });

  it('rounds the amount to the paisa', () => {
    expect(buildUpiLink({ ...payment, amountRupees: 1.005 })).toContain('am=1.01&');
    expect(buildUpiLink({ ...payment, amountRupees: 1500 })).toContain('am=1500.00&');
  });

  it('leaves out an empty note', () => {
    expect(buildUpiLink({ ...payment, note: '' })).not.toContain('tn=');
  });

  it('refuses a link without payee VPA, payee name or reference', () => {
    expect(() => buildUpiLink({ ...payment, payeeVpa: '' })).toThrow(/payee VPA/);
    expect(() => buildUpiLink({ ...payment, payeeVpa: 'not-a-vpa' })).toThrow(/name@bank/);
    expect(() => buildUpiLink({ ...payment, payeeName: ' ' })).toThrow(/payee name/);
    expect(() => buildUpiLink({ ...payment, reference: '' })).toThrow(/reference/);
  });

  it('refuses an amount that is not positive', () => {
    for (const amountRupees of [0, -5, Number.NaN, 0.001]) {
      expect(() => buildUpiLink({ ...payment, amountRupees })).toThrow(/positive/);
    }
  });
});

describe('parseUpiLink', () => {
  it('reads back what buildUpiLink wrote', () => {
    const tricky = { ...payment, payeeName: 'A&B = "Shop"', note: 'pay #1 + tax' };
    expect(parseUpiLink(buildUpiLink(tricky))).toEqual({
      pa: 'gharsupplies@okaxis',
      pn: 'A&B = "Shop"',
      am: '123.50',
      cu: 'INR',
      tn: 'pay #1 + tax',
      tr: 'ORD-42',
    });
  });

  it('is null for anything that is not a UPI payment link with a payee', () => {
    expect(parseUpiLink('https://example.com/?pa=x@y')).toBeNull();
    expect(parseUpiLink('upi://pay?pn=Shop')).toBeNull();
    expect(parseUpiLink('upi://pay?pa=x@y&pn=%E0%A4')).toBeNull();
  });
});
