import type { ContactRequest } from '../contract/contact.ts';
import { formatOrderDate } from '../domain/dates.ts';

/**
 * A message from the contact page, as the shop receives it: plain text, sent to the store's own
 * e-mail (the one the contact page shows) with the shopper's address as Reply-To, so answering is
 * one click in any mail reader.
 */
export function contactEmail(
  message: ContactRequest & { createdAt: string },
  store: { name: string },
): { subject: string; text: string; replyTo: string } {
  return {
    subject: `Contact form: ${message.subject}`,
    replyTo: message.email,
    text: [
      `${message.name} <${message.email}> wrote on ${formatOrderDate(message.createdAt)}:`,
      '',
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      '--',
      `Sent through the contact page of ${store.name.replace(/\.$/, '')}. Reply to this e-mail to answer ${message.email}.`,
    ].join('\n'),
  };
}
