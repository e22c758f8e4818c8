import { z } from './zod.ts';

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** The contact form's messages (the spec's four required fields and its e-mail check). */
export const contactMessages = {
  nameMissing: 'Please enter your name',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Invalid email address',
  subjectMissing: 'Please enter a subject',
  messageMissing: 'Please enter your message',
  nameLong: `Please keep your name to ${CONTACT_LIMITS.name} characters`,
  subjectLong: `Please keep the subject to ${CONTACT_LIMITS.subject} characters`,
  // 5,000 as en-IN writes it (the contract does not import the domain's formatCount; a test checks it).
  messageLong: 'Please keep your message to 5,000 characters',
} as const;

/** POST /contact's answer (201): the message is kept and on its way to the shop. */
export const CONTACT_RECEIVED = 'Thank you for your message. We will reply by e-mail.';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
/** One line (it heads the shop's e-mail): runs of spaces and line breaks become one space. */
const oneLine = (message: string, max: number, long: string) =>
  z.pipe(
    required(message).check(z.maxLength(max, long)),
    z.transform((s) => s.replace(/\s+/g, ' ')),
  );

/**
 * The contact form, and the body of POST /contact (an extension: the spec's form sends nothing;
 * a server without it gets the spec's behaviour).
 */
export const contactRequest = z.object({
  name: oneLine(contactMessages.nameMissing, CONTACT_LIMITS.name, contactMessages.nameLong),
  email: z.pipe(
    required(contactMessages.emailMissing).check(z.toLowerCase()),
    z.email(contactMessages.emailInvalid),
  ),
  subject: oneLine(contactMessages.subjectMissing, CONTACT_LIMITS.subject, contactMessages.subjectLong),
  message: required(contactMessages.messageMissing).check(
    z.maxLength(CONTACT_LIMITS.message, contactMessages.messageLong),
  ),
});
export type ContactRequest = z.output<typeof contactRequest>;
