import { POLICY_SLUGS, POLICY_TITLES, type PolicySlug } from './routes.ts';
import { DEFAULT_STORE_NAME, type PolicyCompany } from './store.ts';
import { alertWaitWords, GUEST_ALERT_CONFIRM_HOURS } from './stock-alerts.ts';
import { whatsAppChatHref } from './whatsapp.ts';

// The titles live with the routes: the footer (on every page) needs them, not the policy texts.
export { POLICY_TITLES };

/** Words of the shop's own addresses, never a policy: /{word} goes to /404 from the policy route. */
export const RESERVED_WORDS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'confirm-email',
  'verify-email',
  'quotation',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  'quick-order',
  'stock-alert',
  '404',
] as const;

/** The policy page for /{slug}, or null when the route goes to /404 (reserved words and unknown slugs). */
export function resolveSlug(slug: string): PolicySlug | null {
  if ((RESERVED_WORDS as readonly string[]).includes(slug)) return null;
  return (POLICY_SLUGS as readonly string[]).includes(slug) ? (slug as PolicySlug) : null;
}

/** The spec's business constants (section 9) as the policies state them. */
export const POLICY_TERMS = {
  refundCredit: '0-7 working days',
  returnWindow: '0-7 days',
  normalDelivery: '0-7 working days',
  bulkDelivery: '10-15 business days',
  grievanceHours: 'Monday to Friday, 10:00-17:00',
} as const;

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export interface PolicyDocument {
  slug: PolicySlug;
  title: string;
  intro: string;
  sections: readonly PolicySection[];
}

export interface PolicyParty {
  name: string;
  address?: string;
  email?: string;
  phone?: string;
  /** The shop takes messages on WhatsApp (a number a chat can open). */
  whatsApp?: boolean;
}

const given = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

export function policyParty(company: PolicyCompany): PolicyParty {
  return {
    name: given(company.companyName) ?? DEFAULT_STORE_NAME,
    address: given(company.companyAddress),
    email: given(company.companyEmail),
    phone: given(company.companyPhone),
    ...(whatsAppChatHref(company.whatsapp) && { whatsApp: true }),
  };
}

/** 'write to a@b.in or call +91 …', with whatever contact details the store gave. */
export function howToReach({ email, phone }: PolicyParty): string {
  if (email && phone) return `write to ${email} or call ${phone}`;
  if (email) return `write to ${email}`;
  if (phone) return `call ${phone}`;
  return 'use the Contact Us page';
}

const grievanceSection = (party: PolicyParty): PolicySection => ({
  heading: 'Grievance Officer',
  paragraphs: [
    `In line with the Consumer Protection (E-Commerce) Rules, 2020, ${party.name} has appointed a Grievance Officer. To raise a complaint, ${howToReach(party)}. The phone line is open ${POLICY_TERMS.grievanceHours} (except public holidays).`,
    'We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.',
  ],
});

const contactSection = (party: PolicyParty, heading = 'Contact us'): PolicySection => ({
  heading,
  paragraphs: [
    `For any question about this policy, ${howToReach(party)}.${party.address ? ` Our registered office is at ${party.address}.` : ''}`,
  ],
});

type Builder = (party: PolicyParty) => Pick<PolicyDocument, 'intro' | 'sections'>;

const terms: Builder = (p) => ({
  intro: `These terms govern your use of this website and every order you place with ${p.name}. By placing an order you agree to them.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${p.name}${p.address ? `, registered at ${p.address},` : ''} runs this store and sells household supplies and packaging and shipping products to homes and businesses across India.`,
      ],
    },
    {
      heading: 'Orders and prices',
      paragraphs: [
        'All prices are in Indian rupees (₹) and include GST unless stated otherwise. Every order comes with a GST tax invoice, issued when it is paid (or confirmed for cash on delivery), sent to you by e-mail as a PDF and ready to download from My Orders. Business buyers give their GSTIN and legal name at checkout ("Buying for a business?") to have them on the invoice and claim input tax credit; an invoice is never changed once issued, and a cancelled order or a refunded return gets a credit note, e-mailed with its invoice.',
        'We may decline or cancel an order when a product is unavailable or a price was shown in error; any amount you paid is then refunded in full.',
      ],
    },
    {
      heading: 'Delivery, returns and refunds',
      paragraphs: [
        `Normal delivery takes ${POLICY_TERMS.normalDelivery} and bulk orders ${POLICY_TERMS.bulkDelivery}. Returns and cancellations are accepted within ${POLICY_TERMS.returnWindow}, and refunds are credited within ${POLICY_TERMS.refundCredit}, as our Shipping, Return and Refund policies describe.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself; you are responsible for orders placed from your account. Tell us at once if you think someone else has used it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of India.'],
    },
    grievanceSection(p),
  ],
});

/**
 * How long a message from the contact page is kept: a year is past any follow-up of a question or
 * a complaint. The server deletes older ones (server/db/housekeeping.ts); the privacy policy says so.
 */
export const CONTACT_MESSAGES_KEPT = { days: 365, inWords: 'a year' } as const;

const privacy: Builder = (p) => ({
  intro: `${p.name} respects your privacy. This policy explains what personal data we collect, why we collect it, and your rights under the Digital Personal Data Protection Act, 2023 (DPDP Act).`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to serve you:'],
      points: [
        'Account details: your name and e-mail address.',
        'Order details: shipping address, phone number, any delivery instructions you give and the products you buy.',
        `Back-in-stock alerts you ask for without an account: your e-mail address and the product, until its e-mail is sent, you cancel it or it has waited ${alertWaitWords}. An alert you do not confirm within ${GUEST_ALERT_CONFIRM_HOURS} hours is deleted.`,
        'Reviews and questions you post about products: shown on the product’s page under your first name and the initial of your last name, until you delete them (a review on its product’s page, a question by writing to us), we take them down, or you delete your account.',
        'Payment references from our payment partners; we never store card numbers or UPI PINs.',
        `Messages you send us by e-mail${p.whatsApp ? ', on WhatsApp' : ''} or through the contact form; those from the contact form are deleted ${CONTACT_MESSAGES_KEPT.inWords} after you send them.`,
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To process and deliver your orders, issue GST invoices, answer your questions, send the back-in-stock e-mails you ask for and meet our legal duties. We do not sell your personal data.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Courier partners to deliver your orders, payment partners to take payments, and government authorities when the law requires it.',
        ...(p.whatsApp
          ? [
              'When you write to us on WhatsApp, WhatsApp (Meta) carries the chat under its own privacy policy; we use what you write there only to answer you.',
            ]
          : []),
      ],
    },
    {
      heading: 'Cookies and storage',
      paragraphs: [
        'A sign-in cookie keeps you signed in for up to 30 days. Your browser keeps your cart, the PIN code you last checked delivery for and the back-in-stock alerts you asked for without an account on your own device.',
        'Your browser also keeps a random name for itself, which it sends us when you sign in: we keep it, scrambled, with your account, so that we can e-mail you when your account is signed in from a browser it has not used before.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under the DPDP Act, 2023 you may ask to see, correct or erase your personal data, withdraw your consent, and nominate someone to use these rights for you. To do so, ${howToReach(p)}. You can also delete your account yourself, on the My Account page. We keep order and invoice records for as long as tax law requires.`,
      ],
    },
    grievanceSection(p),
  ],
});

