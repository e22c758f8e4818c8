import { describe, expect, it } from 'vitest';
import { emailBase, orderEmails } from '../mocks/fixtures/emails.ts';
import { renderOrderEmail } from './render.ts';

describe('renderOrderEmail', () => {
  it.each([
    ['placed', 'Order ORD-5T9W4NB6 placed'],
    ['paid', 'Payment received for order ORD-5T9W4NB6'],
    ['shipped', 'Your order ORD-5T9W4NB6 has shipped'],
    ['delivered', 'Your order ORD-5T9W4NB6 has been delivered'],
    ['cancelled', 'Order ORD-5T9W4NB6 cancelled'],
  ])('%s: subject, and both parts name every line with its size and colour in rupees', (kind, subject) => {
    const mail = renderOrderEmail(orderEmails[kind]!);
    expect(mail.subject).toBe(subject);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('ORD-5T9W4NB6');
      expect(part).toContain('Size: 10 x 12 in · Colour: White');
      expect(part).toContain('₹1,348.50'); // 3 x ₹449.50
      expect(part).toContain('₹2,446.50');
      expect(part).toContain('Goregaon Industrial Estate');
      expect(part).toContain('support@guptasupply.in');
      expect(part).toContain('+91 98200 12345'); // stored as +919820012345
    }
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('gives the courier, the AWB and the tracking link when shipped', () => {
    const { html, text } = renderOrderEmail(orderEmails.shipped!);
    expect(html).toContain('href="https://www.delhivery.com/track-v2/package/1234567890123"');
    expect(text).toContain('Delhivery, AWB 1234567890123');
    expect(text).toContain('Track your parcel: https://www.delhivery.com/track-v2/package/1234567890123');
  });

  it('gives the reason, and the refund only when the order had been paid', () => {
    expect(renderOrderEmail(orderEmails.cancelled!).text).toContain('Nothing was charged.');
    const refunded = renderOrderEmail(orderEmails.cancelledAfterPayment!).text;
    expect(refunded).toContain('Reason: Want to change items or quantities');
    expect(refunded).toContain('Your payment of ₹2,446.50 will be refunded');
  });

  it('escapes what shoppers typed, and keeps the subject on one line', () => {
    const mail = renderOrderEmail({
      ...emailBase,
      kind: 'placed',
      order: {
        ...emailBase.order,
        id: 'ORD-1\r\nBcc: x@evil.example',
        lines: [{ title: '<script>alert(1)</script>', quantity: 1, unitPrice: 10 }],
        shippingAddress: { ...emailBase.order.shippingAddress, fullName: '<b>Priya</b>' },
      },
    });
    expect(mail.subject).toBe('Order ORD-1 Bcc: x@evil.example placed');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<b>Priya</b>');
  });
});
