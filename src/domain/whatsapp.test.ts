import { describe, expect, it } from 'vitest';
import { whatsAppChatHref, whatsAppOrderHref } from './whatsapp.ts';

describe('whatsAppChatHref', () => {
  it('links to the number as wa.me wants it, whichever way the owner wrote it', () => {
    for (const written of [
      '+91 98765 43210',
      '+91-98765-43210',
      '09876543210',
      '9876543210',
      '0091 98765 43210',
    ])
      expect(whatsAppChatHref(written)).toBe('https://wa.me/919876543210');
  });

  it('offers no chat for a number that cannot be a WhatsApp chat in India', () => {
    expect(whatsAppChatHref(undefined)).toBeUndefined();
    expect(whatsAppChatHref('')).toBeUndefined();
    // A landline (0124 …) and a number too short.
    expect(whatsAppChatHref('0124 4567890')).toBeUndefined();
    expect(whatsAppChatHref('+91 98765 4321')).toBeUndefined();
  });

  it('writes the first message in, escaped', () => {
    const href = new URL(whatsAppChatHref('+919876543210', 'Boxes & tape? 50% off')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/919876543210');
    expect(href.searchParams.get('text')).toBe('Boxes & tape? 50% off');
  });
});

describe('whatsAppOrderHref', () => {
  it('starts the chat with the order number', () => {
    const href = new URL(whatsAppOrderHref('+91 98765 43210', 'ORD-2026-0042')!);
    expect(href.searchParams.get('text')).toBe('Hello, I have a question about my order ORD-2026-0042.');
    expect(whatsAppOrderHref(undefined, 'ORD-2026-0042')).toBeUndefined();
  });
});
