import { describe, expect, it } from 'vitest';
import {
  defaultPolicy,
  howToReach,
  POLICY_TITLES,
  RESERVED_WORDS,
  resolveSlug,
  type PolicyDocument,
} from './policies.ts';
import { POLICY_SLUGS } from './routes.ts';
import { DEFAULT_STORE_NAME } from './store.ts';

const company = {
  companyName: 'Gupta Supply Company Private Limited',
  companyAddress: 'Plot 14, Sector 5, IMT Manesar, Gurugram, Haryana 122052',
  companyEmail: 'support@guptasupply.example',
  companyPhone: '+91 98765 43210',
};

const fullText = (doc: PolicyDocument) =>
  [
    doc.title,
    doc.intro,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])]),
  ].join('\n');

describe('default policy texts', () => {
  it.each(POLICY_SLUGS)('gives the %s page its title and at least one section', (slug) => {
    const doc = defaultPolicy(slug, company);
    expect(doc.title).toBe(POLICY_TITLES[slug]);
    expect(doc.sections.length).toBeGreaterThan(0);
    expect(fullText(doc)).toContain(company.companyName);
  });

  it.each(POLICY_SLUGS)('fills the company e-mail and phone into the %s page', (slug) => {
    const text = fullText(defaultPolicy(slug, company));
    expect(text).toContain(company.companyEmail);
    expect(text).toContain(company.companyPhone);
  });

  it('never leaves an unfilled value or placeholder in any page', () => {
    for (const slug of POLICY_SLUGS) {
      const text = fullText(defaultPolicy(slug, {}));
      expect(text).not.toMatch(/undefined|null|\{\{|\$\{/);
    }
  });

  it('falls back to the default store name and the contact page when the store gives no company details', () => {
    const text = fullText(defaultPolicy('terms', {}));
    expect(text).toContain(DEFAULT_STORE_NAME);
    expect(text).toContain('use the Contact Us page');
  });

  it('credits refunds within 0-7 working days', () => {
    expect(fullText(defaultPolicy('refund', company))).toContain('within 0-7 working days');
  });

  it('accepts returns and cancellations within 0-7 days', () => {
    expect(fullText(defaultPolicy('return', company))).toContain('return or a cancellation within 0-7 days');
  });

  it('promises normal delivery in 0-7 working days and bulk orders in 10-15 business days', () => {
    const text = fullText(defaultPolicy('shipping', company));
    expect(text).toContain('Normal orders: 0-7 working days.');
    expect(text).toContain('Bulk orders: 10-15 business days.');
  });

  it('names the grievance officer under the E-Commerce Rules with the phone line hours', () => {
    for (const slug of ['terms', 'privacy'] as const) {
      const text = fullText(defaultPolicy(slug, company));
      expect(text).toContain('Consumer Protection (E-Commerce) Rules, 2020');
      expect(text).toContain('Monday to Friday, 10:00-17:00');
    }
  });

  it('states the rights of the DPDP Act 2023 in the privacy policy', () => {
    const text = fullText(defaultPolicy('privacy', company));
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toMatch(/correct or erase/);
    // And the way to erasure the shop itself offers (the account page's Delete my account).
    expect(text).toContain('You can also delete your account yourself, on the My Account page.');
  });

  it('says a WhatsApp chat is a message kept and carried by WhatsApp, only where the shop takes them', () => {
    const without = fullText(defaultPolicy('privacy', company));
    expect(without).not.toContain('WhatsApp');
    expect(without).toContain('Messages you send us by e-mail or through the contact form');
    const withChat = fullText(defaultPolicy('privacy', { ...company, whatsapp: '+91 98765 43210' }));
    expect(withChat).toContain('Messages you send us by e-mail, on WhatsApp or through the contact form');
    expect(withChat).toContain('WhatsApp (Meta) carries the chat under its own privacy policy');
    // A number no chat can open is offered nowhere, nor told of here.
    expect(fullText(defaultPolicy('privacy', { ...company, whatsapp: '12345' }))).not.toContain('WhatsApp');
  });

  it('mentions GST invoices in the terms', () => {
    expect(fullText(defaultPolicy('terms', company))).toContain('GST tax invoice');
  });
});

describe('howToReach', () => {
  it('offers whichever of e-mail and phone the store gave', () => {
    expect(howToReach({ name: 'X', email: 'a@b.in', phone: '+91 1' })).toBe('write to a@b.in or call +91 1');
    expect(howToReach({ name: 'X', email: 'a@b.in' })).toBe('write to a@b.in');
    expect(howToReach({ name: 'X', phone: '+91 1' })).toBe('call +91 1');
  });
});

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