const refund: Builder = (p) => ({
  intro: `${p.name} wants every order to arrive right. When a refund is due, this is how it works.`,
  sections: [
    {
      heading: 'When you get a refund',
      paragraphs: ['You receive a refund for:'],
      points: [
        'An order cancelled before it is dispatched.',
        'A product that arrives damaged, defective or different from what you ordered, once its return is approved.',
        'An order we cannot fulfil.',
      ],
    },
    {
      heading: 'How long it takes',
      paragraphs: [
        `Approved refunds are credited to your original payment method within ${POLICY_TERMS.refundCredit}. Your bank may take a little longer to show the credit.`,
      ],
    },
    {
      heading: 'What cannot be refunded',
      paragraphs: [
        'Opened consumables and custom-printed packaging, unless they arrived damaged or defective.',
      ],
    },
    contactSection(p),
  ],
});

const returns: Builder = (p) => ({
  intro: `If something is not right with your order from ${p.name}, you can send it back.`,
  sections: [
    {
      heading: 'Return and cancellation window',
      paragraphs: [
        `You can request a return or a cancellation within ${POLICY_TERMS.returnWindow} of delivery. An order that has not been dispatched yet can be cancelled at any time.`,
      ],
    },
    {
      heading: 'Conditions',
      paragraphs: ['A returned product must be:'],
      points: [
        'Unused, in its original packaging, with all labels attached.',
        'Sent back with a copy of its GST invoice.',
      ],
    },
    {
      heading: 'How to return',
      paragraphs: [
        `To start a return, use Request a return on the order in My Orders, or ${howToReach(p)} with your order number and a photo of the product. We arrange a pickup where our courier partners serve your PIN code, or tell you where to send it.`,
        `Once the product reaches us and passes inspection, your refund is credited within ${POLICY_TERMS.refundCredit}.`,
      ],
    },
    contactSection(p),
  ],
});

const shipping: Builder = (p) => ({
  intro: `${p.name} delivers across India with tracking on every order.`,
  sections: [
    {
      heading: 'Where we deliver',
      paragraphs: ['We ship pan-India through trusted courier partners, to every PIN code they serve.'],
    },
    {
      heading: 'Delivery times',
      paragraphs: ['Delivery times depend on the size of the order:'],
      points: [
        `Normal orders: ${POLICY_TERMS.normalDelivery}.`,
        `Bulk orders: ${POLICY_TERMS.bulkDelivery}.`,
      ],
    },
    {
      heading: 'Charges and tracking',
      paragraphs: [
        'Shipping is free. Every order can be followed on the Track Order page with its order number and your e-mail or phone number.',
      ],
    },
    {
      heading: 'Damaged in transit',
      paragraphs: [
        `If a parcel arrives damaged, tell us within ${POLICY_TERMS.returnWindow} of delivery with photos and we will replace the product or refund it.`,
      ],
    },
    contactSection(p),
  ],
});

const about: Builder = (p) => ({
  intro: `${p.name} is a trusted supply partner for homes and businesses across India.`,
  sections: [
    {
      heading: 'What we sell',
      paragraphs: [
        'Household supplies, from cleaning essentials to kitchen disposables, and packaging and shipping products, from boxes and courier bags to tapes and bubble wrap.',
      ],
    },
    {
      heading: 'Why customers choose us',
      paragraphs: ['Businesses and families buy from us for:'],
      points: [
        'Quality, certified products from reliable manufacturers.',
        'A GST invoice with every order.',
        'Pan-India delivery with tracking.',
        'Bulk pricing for businesses.',
      ],
    },
    contactSection(p, 'Reach us'),
  ],
});

const BUILDERS: Record<PolicySlug, Builder> = { terms, privacy, refund, return: returns, shipping, about };

/** The default text of a policy page, written for an Indian supplier and filled with the store's company details. */
export function defaultPolicy(slug: PolicySlug, company: PolicyCompany): PolicyDocument {
  return { slug, title: POLICY_TITLES[slug], ...BUILDERS[slug](policyParty(company)) };
}
