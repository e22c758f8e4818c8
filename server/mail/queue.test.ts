import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../cli/commands.ts';
import { asc, eq, sql } from '../db/orm.ts';
import { mailQueue } from '../db/schema.ts';
import type { Mail, Mailer } from '../lib/mail.ts';
import { loadStoreConfig } from '../lib/store-config.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, storeConfigPath, type Harness } from '../test/harness.ts';
import { mailsTo, placeOrder, productId, signUp } from '../test/helpers.ts';
import { seedProducts } from '../catalogue/products.ts';
import { createMailQueue, retryPause } from './queue.ts';
import { taxDocumentsOf } from '../invoices/issue.ts';
import { savedLists as savedListsAnswer } from '../../src/contract/quick-order.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { reminderAt } from '../../src/domain/list-reminders.ts';
import { addDays } from '../../src/domain/dates.ts';
import { savedLists } from '../db/schema.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const store = loadStoreConfig(storeConfigPath);
const shop = (...argv: string[]) => runCommand(h.database.db, { out: () => undefined }, argv);

/** A mail server that is down until `up` is called. */
function flakyMailer() {
  const sent: Mail[] = [];
  let down = true;
  const mailer: Mailer = {
    async send(mail) {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(mail);
    },
  };
  return { mailer, sent, up: () => (down = false) };
}

const queueFor = (mailer: Mailer, env: Partial<Harness['env']> = {}) =>
  createMailQueue({ db: h.database.db, mailer, store, env: { ...h.env, ...env } });
/** Everything waiting is due now (time passes). */
const timePasses = () =>
  h.database.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
const rowsOf = (orderId: string) =>
  h.database.db.select().from(mailQueue).where(eq(mailQueue.orderId, orderId)).orderBy(asc(mailQueue.id));

