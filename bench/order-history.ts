import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { users } from '../server/db/schema.ts';
import { parseEnv } from '../server/env.ts';
import { memoryMailer } from '../server/lib/mail.ts';
import { createRateLimiter } from '../server/lib/rate-limit.ts';
import { loadStoreConfig } from '../server/lib/store-config.ts';
import { createSession } from '../server/routes/users/sessions.ts';
import { productIdFromSlug } from '../server/db/product-id.ts';
import { ORDERS_PAGE } from '../src/contract/limits.ts';
import { fill, openFresh } from './scale.ts';
import { formatTable, kb, median, type Target } from './lib.ts';
import { repo } from './server.ts';
import { address } from '../server/test/helpers.ts';
import type { SeedProduct } from '../server/catalogue/types.ts';

/**
 * My Orders for a customer with a long history (a business that restocks every fortnight has
 * hundreds of orders in a few years): GET /orders as the spec asks it (every order at once) beside
 * the extension's parts of it (src/contract/order.ts): the first page (`limit`, one more than
 * shown), a page further down (`before`), one order (`id`, the payment and thanks pages) and a
 * search (`q`). Each order has two lines of a 200-product catalogue. p50 of in-process requests.
 */
export const HISTORIES = [20, 500];
const REQUESTS = 50;

/** The fewest units of a product an order may hold (its minimum, in whole cartons). */
const least = (p: SeedProduct) => {
  const pack = p.packMultiple ?? 1;
  return Math.ceil(Math.max(p.minOrderQuantity ?? 1, pack) / pack) * pack;
};

async function timed(app: ReturnType<typeof createApp>, path: string, token: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 5; i++) {
    const t = performance.now();
    const res = await app.request(`http://127.0.0.1/api/v1${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    if (i >= 5) times.push(performance.now() - t);
    bytes = body.byteLength;
  }
  return { ms: Math.round(median(times) * 100) / 100, kb: kb(bytes) };
}

export async function measureOrderHistory(histories = HISTORIES) {
  const kinds: Array<'pglite' | 'postgres'> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const env = parseEnv({ NODE_ENV: 'production', STORE_CONFIG: join(repo, 'server/store.config.json') });
  const rows: Array<{
    db: string;
    orders: number;
    seedSeconds: number;
    whole: { ms: number; kb: number };
    firstPage: { ms: number; kb: number };
    further: { ms: number; kb: number };
    one: { ms: number; kb: number };
    search: { ms: number; kb: number };
  }> = [];
  for (const kind of kinds) {
    for (const count of histories) {
      const { database, drop } = await openFresh(kind, count);
      try {
        const catalogue = await fill(database, 200);
        const [user] = await database.db
          .insert(users)
          .values({
            email: 'bench@example.in',
            passwordHash: 'not-used',
            firstName: 'Asha',
            lastName: 'Verma',
          })
          .returning({ id: users.id });
        const token = await createSession(database.db, user!.id);
        const app = createApp({
          db: database.db,
          env,
          store: loadStoreConfig(env.STORE_CONFIG),
          mailer: memoryMailer(),
          limiter: createRateLimiter(database.db, { windowSeconds: 900, perIp: 1e9, perAccount: 1e9 }),
        });
        const t = performance.now();
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          const a = catalogue[(i * 7) % catalogue.length]!;
          const b = catalogue[(i * 13 + 1) % catalogue.length]!;
          const res = await app.request('http://127.0.0.1/api/v1/orders', {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              products: { [productIdFromSlug(a.slug)]: least(a), [productIdFromSlug(b.slug)]: least(b) },
              shippingAddress: address,
            }),
          });
          if (res.status !== 201) throw new Error(`POST /orders answered ${res.status}: ${await res.text()}`);
          ids.push(((await res.json()) as { id: string }).id);
        }
        const seedSeconds = Math.round((performance.now() - t) / 100) / 10;
        // Newest first: the page after the first, and the oldest order (a link to it from an old e-mail).
        const newestFirst = ids.toReversed();
        const word = catalogue[7]!.title
          .split(/\W+/)
          .find((w) => w.length >= 4)!
          .toLowerCase();
        rows.push({
          db: kind,
          orders: count,
          seedSeconds,
          whole: await timed(app, '/orders', token),
          firstPage: await timed(app, `/orders?limit=${ORDERS_PAGE + 1}`, token),
          further: await timed(
            app,
            `/orders?limit=${ORDERS_PAGE + 1}&before=${newestFirst[Math.min(100, Math.floor(count / 2)) - 1]}`,
            token,
          ),
          one: await timed(app, `/orders?id=${newestFirst.at(-1)}`, token),
          search: await timed(app, `/orders?q=${encodeURIComponent(word)}&limit=${ORDERS_PAGE + 1}`, token),
        });
      } finally {
        await database.close();
        await drop();
      }
    }
  }
  const cell = (f: { ms: number; kb: number }) => `${f.ms} ms, ${f.kb} KB`;
  const table = formatTable([
    [
      'db',
      'orders',
      'placed in s',
      'whole list',
      `limit=${ORDERS_PAGE + 1}`,
      '+ before=',
      'id=',
      'q= (a word)',
    ],
    ...rows.map((r) => [
      r.db,
      r.orders,
      r.seedSeconds,
      cell(r.whole),
      cell(r.firstPage),
      cell(r.further),
      cell(r.one),
      cell(r.search),
    ]),
  ]);
  const targets: Target[] = kinds.flatMap((kind) => {
    const small = rows.find((r) => r.db === kind && r.orders === histories[0]);
    const large = rows.find((r) => r.db === kind && r.orders === histories.at(-1));
    if (!small || !large) return [];
    return [
      {
        name: `orders (${kind}): My Orders' first page at ${large.orders} orders / at ${small.orders}`,
        value: Math.round((large.firstPage.ms / small.firstPage.ms) * 100) / 100,
        max: 2,
      },
      {
        name: `orders (${kind}): one order (?id=) at ${large.orders} orders / at ${small.orders}`,
        value: Math.round((large.one.ms / small.one.ms) * 100) / 100,
        max: 2,
      },
    ];
  });
  return { figures: rows, table, targets };
}
