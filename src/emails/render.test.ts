import { describe, expect, it } from 'vitest';
import { emailBase, orderEmails } from '../mocks/fixtures/emails.ts';
import { documentsToAttach, ORDER_EMAIL_KINDS } from './order-email.ts';
import { renderOrderEmail } from './render.ts';

describe('renderOrderEmail', () => {
  it.each([
    ['placed', 'Order ORD-5T9W4NB6 placed'],
    ['payReminder', 'Waiting for your payment: order ORD-5T9W4NB6'],
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

  it("links a customer's e-mail to a WhatsApp chat about the order, not the shop's own, nor without a number", () => {
    const chat =
      'https://wa.me/919876543210?text=Hello%2C%20I%20have%20a%20question%20about%20my%20order%20ORD-5T9W4NB6.';
    const shipped = renderOrderEmail(orderEmails.shipped!);
    expect(shipped.html).toContain(`<a href="${chat}" style="color:#60646c">WhatsApp</a>`);
    expect(shipped.text).toContain('\nWhatsApp: https://wa.me/919876543210\n');
    const owner = renderOrderEmail(orderEmails.ownerToPack!);
    for (const part of [owner.html, owner.text]) expect(part).not.toContain('wa.me');
    const { whatsapp: _none, ...noNumber } = emailBase.store;
    const without = renderOrderEmail({ ...orderEmails.shipped!, store: noNumber });
    for (const part of [without.html, without.text]) expect(part).not.toContain('WhatsApp');
  });

  it("reminds the shop of the e-way bill in its 'To pack' e-mail for goods over ₹50,000 only", () => {
    const bulk = renderOrderEmail(orderEmails.ownerToPackBulk!);
    for (const part of [bulk.html, bulk.text])
      expect(part).toContain('E-way bill: these goods are worth ₹63,890, over ₹50,000.');
    expect(renderOrderEmail(orderEmails.ownerToPack!).text).not.toContain('E-way bill');
    // The customer's own e-mail about the same order does not carry the shop's reminder.
    expect(renderOrderEmail({ ...orderEmails.ownerToPackBulk!, kind: 'paid' }).text).not.toContain('E-way');
  });

  it('says the day an order on its way should arrive by, in both parts, and only while it is on its way', () => {
    for (const kind of ['paid', 'confirmedCashOnDelivery', 'shipped', 'ownerToPack']) {
      const { html, text } = renderOrderEmail(orderEmails[kind]!);
      // Confirmed Wednesday 5 February 2025: five working days, Sunday left out.
      for (const part of [html, text]) expect(part).toContain('Expected delivery: by Tue, 11 Feb.');
    }
    const arrived = { ...orderEmails.delivered!, order: orderEmails.paid!.order };
    for (const data of [arrived, orderEmails.cancelled!, orderEmails.placed!])
      expect(renderOrderEmail(data).text).not.toContain('Expected delivery');
  });

  it('gives the courier, the AWB and the tracking link when shipped', () => {
    const { html, text } = renderOrderEmail(orderEmails.shipped!);
    expect(html).toContain('href="https://www.delhivery.com/track-v2/package/1234567890123"');
    expect(text).toContain('Delhivery, AWB 1234567890123');
    expect(text).toContain('Track your parcel: https://www.delhivery.com/track-v2/package/1234567890123');
    expect(text).not.toContain('E-way bill');
  });

  it("gives the e-way bill's number when the goods travel with one", () => {
    const { html, text } = renderOrderEmail(orderEmails.shippedWithEwayBill!);
    expect(text).toContain('Delhivery, AWB 1234567890123\nE-way bill 1812 3456 7890\n');
    expect(html).toContain('>E-way bill 1812 3456 7890</p>');
  });

  it('says by when to pay, in India, with a button to pay, while the order waits for payment', () => {
    const payBy =
      'Please pay by 6 Feb 2025, 12:15 pm. An order not paid by then is cancelled and its items go back on our shelves.';
    for (const kind of ['placed', 'payReminder']) {
      const { html, text } = renderOrderEmail(orderEmails[kind]!);
      expect(text).toContain(payBy);
      expect(html).toContain(payBy);
      expect(text).toContain('Pay now: https://shop.example.in/payment?orderId=ORD-5T9W4NB6');
      expect(html).toContain('href="https://shop.example.in/payment?orderId=ORD-5T9W4NB6"');
      expect(text).not.toContain('View your orders');
    }
    // Paid, or a shop with no time to pay: the orders page, as before.
    expect(renderOrderEmail(orderEmails.paid!).text).toContain(
      'View your orders: https://shop.example.in/orders#order-ORD-5T9W4NB6',
    );
    // A shop that keeps unpaid orders (no payBy) says nothing of it; no other e-mail does.
    expect(renderOrderEmail({ ...orderEmails.placed!, order: emailBase.order }).text).not.toContain('pay by');
    expect(renderOrderEmail({ ...orderEmails.placed!, kind: 'shipped' }).text).not.toContain('pay by');
  });

  it('gives the reason, and the refund only when the order had been paid', () => {
    expect(renderOrderEmail(orderEmails.cancelled!).text).toContain('Nothing was charged.');
    const refunded = renderOrderEmail(orderEmails.cancelledAfterPayment!).text;
    expect(refunded).toContain('Reason: Want to change items or quantities');
    expect(refunded).toContain('Your payment of ₹2,446.50 will be refunded');
  });

  it('says which tax documents it carries: the invoice once paid, with its credit note once refunded', () => {
    const paid = renderOrderEmail(orderEmails.paid!);
    const invoice = 'Your GST tax invoice INV/24-25/000131 is attached as a PDF. It is also in My Orders.';
    expect(paid.text).toContain(invoice);
    expect(paid.html).toContain(invoice);
    const refunded = renderOrderEmail(orderEmails.returnRefunded!);
    const both =
      'Credit note CRN/24-25/000014, against invoice INV/24-25/000131, is attached as a PDF with that invoice.';
    expect(refunded.text).toContain(both);
    expect(refunded.html).toContain(both);
    // An e-mail that carries none says nothing of them.
    const { documents: _, ...unregistered } = orderEmails.paid!;
    expect(renderOrderEmail(unregistered).text).not.toContain('attached');
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

describe('documentsToAttach', () => {
  it('carries the invoice with the e-mail that follows its issue, and the credit note with a cancellation or a refund', () => {
    const all = { invoice: true, creditNote: true };
    const carried = Object.fromEntries(ORDER_EMAIL_KINDS.map((kind) => [kind, documentsToAttach(kind, all)]));
    expect(Object.entries(carried).filter(([, d]) => d !== null)).toEqual([
      ['paid', 'invoice'],
      ['confirmed', 'invoice'],
      ['cancelled', 'invoice and credit note'],
      ['return-refunded', 'invoice and credit note'],
      ['account-confirmed', 'invoice'],
    ]);
    // A shop without GST registration issues no invoice: nothing to carry.
    expect(documentsToAttach('paid', { invoice: false, creditNote: false })).toBeNull();
    // A credit note that could not be issued: the cancellation does not carry the invoice alone.
    expect(documentsToAttach('cancelled', { invoice: true, creditNote: false })).toBeNull();
  });
});
