import type { Mail, Mailer } from '../lib/mail.ts';

/**
 * Sends an e-mail at once, outside the mail queue, without waiting for it (a link, or a word about
 * the account): what it tells of is done, and a mail server that is down neither undoes it nor
 * turns into an error page; the log says which e-mail (`what`) did not go, and to whom.
 */
export function mailAside(mailer: Mailer, what: string, mail: Mail): void {
  void mailer
    .send(mail)
    .catch((error: unknown) => console.error(`[mail] ${what} to ${mail.to} failed:`, error));
}