describe('the order e-mail queue', () => {
  it('mails each step of an order once: placed, paid, shipped with its AWB, delivered', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    const queue = queueFor(h.mailer);
    const mine = () => mailsTo(h, email);
    await queue.drain();
    await shop('payments', 'mark-paid', id);
    await queue.drain();
    await shop('orders', 'set-status', id, '2', '--courier', 'Delhivery', '--awb', '1234567890123');
    await queue.drain();
    await shop('orders', 'set-status', id, '3');
    await queue.drain();
    await queue.drain();
    expect(mine().map((m) => m.subject)).toEqual([
      `Order ${id} placed`,
      `Payment received for order ${id}`,
      `Your order ${id} has shipped`,
      `Your order ${id} has been delivered`,
    ]);
    const shipped = mine()[2]!;
    expect(shipped.text).toContain('Delhivery, AWB 1234567890123');
    expect(shipped.html).toContain('https://www.delhivery.com/track-v2/package/1234567890123');
    // The shop's WhatsApp (server/store.config.json), a chat about this order.
    expect(shipped.text).toContain('\nWhatsApp: https://wa.me/919876543210\n');
    expect(shipped.html).toContain(encodeURIComponent(`my order ${id}.`));
    expect(mine()[0]!.html).toMatch(/^<!doctype html>/);
  });

  it('mails a cancellation with the reason, once, however often it is asked', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    const cancel = apiClient(h, token).orders[':id'].cancel;
    await cancel.$post({ param: { id }, json: { reason: 'Ordered by mistake' } });
    await cancel.$post({ param: { id }, json: { reason: 'Again' } });
    const queue = queueFor(h.mailer);
    await queue.drain();
    const mails = h.mailer.sent.filter((m) => m.to === email && m.subject === `Order ${id} cancelled`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Reason: Ordered by mistake');
    expect(mails[0]!.text).toContain('Nothing was charged.');
  });

  it('waits while the mail server is down, then sends each e-mail exactly once', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    const flaky = flakyMailer();
    const queue = queueFor(flaky.mailer);
    expect(await queue.drain()).toBe(0);
    const waiting = await rowsOf(id);
    expect(waiting.map((r) => [r.kind, r.attempts, r.sentAt])).toEqual([
      ['placed', 1, null],
      ['owner-to-pack', 1, null],
      ['paid', 1, null],
    ]);
    expect(waiting[0]!.lastError).toContain('ECONNREFUSED');
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Still down when its time comes: the pause grows.
    await timePasses();
    expect(await queue.drain()).toBe(0);
    expect((await rowsOf(id))[0]!.attempts).toBe(2);
    flaky.up();
    expect(await queue.drain()).toBe(0); // not due yet
    await timePasses();
    expect(await queue.drain()).toBe(3);
    await timePasses();
    expect(await queue.drain()).toBe(0);
    expect(flaky.sent.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      `Order ${id} placed`,
      `Payment received for order ${id}`,
    ]);
  });

  it("tells the shop what to pack, with each line's size and colour and where it goes", async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    const queue = queueFor(h.mailer, { ORDER_ALERTS_TO: 'packing@shop.example.in' });
    await queue.drain();
    expect(h.mailer.sent.filter((m) => m.to === 'packing@shop.example.in')).toEqual([]);
    await shop('payments', 'mark-paid', id);
    await queue.drain();
    const [alert, ...more] = h.mailer.sent.filter((m) => m.to === 'packing@shop.example.in');
    expect(more).toEqual([]);
    expect(alert!.subject).toBe(`To pack: order ${id}`);
    expect(alert!.text).toMatch(
      /^A new order to pack\n\nIt is ready to pack and ship\.\n₹[\d,.]+ received by bank transfer\.\n/,
    );
    expect(alert!.text).toContain(`See it in full: npm run shop -- orders show ${id}`);
    expect(alert!.text).toMatch(/\n\d+ x .+ {2}₹[\d,.]+\n/);
    expect(alert!.text).toContain('Delivering to:');
    expect(alert!.html).not.toContain('View your orders');
    expect(alert!.text).not.toContain('wa.me');
    // Its packing slip, to print for the box (no invoice: this shop is not registered for GST here).
    const [slip, ...others] = alert!.attachments ?? [];
    expect(others).toEqual([]);
    expect(slip).toMatchObject({ filename: `packing-slip-${id}.pdf`, contentType: 'application/pdf' });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(slip!.content)));
    expect(text[0]).toContain(`Packing slip · ${id}`);
    expect(text[0]).toContain('Prepaid: collect nothing');
  });

  it('tells the shop which counts the order took from are now low, to restock them', async () => {
    await shop('products', 'stock', productId(0), '6');
    await shop('products', 'stock', productId(1), '50');
    const { token } = await signUp(h);
    const id = await placeOrder(h, token, { [productId(0)]: 2, [productId(1)]: 2 });
    await shop('payments', 'mark-paid', id);
    await queueFor(h.mailer).drain();
    const alert = h.mailer.sent.find((m) => m.subject === `To pack: order ${id}`)!;
    expect(alert.text).toContain(`\nRunning low: ${seedProducts[0]!.title}: 4 left.\n`);
    expect(alert.text).not.toContain(seedProducts[1]!.title + ':');
    expect(alert.text).toContain('To restock: npm run shop -- products low-stock');
    expect(alert.html).toContain('Running low:');
    // Plenty left: the e-mail says nothing of stock.
    await shop('products', 'stock', productId(0), '60');
    const plenty = await placeOrder(h, token, { [productId(0)]: 2 });
    await shop('payments', 'mark-paid', plenty);
    await queueFor(h.mailer).drain();
    expect(h.mailer.sent.find((m) => m.subject === `To pack: order ${plenty}`)!.text).not.toContain(
      'Running low',
    );
  });

  it('tells the shop, at the store e-mail, to stop packing a paid order its customer cancelled', async () => {
    const { token } = await signUp(h);
    const [paid, unpaid] = [await placeOrder(h, token), await placeOrder(h, token)];
    await shop('payments', 'mark-paid', paid);
    const cancel = apiClient(h, token).orders[':id'].cancel;
    for (const id of [paid, unpaid])
      await cancel.$post({ param: { id }, json: { reason: 'Found it cheaper' } });
    await queueFor(h.mailer).drain();
    const toShop = (id: string) =>
      h.mailer.sent
        .filter((m) => m.to === store.companyEmail && m.subject.includes(id))
        .map((m) => m.subject);
    expect(toShop(paid)).toEqual([`To pack: order ${paid}`, `Stop packing: order ${paid} cancelled`]);
    // Never paid, so never packed: the shop has nothing to stop.
    expect(toShop(unpaid)).toEqual([]);
    const stop = h.mailer.sent.find((m) => m.subject === `Stop packing: order ${paid} cancelled`)!;
    expect(stop.text).toContain('Reason: Found it cheaper');
    expect(stop.text).toMatch(
      new RegExp(
        `Send ₹[\\d,.]+ back to the customer, then record it: npm run shop -- payments refunded ${paid}`,
      ),
    );
  });

  it('sends the tax invoice as a PDF with the payment e-mail, and with its credit note when the order is cancelled', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await queueFor(h.mailer).drain();
    await shop('payments', 'mark-paid', id);
    await queueFor(h.mailer).drain();
    await apiClient(h, token).orders[':id'].cancel.$post({
      param: { id },
      json: { reason: 'Ordered by mistake' },
    });
    await queueFor(h.mailer).drain();
    const { invoice, creditNote } = await taxDocumentsOf(h.database.db, id);
    const file = `${invoice!.serial.replaceAll('/', '-')}.pdf`;
    const mailTo = (subject: string) => h.mailer.sent.find((m) => m.to === email && m.subject === subject)!;

    expect(mailTo(`Order ${id} placed`).attachments).toBeUndefined();
    const paid = mailTo(`Payment received for order ${id}`);
    const note = `Your GST tax invoice ${invoice!.serial} is attached as a PDF. It is also in My Orders.`;
    expect(paid.text).toContain(note);
    expect(paid.html).toContain(note);
    expect(paid.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[file, 'application/pdf']]);
    const invoicePdf = paid.attachments![0]!.content;
    expect(invoicePdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The cancellation's: the invoice and the credit note that cancels it, on a page of its own.
    const cancelled = mailTo(`Order ${id} cancelled`);
    expect(cancelled.text).toContain(
      `Credit note ${creditNote!.serial}, against invoice ${invoice!.serial}, is attached as a PDF with that invoice.`,
    );
    const both = cancelled.attachments![0]!;
    expect(both.filename).toBe(file);
    expect(both.content.length).toBeGreaterThan(invoicePdf.length);
    // The shop's own e-mails carry no invoice (the owner has it in invoices list): "To pack" carries
    // the packing slip alone.
    expect(
      h.mailer.sent.find((m) => m.subject === `To pack: order ${id}`)!.attachments?.map((a) => a.filename),
    ).toEqual([`packing-slip-${id}.pdf`]);
  });

  it('tells a refund truly when the owner sent it before the e-mails went', async () => {
    const { token, email } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    await apiClient(h, token).orders[':id'].cancel.$post({
      param: { id },
      json: { reason: 'Ordered by mistake' },
    });
    // The mail server was slow; the owner was quicker.
    await shop('payments', 'refunded', id);
    await queueFor(h.mailer).drain();
    const subject = `Order ${id} cancelled`;
    const toCustomer = h.mailer.sent.find((m) => m.to === email && m.subject === subject)!;
    expect(toCustomer.text).toMatch(/Your payment of ₹[\d,.]+ will be refunded/);
    expect(toCustomer.text).not.toContain('Nothing was charged.');
    const toShop = h.mailer.sent.find((m) => m.subject === `Stop packing: order ${id} cancelled`)!;
    expect(toShop.text).toMatch(/Its payment of ₹[\d,.]+ is already recorded as refunded\./);
    expect(toShop.text).not.toContain('Send ₹');
  });

  it("sends the shop's own e-mails nowhere when they are off, and lets them go", async () => {
    const { token } = await signUp(h);
    const id = await placeOrder(h, token);
    await shop('payments', 'mark-paid', id);
    const before = h.mailer.sent.length;
    const queue = queueFor(h.mailer, { ORDER_ALERTS_TO: 'off' });
    await queue.drain();
    expect(h.mailer.sent.slice(before).map((m) => m.subject)).toEqual([
      `Order ${id} placed`,
      `Payment received for order ${id}`,
    ]);
    expect((await rowsOf(id)).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('never holds up or fails the request that caused the e-mail', async () => {
    const { token } = await signUp(h);
    // The harness's app has no queue running: the order is placed, its e-mail waits in the table.
    const id = await placeOrder(h, token);
    expect((await rowsOf(id)).map((r) => r.sentAt)).toEqual([null]);
  });

  it('pauses 30 s, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryPause)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryPause(20)).toBe(60 * 60_000);
  });
});

