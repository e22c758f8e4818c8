import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { dayBefore } from '../../src/domain/owner-digest.ts';
import { eq, inArray } from '../db/orm.ts';
import { mailQueue, orderReturns, orders, productQuestions, users } from '../db/schema.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { ownerCommand, placeOrder, productId, sendAllMail, setStock, signUp } from '../test/helpers.ts';
import { ownerDigestOf, queueOwnerDigest } from './owner-digest.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ OWNER_DIGEST_HOUR: '8' });
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const digests = () => h.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'owner-digest'));
/** `day` at `time`, India's. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe("the owner's morning e-mail", () => {
  it('is queued once a day, from its hour (India time) on', async () => {
    const day = '2026-12-07';
    const queue = (hour: number | 'off', time: Date, queuedFor?: string) =>
      queueOwnerDigest(h.database.db, hour, time, queuedFor);
    expect(await queue(8, at(day, '07:59'))).toEqual({ queued: false });
    expect(await queue(8, at(day, '08:00'))).toEqual({ day, queued: true });
    // Another drain that day (or another server on the same database): still one.
    expect(await queue(8, at(day, '17:30'))).toEqual({ day, queued: false });
    // A queue that saw it already does not ask again; the next day it does.
    expect(await queue(8, at(day, '17:35'), day)).toEqual({ day, queued: false });
    expect(await queue(8, at('2026-12-08', '09:15'), day)).toEqual({ day: '2026-12-08', queued: true });
    expect(await queue('off', at('2026-12-09', '09:15'))).toEqual({ queued: false });
    expect((await digests()).map((r) => r.key).sort()).toEqual([
      'owner-digest:2026-12-07',
      'owner-digest:2026-12-08',
    ]);
    await h.database.db.delete(mailQueue).where(eq(mailQueue.kind, 'owner-digest'));
  });

  it("counts yesterday's orders and what waits today, and mails it to the shop's alerts address", async () => {
    const quiet = await ownerDigestOf(h.database.db);
    const { token, email } = await signUp(h);
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);

    // Yesterday: three orders placed; one paid (sold, and to pack), one cancelled, one still unpaid.
    const [sold, cancelled, unpaid] = [
      await placeOrder(h, token, { [productId(0)]: 2 }),
      await placeOrder(h, token),
      await placeOrder(h, token),
    ];
    await shop('payments', 'mark-paid', sold);
    await h.database.db.update(orders).set({ status: 4 }).where(eq(orders.id, cancelled));
    await h.database.db
      .update(orders)
      .set({ createdAt: yesterday })
      .where(inArray(orders.id, [sold, cancelled, unpaid]));
    // Today: one paid and promised for a day already past (late, and to pack).
    const late = await placeOrder(h, token);
    await shop('payments', 'mark-paid', late);
    await h.database.db.update(orders).set({ expectedBy: '2026-01-05' }).where(eq(orders.id, late));
    // A return asked for on a delivered order; a question nobody answered; a product sold out.
    const returned = await placeOrder(h, token);
    await h.database.db.update(orders).set({ status: 3 }).where(eq(orders.id, returned));
    await h.database.db.insert(orderReturns).values({ orderId: returned, lines: [], reason: 'Damaged' });
    const [asker] = await h.database.db.select().from(users).where(eq(users.email, email));
    await h.database.db
      .insert(productQuestions)
      .values({ productId: productId(1), userId: asker!.id, question: 'Is it food-safe?' });
    await setStock(h, productId(2), 0);

    const d = await ownerDigestOf(h.database.db, now);
    const [soldRow] = await h.database.db.select().from(orders).where(eq(orders.id, sold));
    expect(d).toEqual({
      ...quiet,
      day: isoDayInIndia(now),
      yesterday: {
        placed: quiet.yesterday.placed + 3,
        sold: quiet.yesterday.sold + 1,
        soldPaise: quiet.yesterday.soldPaise + soldRow!.totalPaise,
        cancelled: quiet.yesterday.cancelled + 1,
      },
      toPack: { orders: quiet.toPack.orders + 2, oldest: isoDayInIndia(yesterday) },
      late: quiet.late + 1,
      returns: { ...quiet.returns, toAnswer: quiet.returns.toAnswer + 1 },
      questions: quiet.questions + 1,
      stock: { ...quiet.stock, soldOut: quiet.stock.soldOut + 1 },
    });

    expect(await queueOwnerDigest(h.database.db, 0, now)).toMatchObject({ queued: true });
    await sendAllMail(h);
    const mail = h.mailer.sent.find((m) => m.text.startsWith('Good morning.'));
    // ORDER_ALERTS_TO unset: the store's own e-mail (store.config.json).
    expect(mail?.to).toBe('support@guptasupply.in');
    expect(mail?.subject).toMatch(/^Gupta Supply Co on .+: \d+ orders to pack$/);
    const text = mail!.text.split('\n');
    expect(text.find((l) => l.startsWith('Yesterday ('))).toMatch(
      new RegExp(
        `^Yesterday \\(\\w{3}, \\d+ \\w{3}\\): 3 orders placed, 1 order sold for ${formatMoney(fromPaise(soldRow!.totalPaise)).replace('.', '\\.')}, 1 cancelled\\.$`,
      ),
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'Waiting for you:',
        expect.stringMatching(/^- To pack: 2 orders \(the oldest placed .+\)$/),
        '  npm run shop -- orders picklist',
        '- Late: 1 order past the day it should have arrived by',
        '  npm run shop -- orders late',
        '- Returns to answer: 1',
        '- Questions to answer: 1',
        '  npm run shop -- questions list --unanswered',
        `- Stock: ${d.stock.soldOut} products sold out, ${d.stock.low} products down to 5 or fewer`,
        '  npm run shop -- products low-stock',
        `Yesterday's figures in full: npm run shop -- orders summary --from ${dayBefore(d.day)} --to ${dayBefore(d.day)}`,
      ]),
    );
    expect(mail!.text).not.toMatch(/Refunds to send|Reviews waiting|owed on account/);
  });
});
