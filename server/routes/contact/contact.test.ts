import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RECEIVED, contactMessages as texts } from '../../../src/contract/contact.ts';
import { eq } from '../../db/orm.ts';
import { contactMessages, mailQueue } from '../../db/schema.ts';
import { loadStoreConfig } from '../../lib/store-config.ts';
import { createMailQueue } from '../../mail/queue.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../../test/harness.ts';
import { ownerCommand, signUp } from '../../test/helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const store = loadStoreConfig(storeConfigPath);
const send = (json: Record<string, string>) => apiClient(h).contact.$post({ json: json as never });
const drain = () => createMailQueue({ db: h.database.db, mailer: h.mailer, store, env: h.env }).drain();
const message = {
  name: '  Priya\nSharma ',
  email: 'Priya@Example.IN',
  subject: 'Bulk order of cartons',
  message: 'Do you give GST invoices for 500 cartons?\nWe are in Pune.',
};

describe('POST /api/v1/contact', () => {
  it("keeps the message and mails it to the store's e-mail, to be answered by replying", async () => {
    const res = await send(message);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_RECEIVED });
    await drain();
    const mail = h.mailer.sent.find((m) => m.subject === 'Contact form: Bulk order of cartons')!;
    expect(mail.to).toBe(store.companyEmail);
    expect(mail.replyTo).toBe('priya@example.in');
    expect(mail.text).toMatch(
      /^Priya Sharma <priya@example\.in> wrote on .+:\n\nSubject: Bulk order of cartons\n\n/,
    );
    // The message as written, line breaks and all.
    expect(mail.text).toContain('Do you give GST invoices for 500 cartons?\nWe are in Pune.');
    // Sent once.
    expect(await drain()).toBe(0);
  });

  it('keeps a message while the mail server is down, and sends it when it is back', async () => {
    let down = true;
    const sent: string[] = [];
    const mailer = {
      async send(mail: { subject: string }) {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        sent.push(mail.subject);
      },
    };
    const queue = createMailQueue({ db: h.database.db, mailer, store, env: h.env });
    expect((await send({ ...message, subject: 'Sent while mail was down' })).status).toBe(201);
    await queue.drain();
    expect(sent).toEqual([]);
    down = false;
    await h.database.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await queue.drain();
    expect(sent).toEqual(['Contact form: Sent while mail was down']);
  });

  it("refuses a message the form would not send, with the form's own words, and keeps nothing", async () => {
    const before = (await h.database.db.select().from(contactMessages)).length;
    const cases: [Record<string, string>, string][] = [
      [{ ...message, name: '   ' }, texts.nameMissing],
      [{ ...message, email: 'priya@' }, texts.emailInvalid],
      [{ ...message, email: '' }, texts.emailMissing],
      [{ ...message, subject: '' }, texts.subjectMissing],
      [{ ...message, message: ' \n ' }, texts.messageMissing],
    ];
    for (const [body, error] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toContain(error);
    }
    expect((await send({ ...message, message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await h.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a flood from one e-mail address with 429', async () => {
    const strict = await createHarness({ RATE_LIMIT_PER_ACCOUNT: '2' });
    try {
      const post = () => apiClient(strict).contact.$post({ json: { ...message, email: 'flood@example.in' } });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      const third = await post();
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await strict.close();
    }
  });

  it("goes when its writer's account is erased", async () => {
    const { email } = await signUp(h);
    expect((await send({ ...message, email: email.toUpperCase() })).status).toBe(201);
    const mine = () => h.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(await mine()).toHaveLength(1);
    await ownerCommand(h, ['customers', 'erase', email, '--yes']);
    expect(await mine()).toHaveLength(0);
  });
});
