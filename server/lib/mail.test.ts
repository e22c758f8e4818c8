import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { outboxMailer, storeSender } from './mail.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('keeps the whole mail in the outbox and logs only where, never the body (a reset link is a credential)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const outbox = join(dir, 'outbox');
      await outboxMailer(outbox, 'Shop <no-reply@shop.test>').send({
        to: 'asha@example.in',
        subject: 'Reset your password',
        text: 'Open http://shop.test/reset-password?token=secret-token-123',
      });
      const [file] = readdirSync(outbox);
      expect(readFileSync(join(outbox, file!), 'utf8')).toContain('token=secret-token-123');
      const logged = info.mock.calls.flat().map(String).join('\n');
      expect(logged).toContain(join(outbox, file!));
      expect(logged).not.toContain('secret-token-123');
    } finally {
      info.mockRestore();
    }
  });

  it('writes the Reply-To a contact message carries, among its headers', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const outbox = join(dir, 'replies');
      await outboxMailer(outbox, 'Shop <no-reply@shop.test>').send({
        to: 'support@shop.test',
        subject: 'Contact form: Cartons',
        text: 'Do you have 500?',
        replyTo: 'priya@example.in',
      });
      const [file] = readdirSync(outbox);
      expect(readFileSync(join(outbox, file!), 'utf8')).toMatch(
        /^From: Shop <no-reply@shop\.test>\nTo: support@shop\.test\nReply-To: priya@example\.in\nSubject: Contact form: Cartons\n\nDo you have 500\?\n$/,
      );
    } finally {
      info.mockRestore();
    }
  });

  it("writes a reminder's one-click stop among its headers", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const outbox = join(dir, 'reminders');
      await outboxMailer(outbox, 'Shop <no-reply@shop.test>').send({
        to: 'priya@example.in',
        subject: 'Time to reorder: Office',
        text: 'Your list',
        headers: {
          'List-Unsubscribe': '<https://shop.test/stop/x>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      const [file] = readdirSync(outbox);
      expect(readFileSync(join(outbox, file!), 'utf8')).toMatch(
        /^From: .*\nTo: priya@example\.in\nList-Unsubscribe: <https:\/\/shop\.test\/stop\/x>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\nSubject: Time to reorder: Office\n\nYour list\n$/,
      );
    } finally {
      info.mockRestore();
    }
  });

  it('keeps an attachment beside the mail, named in its headers', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const outbox = join(dir, 'attached');
      const pdf = Buffer.from('%PDF-1.3 an invoice');
      await outboxMailer(outbox, 'Shop <no-reply@shop.test>').send({
        to: 'asha@example.in',
        subject: 'Payment received for order ORD-5T9W4NB6',
        text: 'Your GST tax invoice INV/26-27/000001 is attached as a PDF.',
        attachments: [{ filename: 'INV-26-27-000001.pdf', content: pdf, contentType: 'application/pdf' }],
      });
      const files = readdirSync(outbox).sort();
      expect(files).toHaveLength(2);
      const [mail, attached] = [
        files.find((f) => f.endsWith('.txt'))!,
        files.find((f) => f.endsWith('.pdf'))!,
      ];
      expect(attached).toMatch(/asha@example\.in-INV-26-27-000001\.pdf$/);
      expect(readFileSync(join(outbox, attached))).toEqual(pdf);
      expect(readFileSync(join(outbox, mail), 'utf8')).toContain(`Attached: ${join(outbox, attached)}\n`);
    } finally {
      info.mockRestore();
    }
  });
});

describe('the sender without MAIL_FROM', () => {
  it('is the store by its name and e-mail, the name quoted so its full stop or comma stays in it, on one line', () => {
    expect(storeSender({ storeName: 'Gupta Supply Co.', companyEmail: 'support@guptasupply.in' })).toBe(
      '"Gupta Supply Co." <support@guptasupply.in>',
    );
    expect(storeSender({ storeName: 'Asha "Bulk"\nPackaging, Pune', companyEmail: 'hi@asha.in' })).toBe(
      '"Asha \\"Bulk\\" Packaging, Pune" <hi@asha.in>',
    );
  });
});