describe('reorder reminders', () => {
  const TAPE = seedProducts.findIndex((p) => p.title.startsWith('Brown BOPP Packing Tape 48 mm x 65 m'));
  /** A buyer with a list reminding every `everyDays` days; answers its id and their e-mail. */
  async function listReminding(everyDays: 7 | 14 | 28 | 56) {
    const { token, email } = await signUp(h);
    const lists = apiClient(h, token).lists;
    const saved = await lists.$post({
      json: {
        name: 'Monthly office supplies',
        lines: [
          { sku: 'tap-001', quantity: 60 },
          { sku: 'NOPE-999', quantity: 2 },
        ],
      },
    });
    const id = savedListsAnswer.parse(await saved.json()).data[0]!.id;
    const set = await lists[':id'].reminder.$put({ param: { id }, json: { everyDays } });
    expect(set.status).toBe(200);
    const reminder = () =>
      lists.$get().then(async (r) => savedListsAnswer.parse(await r.json()).data[0]!.reminder);
    const stop = () => lists[':id'].reminder.$put({ param: { id }, json: { everyDays: null } });
    const again = () => lists[':id'].reminder.$put({ param: { id }, json: { everyDays } });
    return { id, email, reminder, stop, again };
  }
  /** Time passes: the list's reminder is due, on `day` at 9 in India. */
  const dueOn = (id: string, day: string) =>
    h.database.db
      .update(savedLists)
      .set({ remindAt: reminderAt(day) })
      .where(eq(savedLists.id, id));
  const today = () => isoDayInIndia(new Date());
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
  const rowsOfList = (id: string) =>
    h.database.db.select().from(mailQueue).where(eq(mailQueue.savedListId, id)).orderBy(asc(mailQueue.id));

  it('mails the buyer once on its day, with the lines and links, and sets the next a turn later', async () => {
    const { id, email, reminder } = await listReminding(7);
    const day = addDays(today(), -1);
    await dueOn(id, day);
    const queue = queueFor(h.mailer);
    await queue.drain();
    const [mail, ...more] = mailsTo(h, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Time to reorder: Monthly office supplies');
    expect(mail!.text).toContain('your list “Monthly office supplies” (every week)');
    expect(mail!.text).toContain(`\n  60 × TAP-001  ${seedProducts[TAPE]!.title}\n  2 × NOPE-999\n`);
    expect(mail!.text).toContain(`\n${h.env.APP_URL}/quick-order?list=${id}\n`);
    expect(mail!.text).toContain(`\n${h.env.APP_URL}/account#saved-lists\n`);
    expect(mail!.text).toContain(store.companyEmail);
    const next = (await reminder())!;
    expect(next).toEqual({ everyDays: 7, nextOn: addDays(day, 7) });
    expect(weekday(next.nextOn)).toBe(weekday(day));
    // The queue's row is marked sent; the next drains send nothing more.
    expect((await rowsOfList(id)).map((r) => [r.key, r.sentAt !== null])).toEqual([
      [`list-reminder:${id}:${day}`, true],
    ]);
    await timePasses();
    await queue.drain();
    expect(mailsTo(h, email)).toHaveLength(1);
  });

  it('can be stopped from the mail app in one click (RFC 8058), with no sign-in', async () => {
    const { id, email, reminder, again } = await listReminding(7);
    const queue = queueFor(h.mailer);
    const mailed = async (day: string) => {
      await dueOn(id, day);
      await queue.drain();
      const headers = mailsTo(h, email).at(-1)!.headers!;
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const [, url] = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)!;
      expect(url).toMatch(new RegExp(`^${h.env.PUBLIC_URL}/api/v1/lists/reminder/stop/[\\w-]{43}$`));
      return new URL(url!).pathname;
    };
    const first = await mailed(addDays(today(), -1));
    // Each e-mail of the reminder carries the same stop.
    expect(await mailed(today())).toBe(first);
    // Opened in a browser (or by a link scanner): the saved lists, and nothing stops.
    const opened = await h.app.request(first);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${h.env.APP_URL}/account#saved-lists`);
    expect(await reminder()).not.toBeNull();
    // The mail app's press: a POST of the RFC's form, no cookie, no token of the account.
    const press = (path: string) =>
      h.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const stopped = await press(first);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ message: 'Reminder stopped' });
    expect(await reminder()).toBeNull();
    // Pressed again, or a made-up stop: nothing to stop, and no error for the mail app.
    expect((await press(first)).status).toBe(200);
    expect((await press('/api/v1/lists/reminder/stop/made-up')).status).toBe(200);
    // Set again, the reminder has a new stop: the old e-mails' no longer stops it.
    await again();
    const second = await mailed(addDays(today(), -2));
    expect(second).not.toBe(first);
    await press(first);
    expect(await reminder()).not.toBeNull();
    await press(second);
    expect(await reminder()).toBeNull();
  });

  it('sends nothing before its day', async () => {
    const { id, email, reminder } = await listReminding(14);
    const set = await reminder();
    await queueFor(h.mailer).drain();
    expect(mailsTo(h, email)).toEqual([]);
    expect(await rowsOfList(id)).toEqual([]);
    expect(await reminder()).toEqual(set);
  });

  it('queues one e-mail per list and day, however often the pass is run again', async () => {
    const { id, email } = await listReminding(7);
    const day = addDays(today(), -2);
    await dueOn(id, day);
    const queue = queueFor(h.mailer);
    await queue.drain();
    // A pass that queued the e-mail but did not move the reminder on (the same day due again).
    await dueOn(id, day);
    await queue.drain();
    expect(mailsTo(h, email)).toHaveLength(1);
    expect(await rowsOfList(id)).toHaveLength(1);
  });

  it('is mailed once when two servers drain at the same moment', async () => {
    const { id, email } = await listReminding(7);
    await dueOn(id, addDays(today(), -1));
    await Promise.all([queueFor(h.mailer).drain(), queueFor(h.mailer).drain()]);
    await queueFor(h.mailer).drain();
    expect(mailsTo(h, email)).toHaveLength(1);
    expect(await rowsOfList(id)).toHaveLength(1);
  });

  it('sends nothing for a reminder stopped after it was queued', async () => {
    const { id, email, stop, reminder } = await listReminding(28);
    await dueOn(id, addDays(today(), -1));
    const flaky = flakyMailer();
    expect(await queueFor(flaky.mailer).drain()).toBe(0);
    expect(await rowsOfList(id)).toHaveLength(1);
    expect((await stop()).status).toBe(200);
    flaky.up();
    await timePasses();
    await queueFor(flaky.mailer).drain();
    expect(flaky.sent.filter((m) => m.to === email)).toEqual([]);
    expect((await rowsOfList(id)).map((r) => r.sentAt !== null)).toEqual([true]);
    expect(await reminder()).toBeNull();
  });

  it('sends one e-mail after a shop stopped for several turns, and the next in the future', async () => {
    const { id, email, reminder } = await listReminding(7);
    const missed = addDays(today(), -30);
    await dueOn(id, missed);
    const queue = queueFor(h.mailer);
    await queue.drain();
    await queue.drain();
    expect(mailsTo(h, email)).toHaveLength(1);
    const next = (await reminder())!;
    expect(next.nextOn > today()).toBe(true);
    expect(next.nextOn <= addDays(today(), 7)).toBe(true);
    expect(weekday(next.nextOn)).toBe(weekday(missed));
    const [row] = await h.database.db.select().from(savedLists).where(eq(savedLists.id, id));
    expect(row!.remindAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
