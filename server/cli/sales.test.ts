import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../db/orm.ts';
import { orderReturns, orders, payments } from '../db/schema.ts';
import { isoDayInIndia } from '../../src/domain/dates.ts';
import { formatMoney, fromPaise } from '../../src/domain/money.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { ownerCommand, placeOrder, productId, seedSku, signUp, unitPricePaise } from '../test/helpers.ts';
import { seedProducts } from '../catalogue/products.ts';
import { salesPeriod } from './sales.ts';
import { UsageError } from './usage-error.ts';

// Its own database: the summary adds up every order placed in the days asked for.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const shop = (...argv: string[]) => ownerCommand(h, argv);
const money = (paise: number) => formatMoney(fromPaise(paise));
const totalOf = async (id: string) =>
  (await h.database.db.select({ t: orders.totalPaise }).from(orders).where(eq(orders.id, id)))[0]!.t;

/** A payment as a provider leaves it, for the orders the summary reads. */
async function paymentFor(id: string, method: string, status: 'paid' | 'pending') {
  const amountPaise = await totalOf(id);
  await h.database.db.insert(payments).values({
    orderId: id,
    method,
    amountPaise,
    status,
    reference: `TEST-${method}-${id}`,
    payerName: 'Asha Rao',
    payerEmail: 'asha@example.in',
    payerPhone: '9876543210',
    returnOrigin: 'http://localhost',
    expiresAt: new Date(Date.now() + 3_600_000),
    paidAt: status === 'paid' ? new Date() : null,
  });
  await h.database.db.update(orders).set({ status: 1 }).where(eq(orders.id, id));
  return amountPaise;
}

describe('npm run shop -- orders summary', () => {
  it('says so when no order was placed in the days asked for', async () => {
    expect(await shop('orders', 'summary', '--from', '2020-01-01', '--to', '2020-01-31')).toBe(
      'No orders placed from 2020-01-01 to 2020-01-31 (Indian time).',
    );
  });

  it('adds up the orders placed in the days asked for: by status, sold by method, returns, refunds due, best sellers', async () => {
    const { token } = await signUp(h);
    const byBank = await placeOrder(h, token, { [productId(0)]: 5 });
    const byUpi = await placeOrder(h, token, { [productId(0)]: 1, [productId(1)]: 2 });
    const byCash = await placeOrder(h, token, { [productId(1)]: 1 });
    const waiting = await placeOrder(h, token, { [productId(60)]: 4 });
    const cancelledPaid = await placeOrder(h, token, { [productId(60)]: 1 });
    const lastYear = await placeOrder(h, token, { [productId(60)]: 9 });

    await shop('payments', 'mark-paid', byBank);
    const upi = await paymentFor(byUpi, 'upi_qr', 'paid');
    const cash = await paymentFor(byCash, 'cod', 'pending');
    await shop('payments', 'mark-paid', cancelledPaid);
    await shop('orders', 'set-status', cancelledPaid, '4');
    await shop('orders', 'set-status', byBank, '2', '--courier', 'Delhivery', '--awb', '1234567890');
    await shop('orders', 'set-status', byBank, '3');
    const bank = await totalOf(byBank);
    const refund = unitPricePaise(0, 5);
    await h.database.db.insert(orderReturns).values({
      orderId: byBank,
      lines: [{ itemId: '1', quantity: 1 }],
      reason: 'Damaged in transit',
      status: 'refunded',
      refundPaise: refund,
      refundedAt: new Date(),
    });
    await h.database.db
      .update(orders)
      .set({ createdAt: new Date('2025-06-15T10:00:00+05:30') })
      .where(eq(orders.id, lastYear));

    const today = isoDayInIndia(new Date());
    const placedTotal = [byBank, byUpi, byCash, waiting, cancelledPaid].map(totalOf);
    const sum = (await Promise.all(placedTotal)).reduce((a, b) => a + b, 0);
    const sold = bank + upi + cash;
    const summary = (await shop('orders', 'summary', '--from', today, '--to', today)).split('\n');
    expect(summary.slice(0, 9)).toEqual([
      `Orders placed from ${today} to ${today} (Indian time): 5, ${money(sum)}`,
      '  Pending 1 · Processing 2 · Shipped 0 · Delivered 1 · Cancelled 1',
      `Sold (paid, or confirmed for cash on delivery or on account): 3 orders, ${money(sold)}, average ${money(Math.round(sold / 3))}`,
      ...[
        { label: 'bank transfer', paise: bank, extra: '' },
        { label: 'UPI', paise: upi, extra: '' },
        { label: 'cash on delivery', paise: cash, extra: ` (${money(cash)} still to collect)` },
      ]
        .sort((a, b) => b.paise - a.paise)
        .map((m) => `  ${m.label}: 1 order, ${money(m.paise)}${m.extra}`),
      `Returns refunded: 1 order, ${money(refund)}`,
      `Sold, net of returns: ${money(sold - refund)}`,
      `Refunds due on cancelled orders: 1 order, ${money(await totalOf(cancelledPaid))} (npm run shop -- orders refunds-due)`,
    ]);
    // The best sellers: the sold orders' lines only (not the one awaiting payment nor the cancelled one).
    const best = [
      { index: 0, units: 6, paise: unitPricePaise(0, 5) * 5 + unitPricePaise(0, 1) },
      { index: 1, units: 3, paise: unitPricePaise(1, 2) * 2 + unitPricePaise(1, 1) },
    ].sort((a, b) => b.paise - a.paise);
    expect(summary.slice(9)).toEqual([
      'Best sellers by value:',
      ...best.map(
        (b) =>
          `  ${String(b.units).padStart(6)} × ${seedSku(b.index)}  ${seedProducts[b.index]!.title}  ${money(b.paise)}`,
      ),
    ]);

    // The order moved to last year is counted there, alone.
    expect(await shop('orders', 'summary', '--from', '2025-06-01', '--to', '2025-06-30')).toContain(
      'Orders placed from 2025-06-01 to 2025-06-30 (Indian time): 1,',
    );
  });

  it('reads this month so far in India when no days are given, and refuses days that are not dates', async () => {
    // 20:00 UTC on the 30th is already the 1st of the next month in India.
    const period = salesPeriod([], new Date('2026-11-30T20:00:00Z'));
    expect(period.from.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(isoDayInIndia(period.to)).toBe('2026-12-01');
    expect(salesPeriod(['--from', '2026-04-01'], new Date('2026-11-28T06:00:00Z')).to.toISOString()).toBe(
      '2026-11-28T18:29:59.999Z',
    );
    expect(() => salesPeriod(['--from', '2026-02-30'])).toThrow(
      "--from must be a date like 2026-04-01, not '2026-02-30'",
    );
    expect(() => salesPeriod(['--to', '2026-01-31'], new Date('2026-11-28T06:00:00Z'))).toThrow(UsageError);
    expect(await shop('orders', 'summary')).toMatch(/^Orders placed from \d{4}-\d{2}-01 to /);
  });
});
