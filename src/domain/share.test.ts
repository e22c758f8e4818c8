import { describe, expect, it } from 'vitest';
import { emailShareHref, productShare, whatsAppHref } from './share.ts';

const gloves = { id: 'p-12', name: 'Nitrile Gloves (Box of 100)', price: 399 };

describe('sharing a product', () => {
  it('shares the page with the size chosen, its price in rupees and the shop', () => {
    expect(productShare('https://shop.example.in', gloves, 'M', 'Gupta Supply Co.')).toEqual({
      title: 'Nitrile Gloves (Box of 100)',
      text: 'Nitrile Gloves (Box of 100), ₹399 at Gupta Supply Co.',
      url: 'https://shop.example.in/product/p-12?size=M',
    });
    expect(productShare('https://shop.example.in/', gloves, undefined, undefined)).toEqual({
      title: 'Nitrile Gloves (Box of 100)',
      text: 'Nitrile Gloves (Box of 100), ₹399',
      url: 'https://shop.example.in/product/p-12',
    });
  });

  it('writes the message and link into WhatsApp and e-mail links, escaped', () => {
    const shared = productShare('https://shop.example.in', gloves, 'XL & up', 'Gupta & Sons');
    const wa = new URL(whatsAppHref(shared));
    expect(wa.origin).toBe('https://wa.me');
    expect(wa.searchParams.get('text')).toBe(
      'Nitrile Gloves (Box of 100), ₹399 at Gupta & Sons\nhttps://shop.example.in/product/p-12?size=XL%20%26%20up',
    );
    const mail = new URL(emailShareHref(shared));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Nitrile Gloves (Box of 100)');
    expect(mail.searchParams.get('body')).toContain('?size=XL%20%26%20up');
  });
});
