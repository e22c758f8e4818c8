import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/order-status.ts';
import { runCommand, UsageError } from '../cli/commands.ts';
import { asc, eq, inArray, sql } from '../db/orm.ts';
import { orderEvents, orders, paymentEvents, payments, productStock } from '../db/schema.ts';
import { apiClient } from '../test/client.ts';
import { createHarness, testEnvVars, type Harness } from '../test/harness.ts';
import { paymentStatus, placeOrder, productId, sendWebhook, signUp } from '../test/helpers.ts';

/**
 * The payment state machine under random sequences of everything that can move a payment: a
 * shopper's attempts, signed webhooks (with fuzzed bodies), the sandbox's approve and decline, the
 * owner's commands, cash on delivery, buying on account and paying it online, and time passing.
 * Whatever happens, an order is Processing (or later) only with exactly one paid payment of its
 * total, or, until it is Delivered, one open cash-on-delivery payment of its total (fee included),
 * or one open payment on account of its total (owed, Delivered or not); and a payment leaves
 * pending at most once.
 */

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  const shopper = await signUp(h);
  token = shopper.token;
  // Credit that never runs out in these runs: every order may be bought on account.
  await runCommand(h.database.db, { out: () => undefined }, [
    'credit',
    'set',
    shopper.email,
    '10000000',
    '30',
  ]);
  // Hundreds of orders: the two products never run out.
  await h.database.db
    .delete(productStock)
    .where(inArray(productStock.productId, [productId(0), productId(1)]));
});
afterAll(() => h.close());

const SECRET = testEnvVars.PAYMENT_WEBHOOK_SECRET!;
const ORDERS = 2;

type Action =
  | { kind: 'attempt'; order: number; method: 'upi_qr' | 'upi_app' | 'gateway' | 'cod' | 'account' }
  /** The shopper pays what an order on account owes online (POST /account/credit/pay). */
  | { kind: 'pay-due'; order: number }
  | {
      kind: 'webhook';
      order: number;
      status: 'paid' | 'failed';
      /** Paise added to the true amount (0 most of the time). */
      delta: number;
      /** Which event id: a fresh one, or one of a few that repeat (replays). */
      eventId: number | 'fresh';
      target: 'latest' | 'unknown';
      fuzz: 'none' | 'extra-field' | 'amount-as-text' | 'no-amount' | 'bad-json';
    }
  | { kind: 'sandbox'; order: number; verdict: 'approve' | 'decline' }
  | {
      kind: 'owner';
      order: number;
      command: 'mark-paid' | 'set-status' | 'move-on' | 'fulfil';
      status: number;
    }
  | { kind: 'time-passes'; order: number };

