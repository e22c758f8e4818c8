import { z } from 'zod';

/** The contact form's messages (the spec's four required fields and its e-mail check). */
export const contactMessages = {
  nameMissing: 'Please enter your name',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Invalid email address',
  subjectMissing: 'Please enter a subject',
  messageMissing: 'Please enter your message',
} as const;

/** POST /contact's answer (201): the message is kept and on its way to the shop. */
export const CONTACT_RECEIVED = 'Thank you for your message. We will reply by e-mail.';

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

const required = (message: string) => z.string().trim().min(1, message);
/** One line (it heads the shop's e-mail): runs of spaces and line breaks become one space. */
const oneLine = (message: string, max: number) =>
  required(message)
    .max(max)
    .transform((s) => s.replace(/\s+/g, ' '));

/**
 * The contact form, and the body of POST /contact (an extension: the spec's form sends nothing;
 * a server without it gets the spec's behaviour).
 */
export const contactRequest = z.object({
  name: oneLine(contactMessages.nameMissing, CONTACT_LIMITS.name),
  email: required(contactMessages.emailMissing).toLowerCase().pipe(z.email(contactMessages.emailInvalid)),
  subject: oneLine(contactMessages.subjectMissing, CONTACT_LIMITS.subject),
  message: required(contactMessages.messageMissing).max(CONTACT_LIMITS.message),
});
export type ContactRequest = z.output<typeof contactRequest>;
