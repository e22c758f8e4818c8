import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactMessages, contactRequest } from '../contract/contact.ts';
import { formatCount } from './count.ts';
import { contactPrefill, quoteHref } from './quote.ts';

const prefillOf = (href: string) => contactPrefill(new URL(href, 'https://shop.example.in').searchParams);

describe('asking for a quote', () => {
  it("opens the contact page with the product, its size, colour and SKU, and the buyer's blanks", () => {
    const href = quoteHref({
      productTitle: '3-Ply Corrugated Box (Pack of 25)',
      size: '12 x 10 x 8 in',
      color: 'Brown',
      sku: 'BOX-001-12X10X8IN',
    });
    expect(href).toMatch(/^\/contact\?subject=/);
    expect(prefillOf(href)).toEqual({
      subject: 'Quote for 3-Ply Corrugated Box (Pack of 25) (Size: 12 x 10 x 8 in · Colour: Brown)',
      message: [
        'Please send me your best price for 3-Ply Corrugated Box (Pack of 25) (Size: 12 x 10 x 8 in · Colour: Brown) (SKU BOX-001-12X10X8IN).',
        'Quantity:',
        'Deliver to PIN code:',
      ].join('\n'),
    });
  });

  it('names a product without a size or SKU by its title alone', () => {
    expect(prefillOf(quoteHref({ productTitle: 'Packing Tape' }))).toMatchObject({
      subject: 'Quote for Packing Tape',
      message: expect.stringMatching(/^Please send me your best price for Packing Tape\.\n/),
    });
  });

  it('starts the form with what a link gives, blank parts left out', () => {
    expect(prefillOf('/contact')).toEqual({});
    expect(prefillOf('/contact?subject=%20%20&message=Hello')).toEqual({ message: 'Hello' });
  });

  it('cuts nothing: a subject past the limit reaches the form, which says so', () => {
    const { subject } = prefillOf(`/contact?subject=${'a'.repeat(201)}`);
    expect(subject).toHaveLength(201);
    const read = contactRequest.safeParse({ name: 'Asha', email: 'asha@example.in', subject, message: 'Hi' });
    expect(read.error?.issues.map((i) => i.message)).toEqual([contactMessages.subjectLong]);
    expect(contactMessages.messageLong).toBe(
      `Please keep your message to ${formatCount(CONTACT_LIMITS.message)} characters`,
    );
  });
});
