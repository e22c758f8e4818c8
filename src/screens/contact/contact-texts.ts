import { contactMessages } from '../../contract/contact.ts';

export const contactTexts = {
  heading: 'Contact Us',
  intro:
    'Questions about an order, bulk pricing or GST invoices? Send us a message and we will reply by e-mail.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  ...contactMessages,
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent',
  sentDetail: "Thank you for contacting us. We'll get back to you shortly.",
  notSent: 'Message Not Sent',
  notSentDetail: (email: string | undefined) =>
    `Your message is still in the form. Please try again in a moment${email ? `, or write to us at ${email}` : ''}.`,
  detailsHeading: 'Get in touch',
  hoursHeading: 'Business hours',
  hours: 'Monday to Saturday 10AM-6PM',
} as const;

/** The spec's simulated sending time, kept where the server does not take messages (POST /contact). */
export const CONTACT_DELAY_MS = 1500;