const order = fc.integer({ min: 0, max: ORDERS - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('attempt' as const),
      order,
      method: fc.constantFrom('upi_qr', 'upi_app', 'gateway', 'cod', 'cod', 'account'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay-due' as const), order }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('webhook' as const),
      order,
      status: fc.constantFrom('paid', 'failed'),
      delta: fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, fc.integer({ min: -10_000, max: 10_000 })),
      eventId: fc.oneof(fc.constant('fresh' as const), fc.integer({ min: 0, max: 2 })),
      target: fc.constantFrom('latest', 'latest', 'latest', 'unknown'),
      fuzz: fc.constantFrom('none', 'none', 'none', 'extra-field', 'amount-as-text', 'no-amount', 'bad-json'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sandbox' as const),
      order,
      verdict: fc.constantFrom('approve', 'decline'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('owner' as const),
      order,
      // 'move-on': the next step of a fulfilled order (Processing → Shipped → Delivered), as an owner
      // does it; 'fulfil': both steps; 'set-status': any status, as a mistaken owner might try.
      command: fc.constantFrom('mark-paid', 'set-status', 'move-on', 'fulfil'),
      status: fc.integer({ min: 0, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('time-passes' as const), order }) },
);

interface World {
  orderIds: string[];
  /** The newest signature the sandbox would accept for each order's open payment. */
  signatures: Map<string, { paymentId: string; signature: string }>;
  runId: string;
  /** Each order's goods and shipping as placed: cash on delivery adds only its fee to it. */
  goodsPaise: Map<string, number>;
}

const deliver = (body: string) => sendWebhook(h, body, { secret: SECRET });

async function latestPayment(orderId: string) {
  const [row] = await h.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  return row;
}

/** One command of the owner's, refused or not. */
async function owner(world: World, a: Extract<Action, { kind: 'owner' }>) {
  const orderId = world.orderIds[a.order]!;
  const [current] = await h.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  const status = a.command === 'move-on' ? Math.min(current!.status + 1, ORDER_STATUS.delivered) : a.status;
  const argv =
    a.command === 'mark-paid'
      ? ['payments', 'mark-paid', orderId]
      : [
          'orders',
          'set-status',
          orderId,
          String(status),
          // Shipping needs the courier's airway bill, as the owner gives it.
          ...(status === ORDER_STATUS.shipped ? ['--courier', 'Delhivery', '--awb', '1234567890'] : []),
        ];
  await runCommand(h.database.db, { out: () => undefined }, argv).catch((e: unknown) => {
    // The owner is told why a command was refused; anything else is a defect.
    if (!(e instanceof UsageError)) throw e;
  });
}

async function perform(world: World, a: Action) {
  const orderId = world.orderIds[a.order]!;
  if (a.kind === 'attempt') {
    const res = await apiClient(h, token).payments.$post({
      json: {
        orderId,
        fields: {
          method: a.method,
          payerName: 'Asha',
          payerEmail: 'asha@example.in',
          payerPhone: '+919876543210',
        },
      },
    });
    expect([200, 409]).toContain(res.status);
    if (res.status === 200) {
      const answer = await res.json();
      expect(answer.paymentId).toEqual(expect.any(String));
      // Cash on delivery and buying on account have no gateway form: the order is confirmed at once.
      if (a.method !== 'cod' && a.method !== 'account') {
        const { paymentId, signature } = answer.testBank!.data;
        world.signatures.set(orderId, { paymentId: paymentId!, signature: signature! });
      }
    }
    return;
  }
  if (a.kind === 'pay-due') {
    const res = await apiClient(h, token).account.credit.pay.$post({ json: { orderId } });
    // 409: nothing owed on account for it (not bought on account, or paid already).
    expect([200, 409]).toContain(res.status);
    if (res.status === 200) {
      const data = (await res.json()).action!.formParams!.data!;
      world.signatures.set(orderId, { paymentId: String(data.paymentId), signature: String(data.signature) });
    }
    return;
  }
  if (a.kind === 'webhook') {
    const payment = await latestPayment(orderId);
    if (!payment && a.target === 'latest') return;
    const amount = ((payment?.amountPaise ?? 100) + a.delta) / 100;
    const event: Record<string, unknown> = {
      eventId: a.eventId === 'fresh' ? randomUUID() : `${world.runId}-${a.eventId}`,
      paymentReference: a.target === 'latest' ? payment!.reference : 'PAYUNKNOWN1',
      status: a.status,
      amount,
    };
    if (a.fuzz === 'extra-field') event.note = { nested: ['x'] };
    if (a.fuzz === 'amount-as-text') event.amount = String(amount);
    if (a.fuzz === 'no-amount') delete event.amount;
    const res = await deliver(
      a.fuzz === 'bad-json' ? JSON.stringify(event).slice(0, -1) : JSON.stringify(event),
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    return;
  }
  if (a.kind === 'sandbox') {
    const known = world.signatures.get(orderId);
    if (!known) return;
    const res = await h.app.request(
      `http://shop.test/api/v1/payments/sandbox/${known.paymentId}/${a.verdict}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ signature: known.signature }).toString(),
      },
    );
    expect(res.status).toBeLessThan(500);
    return;
  }
  if (a.kind === 'owner') {
    if (a.command === 'fulfil') {
      await owner(world, { ...a, command: 'move-on' });
      await owner(world, { ...a, command: 'move-on' });
    } else await owner(world, a);
    return;
  }
  await h.database.db
    .update(payments)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(payments.orderId, orderId));
  const payment = await latestPayment(orderId);
  if (payment) await paymentStatus(h, payment.id, token);
}

/** How often the runs reached the interesting states: a property that never gets there proves nothing. */
const seen = {
  processing: 0,
  flagged: 0,
  shipped: 0,
  cashDue: 0,
  cashCollected: 0,
  accountDue: 0,
  accountPaid: 0,
};

async function checkInvariants(world: World) {
  const { orderIds } = world;
  const db = h.database.db;
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
  const all = await db.select().from(payments).where(inArray(payments.orderId, orderIds));
  for (const o of rows) {
    const mine = all.filter((p) => p.orderId === o.id);
    seen.flagged += mine.filter((p) => p.flag !== null).length;
    const paid = mine.filter((p) => p.status === 'paid');
    const open = mine.filter((p) => p.status === 'pending');
    expect(open.length, `${o.id}: open payments`).toBeLessThanOrEqual(1);
    if (o.status === ORDER_STATUS.pending) expect(paid, `${o.id} is Pending`).toHaveLength(0);
    if (
      o.status === ORDER_STATUS.processing ||
      o.status === ORDER_STATUS.shipped ||
      o.status === ORDER_STATUS.delivered
    ) {
      seen.processing++;
      if (o.status !== ORDER_STATUS.processing) seen.shipped++;
      if (paid.length === 0 && open[0]?.method === 'account') {
        // On account: the whole total owed, whether delivered or not.
        expect(open[0]!.amountPaise).toBe(o.totalPaise);
        expect(o.totalPaise, `${o.id}'s goods`).toBe(world.goodsPaise.get(o.id));
        seen.accountDue++;
        continue;
      }
      if (paid.length === 0 && o.status !== ORDER_STATUS.delivered) {
        // Cash on delivery: the courier collects the whole total, the fee in it.
        expect(open, `${o.id} is ${o.status} with nothing paid`).toHaveLength(1);
        expect(open[0]!.method).toBe('cod');
        expect(open[0]!.amountPaise).toBe(o.totalPaise);
        expect(o.totalPaise - o.codFeePaise, `${o.id}'s goods`).toBe(world.goodsPaise.get(o.id));
        seen.cashDue++;
        continue;
      }
      expect(paid, `${o.id} is ${o.status}`).toHaveLength(1);
      expect(paid[0]!.amountPaise).toBe(o.totalPaise);
      if (paid[0]!.method === 'account') seen.accountPaid++;
      if (paid[0]!.method === 'cod') seen.cashCollected++;
      else expect(paid[0]!.receivedPaise, 'what the provider said it received').toBe(o.totalPaise);
    }
    if (o.status === ORDER_STATUS.cancelled) expect(paid.length).toBeLessThanOrEqual(1);
  }
  // Each order's history ends where the order stands.
  const histories = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  for (const o of rows) {
    expect(histories.filter((e) => e.orderId === o.id).at(-1)?.toStatus, `${o.id}'s history`).toBe(o.status);
  }
  // Each payment left pending at most once, and its history ends where it stands.
  const events = await db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, all.map((p) => p.id).concat(randomUUID())))
    .orderBy(asc(paymentEvents.id));
  for (const p of all) {
    const applied = events.filter((e) => e.paymentId === p.id && e.applied);
    const moves = applied.filter((e) => e.fromStatus !== null);
    expect(moves.length, `${p.id} left pending more than once`).toBeLessThanOrEqual(1);
    expect(moves.every((e) => e.fromStatus === 'pending')).toBe(true);
    expect(applied.at(-1)?.toStatus ?? 'pending').toBe(p.status);
  }
}

