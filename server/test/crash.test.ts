import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList, type OrderCreateResponse } from '../../src/contract/order.ts';
import { toPaise } from '../../src/domain/money.ts';
import { seedProducts } from '../catalogue/products.ts';
import { lockPath } from '../db/lock.ts';
import { seedStock } from '../db/seed.ts';
import { freshPostgresUrl } from './harness.ts';
import { address, bodyOf, productId, unitPricePaise } from './helpers.ts';
import { orderIntegrity } from './integrity.ts';
import { startServer, type Running } from './process.ts';
import { send, signUpAt } from './remote.ts';

const ORDERS = 50;
const KILL_AFTER = 10;

/** Order i: one to three different products with plenty of stock, quantities 1-5, and what it must cost. */
function orderFor(i: number) {
  const count = 1 + (i % 3);
  const lines = new Map<string, { quantity: number; pricePaise: number }>();
  for (let k = 0; lines.size < count; k++) {
    const index = (i * 7 + k * 31) % seedProducts.length;
    if (seedStock(seedProducts[index]!, index)[0]!.quantity < 40) continue;
    // Sold by the carton (a minimum of several): not one of these small lines.
    if ((seedProducts[index]!.packMultiple ?? 1) > 1) continue;
    const quantity = 1 + ((i + k) % 5);
    lines.set(productId(index), { quantity, pricePaise: unitPricePaise(index, quantity) });
  }
  const products = Object.fromEntries([...lines].map(([id, l]) => [id, l.quantity]));
  const totalPaise = [...lines.values()].reduce((sum, l) => sum + l.quantity * l.pricePaise, 0);
  return { products, lines, totalPaise };
}

let env: Record<string, string>;
let dropDatabase = async () => {};
const running = new Set<Running>();

beforeAll(async () => {
  env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-crash-')) };
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgresUrl();
    env.DATABASE_URL = fresh.url;
    dropDatabase = fresh.drop;
  }
});
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  await dropDatabase();
  rmSync(env.DATA_DIR!, { recursive: true, force: true });
});

async function start() {
  const server = await startServer(env);
  running.add(server);
  return server;
}

describe('a server killed with orders in flight', () => {
  it('keeps every acknowledged order whole after a restart, and no order without its lines', async () => {
    const first = await start();
    const { token } = await signUpAt(first.base);

    const acknowledged = new Map<string, ReturnType<typeof orderFor>>();
    const answered: number[] = [];
    let exited: Promise<number | null> | undefined;
    const attempts = Array.from({ length: ORDERS }, async (_, i) => {
      const order = orderFor(i);
      const res = await send(first.base, 'POST', '/orders', {
        token,
        body: { products: order.products, shippingAddress: address },
      });
      answered.push(res.status);
      if (res.status === 201) acknowledged.set(bodyOf<OrderCreateResponse>(res).id, order);
      if (answered.length >= KILL_AFTER) exited ??= first.stop('SIGKILL');
    });
    const outcomes = await Promise.allSettled(attempts);
    await exited;
    running.delete(first);

    // Every answer before the kill was a success; the rest lost their connection.
    expect(answered.filter((s) => s !== 201)).toEqual([]);
    const lost = outcomes.filter((o) => o.status === 'rejected').length;
    expect(lost, 'no request was in flight when the server was killed').toBeGreaterThan(0);
    expect(acknowledged.size + lost).toBe(ORDERS);
    if (!env.DATABASE_URL) {
      // The restart must take over the dead server's lock on the PGlite folder.
      const holder = JSON.parse(readFileSync(lockPath(env.DATA_DIR!), 'utf8')) as { pid: number };
      expect(holder.pid).toBe(first.child.pid);
    }

    const second = await start();
    const list = await send(second.base, 'GET', '/orders', { token });
    expect(list.status).toBe(200);
    const listed = orderList.parse(list.body);
    const byId = new Map(listed.map((o) => [o.id, o]));
    for (const [id, order] of acknowledged) {
      const found = byId.get(id);
      expect(found, `acknowledged order ${id}`).toBeDefined();
      expect(toPaise(found!.total ?? 0)).toBe(order.totalPaise);
      const lines = found!.items.map((l) => [l.productId, l.quantity, toPaise(l.price)]);
      const expected = [...order.lines].map(([id, l]) => [id, l.quantity, l.pricePaise]);
      expect(lines.sort()).toEqual(expected.sort());
    }
    // Orders committed but never answered may exist too; they must be whole as well.
    for (const order of listed) {
      expect(order.items.length, `order ${order.id} has lines`).toBeGreaterThan(0);
      const sum = order.items.reduce((s, l) => s + l.quantity * toPaise(l.price), 0);
      expect(toPaise(order.total ?? 0), `order ${order.id} total`).toBe(sum);
    }
    expect(await second.stop('SIGTERM')).toBe(0);
    running.delete(second);

    expect(await orderIntegrity(env)).toEqual({ orders: listed.length, withoutLines: 0, wrongTotal: 0 });
    // Two PGlite servers start and stop here: ~18 s alone, but 70-91 s on a 2-core machine while the
    // stories run beside it (CI of 2026-11-28: 70 s on eab76fa, a timeout at 90 s on 452d346).
  }, 180_000);
});
