import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDocumentDate } from '../../src/domain/dates.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { runCommand } from '../cli/commands.ts';
import { asc, eq, sql } from '../db/orm.ts';
import { mailQueue } from '../db/schema.ts';
import { taxDocumentsOf } from '../invoices/issue.ts';
import type { Mail, Mailer } from '../lib/mail.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../test/harness.ts';
import { address, business, productId, signUp, uniqueEmail } from '../test/helpers.ts';
import { createMailQueue } from './queue.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const store = loadStoreConfig(storeConfigPath);
const shop = (...argv: string[]) => runCommand(h.database.db, { out: () => undefined }, argv);
const queueFor = (mailer: Mailer) => createMailQueue({ db: h.database.db, mailer, store, env: h.env });
/** Everything waiting is due now (time passes). */
const timePasses = () =>
  h.database.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
const kindsOf = async (orderId: string) =>
  (
    await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.orderId, orderId))
      .orderBy(asc(mailQueue.id))
  ).map((r) => [r.kind, r.sentAt !== null]);
const pdfText = async (content: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;

/** A new customer's order for their business, with the accounts address given at checkout. */
async function businessOrder(accountsEmail?: string) {
  const { token, email } = await signUp(h);
  const res = await apiClient(h, token).orders.$post({
    json: {
      products: { [productId(0)]: 2 },
      shippingAddress: address,
      business: { ...business, ...(accountsEmail !== undefined && { accountsEmail }) },
    },
  });
  if (res.status !== 201) throw new Error(`order failed: ${await res.text()}`);
  const { id } = await res.json();
  const cancel = () =>
    apiClient(h, token).orders[':id'].cancel.$post({ param: { id }, json: { reason: 'Ordered by mistake' } });
  return { id, email, cancel };
}

/** A mail server that refuses mail for the addresses `down` names, until it is told otherwise. */
function choosyMailer(down: (mail: Mail) => boolean) {
  const sent: Mail[] = [];
  let refusing = down;
  const mailer: Mailer = {
    async send(mail) {
      if (refusing(mail)) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(mail);
    },
  };
  return { mailer, sent, up: () => (refusing = () => false) };
}

describe("the copy of the tax documents for a business buyer's accounts team", () => {
  it('follows the payment e-mail with the invoice, in a short e-mail of its own, once', async () => {
    const accounts = uniqueEmail('accounts');
    const { id, email } = await businessOrder(` ${accounts.toUpperCase()} `);
    const queue = queueFor(h.mailer);
    await queue.drain();
    // Placed: no invoice yet, so no copy.
    expect(h.mailer.sent.filter((m) => m.to === accounts)).toEqual([]);
    await shop('payments', 'mark-paid', id);
    await queue.drain();
    await queue.drain();

    const { invoice } = await taxDocumentsOf(h.database.db, id);
    const file = `${invoice!.serial.replaceAll('/', '-')}.pdf`;
    // The customer's e-mail goes as before, with the invoice.
    const paid = h.mailer.sent.find(
      (m) => m.to === email && m.subject === `Payment received for order ${id}`,
    )!;
    expect(paid.attachments?.map((a) => a.filename)).toEqual([file]);
    expect(paid.text).toContain(`Your GST tax invoice ${invoice!.serial} is attached as a PDF.`);

    const [copy, ...more] = h.mailer.sent.filter((m) => m.to === accounts);
    expect(more).toEqual([]);
    expect(copy!.subject).toBe(`Tax invoice ${invoice!.serial} for order ${id} · Gupta Supply Co`);
    expect(copy!.text).toContain(
      [
        `A copy of the GST tax invoice for order ${id} from Gupta Supply Co, for your accounts.`,
        '',
        'For: Unicorn Logistics LLP, GSTIN 27AAPFU0939F1ZV',
        `Order: ${id} of ${formatDocumentDate(invoice!.orderedAt)}`,
        `Tax invoice: ${invoice!.serial} of ${formatDocumentDate(invoice!.issuedAt)}, total ${formatMoney(invoice!.totals.total)}`,
        '',
        `The invoice is attached as a PDF (${file}).`,
      ].join('\n'),
    );
    expect(copy!.text).toContain(store.companyEmail);
    expect(copy!.text).toMatch(
      /\nYou get this copy because Asha Verma gave this address at checkout for the accounts of Unicorn Logistics LLP\.$/,
    );
    // Nothing of the customer's own e-mail: no links, no payment.
    expect(copy!.text).not.toContain(h.env.APP_URL);
    expect(copy!.text).not.toContain('received by');
    expect(copy!.html).toBeUndefined();
    // The same PDF under the same name.
    expect(copy!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[file, 'application/pdf']]);
    expect(await pdfText(copy!.attachments![0]!.content)).toBe(await pdfText(paid.attachments![0]!.content));

    // Draining again sends nothing more.
    await timePasses();
    await queue.drain();
    expect(h.mailer.sent.filter((m) => m.to === accounts)).toHaveLength(1);
    expect(await kindsOf(id)).toEqual([
      ['placed', true],
      ['owner-to-pack', true],
      ['paid', true],
      ['accounts-invoice', true],
    ]);
  });

  it('brings the credit note, with the invoice, when the invoiced order is cancelled', async () => {
    const accounts = uniqueEmail('accounts');
    const { id, cancel } = await businessOrder(accounts);
    await shop('payments', 'mark-paid', id);
    const queue = queueFor(h.mailer);
    await queue.drain();
    await queue.drain();
    expect((await cancel()).status).toBe(200);
    await queue.drain();
    await queue.drain();
    await timePasses();
    await queue.drain();

    const { invoice, creditNote } = await taxDocumentsOf(h.database.db, id);
    const file = `${invoice!.serial.replaceAll('/', '-')}.pdf`;
    const mails = h.mailer.sent.filter((m) => m.to === accounts);
    expect(mails.map((m) => m.subject)).toEqual([
      `Tax invoice ${invoice!.serial} for order ${id} · Gupta Supply Co`,
      `Credit note ${creditNote!.serial} for order ${id} · Gupta Supply Co`,
    ]);
    const note = mails[1]!;
    expect(note.text).toContain(
      `\nTax invoice: ${invoice!.serial} of ${formatDocumentDate(invoice!.issuedAt)}, total ${formatMoney(invoice!.totals.total)}\n` +
        `Credit note: ${creditNote!.serial} of ${formatDocumentDate(creditNote!.issuedAt)}, total ${formatMoney(creditNote!.totals.total)}, against invoice ${invoice!.serial}\n`,
    );
    expect(note.text).toContain(
      `The credit note and the invoice it is against are attached as one PDF (${file}).`,
    );
    expect(note.attachments?.map((a) => a.filename)).toEqual([file]);
    const text = await pdfText(note.attachments![0]!.content);
    expect(text).toContain(invoice!.serial);
    expect(text).toContain(creditNote!.serial);
  });

  it('is not sent without an accounts address, nor to the customer’s own in other capitals', async () => {
    const none = await businessOrder();
    const blank = await businessOrder('  ');
    const ownAgain = await (async () => {
      const { token, email } = await signUp(h);
      const res = await apiClient(h, token).orders.$post({
        json: {
          products: { [productId(0)]: 1 },
          shippingAddress: address,
          business: { ...business, accountsEmail: email.toUpperCase() },
        },
      });
      return { id: (await res.json()).id, email };
    })();
    const before = h.mailer.sent.length;
    for (const { id } of [none, blank, ownAgain]) await shop('payments', 'mark-paid', id);
    const queue = queueFor(h.mailer);
    await queue.drain();
    await queue.drain();
    const sent = h.mailer.sent.slice(before);
    expect(sent.filter((m) => m.subject.startsWith('Tax invoice '))).toEqual([]);
    // The customer has their invoice, once.
    expect(
      sent.filter((m) => m.to === ownAgain.email).map((m) => [m.subject, m.attachments?.length]),
    ).toEqual([
      [`Order ${ownAgain.id} placed`, undefined],
      [`Payment received for order ${ownAgain.id}`, 1],
    ]);
    for (const { id } of [none, blank, ownAgain])
      expect((await kindsOf(id)).map(([kind]) => kind)).not.toContain('accounts-invoice');
  });

  it('waits for the customer’s e-mail to go, and is retried on its own when it fails', async () => {
    const accounts = uniqueEmail('accounts');
    const { id, email } = await businessOrder(accounts);
    await shop('payments', 'mark-paid', id);
    // The mail server is down: nothing goes, and no copy is queued.
    const down = choosyMailer(() => true);
    expect(await queueFor(down.mailer).drain()).toBe(0);
    await timePasses();
    expect(await queueFor(down.mailer).drain()).toBe(0);
    expect(await kindsOf(id)).toEqual([
      ['placed', false],
      ['owner-to-pack', false],
      ['paid', false],
    ]);

    // Up for the customer, not for the accounts team's server: the copy waits on its own.
    const choosy = choosyMailer((m) => m.to === accounts);
    await timePasses();
    expect(await queueFor(choosy.mailer).drain()).toBe(3);
    expect(await kindsOf(id)).toEqual([
      ['placed', true],
      ['owner-to-pack', true],
      ['paid', true],
      ['accounts-invoice', false],
    ]);
    expect(await queueFor(choosy.mailer).drain()).toBe(0);
    const [row] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `${id}:accounts-invoice`));
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    choosy.up();
    await timePasses();
    // Two servers draining at the same moment send it once; the customer's e-mails are not sent again.
    await Promise.all([queueFor(choosy.mailer).drain(), queueFor(choosy.mailer).drain()]);
    await timePasses();
    await queueFor(choosy.mailer).drain();
    expect(choosy.sent.filter((m) => m.to === accounts).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Tax invoice INV\//),
    ]);
    expect(choosy.sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      `Order ${id} placed`,
      `Payment received for order ${id}`,
    ]);
    expect(await kindsOf(id)).toEqual([
      ['placed', true],
      ['owner-to-pack', true],
      ['paid', true],
      ['accounts-invoice', true],
    ]);
  });
});