describe('the payment state machine', () => {
  it('keeps an order Processing only with exactly one paid payment of its total, whatever happens', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const world: World = {
          orderIds: [],
          signatures: new Map(),
          runId: `run-${run++}-${randomUUID()}`,
          goodsPaise: new Map(),
        };
        for (let i = 0; i < ORDERS; i++)
          world.orderIds.push(await placeOrder(h, token, { [productId(i)]: 1 }));
        const placed = await h.database.db.select().from(orders).where(inArray(orders.id, world.orderIds));
        for (const o of placed) world.goodsPaise.set(o.id, o.totalPaise);
        for (const a of actions) {
          await perform(world, a);
          await checkInvariants(world);
        }
      }),
      {
        numRuns: 80,
        // Always walked besides the random runs: cash on delivery confirmed, shipped and collected,
        // then a gateway's word on it (the runs reach these only now and then).
        examples: [
          [
            [
              { kind: 'attempt', order: 0, method: 'cod' },
              { kind: 'owner', order: 0, command: 'move-on', status: 0 },
              {
                kind: 'webhook',
                order: 0,
                status: 'failed',
                delta: 0,
                eventId: 'fresh',
                target: 'latest',
                fuzz: 'none',
              },
              { kind: 'owner', order: 0, command: 'fulfil', status: 0 },
            ],
          ],
          // Bought on account, shipped, then paid online: declined, and approved.
          [
            [
              { kind: 'attempt', order: 1, method: 'account' },
              { kind: 'owner', order: 1, command: 'move-on', status: 0 },
              { kind: 'pay-due', order: 1 },
              { kind: 'sandbox', order: 1, verdict: 'decline' },
              { kind: 'sandbox', order: 1, verdict: 'approve' },
              { kind: 'owner', order: 1, command: 'move-on', status: 0 },
            ],
          ],
        ],
      },
    );
    expect(seen.processing).toBeGreaterThan(0);
    expect(seen.flagged).toBeGreaterThan(0);
    expect(seen.shipped).toBeGreaterThan(0);
    expect(seen.cashDue).toBeGreaterThan(0);
    expect(seen.cashCollected).toBeGreaterThan(0);
    expect(seen.accountDue).toBeGreaterThan(0);
    expect(seen.accountPaid).toBeGreaterThan(0);
  });
});
