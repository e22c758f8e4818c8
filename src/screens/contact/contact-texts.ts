export const contactTexts = {
  heading: 'Contact Us',
  intro:
    'Questions about an order, bulk pricing or GST invoices? Send us a message and we will reply by e-mail.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  nameMissing: 'Please enter your name',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Invalid email address',
  subjectMissing: 'Please enter a subject',
  messageMissing: 'Please enter your message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message Sent',
  sentDetail: "Thank you for contacting us. We'll get back to you shortly.",
  detailsHeading: 'Get in touch',
  hoursHeading: 'Business hours',
  hours: 'Monday to Saturday 10AM-6PM',
} as const;

/** The spec's simulated sending time: nothing is sent to a server. */
export const CONTACT_DELAY_MS = 1500;
