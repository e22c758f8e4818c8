import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part besides the text (order e-mails). */
  html?: string;
  /** Where a reply goes (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /** Files sent with it (an order's tax invoice as a PDF), in nodemailer's own shape. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Its headers (a recurring e-mail's one-click stop: `oneClickStop` in server/mail/queue.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Who the shop's mail comes from when MAIL_FROM is not set: the store's name and e-mail, so a
 * shopper sees "Gupta Supply Co." and a reply reaches the shop. The name is quoted (it may hold a
 * full stop or a comma) and kept to one line.
 */
export const storeSender = (store: { storeName: string; companyEmail: string }): string =>
  `"${store.storeName.replace(/\s+/g, ' ').replace(/["\\]/g, '\\$&')}" <${store.companyEmail}>`;

export function smtpMailer(url: string, from: string): Mailer {
  // Loaded only when SMTP is configured: a shop that keeps mail in the outbox never pays its ~10 MB.
  const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  return {
    async send(mail) {
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP the mail goes to DATA_DIR/outbox, where a developer can follow its link. The log
 * names the file only: a reset link in a log is a credential.
 */
export function outboxMailer(folder: string, from: string): Mailer {
  return {
    async send(mail) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(folder, `${stamp}-${safeTo}.txt`);
      const replyTo = mail.replyTo ? `Reply-To: ${mail.replyTo}\n` : '';
      const headers = Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
      // Each attachment beside it, named after the mail and the file.
      const attached = (mail.attachments ?? []).map((a) => ({
        ...a,
        file: file.replace(/\.txt$/, `-${a.filename.replace(/[^a-z0-9._-]/gi, '_')}`),
      }));
      const files = attached.map((a) => `Attached: ${a.file}\n`).join('');
      const body = `From: ${from}\nTo: ${mail.to}\n${replyTo}${headers.join('')}Subject: ${mail.subject}\n${files}\n${mail.text}\n`;
      await writeFile(file, body, { mode: 0o600 });
      // The HTML part beside it, to open in a browser.
      if (mail.html) await writeFile(file.replace(/\.txt$/, '.html'), mail.html, { mode: 0o600 });
      for (const a of attached) await writeFile(a.file, a.content, { mode: 0o600 });
      console.info(`[mail] "${mail.subject}" saved to ${file}`);
    },
  };
}

/** A mailer that keeps what it was given (tests). */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
