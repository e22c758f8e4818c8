import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, inArray, or, sql } from '../db/orm.ts';
import { fromPaise, formatMoney } from '../../src/domain/money.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { isOrderStatusCode, orderStatus } from '../../src/domain/order-status.ts';
import { returnTo } from '../../src/domain/stock.ts';
import { variantLabel } from '../../src/domain/variants.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orders, payments, products, productStock, users } from '../db/schema.ts';
import { newPaymentReference } from '../lib/tokens.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import { ORDER_PENDING, ORDER_PROCESSING, settlePayment } from '../payments/settle.ts';
import { UUID } from '../db/product-id.ts';
import { importProducts, stockSpec } from './products-import.ts';

export const HELP = `Store owner's tool. Usage: npm run shop -- <command>

  orders list [--status N]            list orders, newest first (N: 0 Pending, 1 Processing,
                                      2 Shipped, 3 Delivered, 4 Cancelled)
  orders show <orderId>               one order in full: customer, address, every line with its
                                      size and colour, total
  orders set-status <orderId> <0-4>   change an order's status
  payments mark-paid <orderId>        record a payment received outside the shop (e.g. a UPI
                                      transfer you checked in your bank app); the order
                                      becomes Processing
  products import <file.csv>          create or update products by slug; columns:
                                      slug,title,description,category,parentCategory,
                                      regularPrice,discountedPrice,featured,sizes,colors
                                      (prices in rupees, sizes and colors separated by |);
                                      optional column stock: a count (25) or counts per
                                      size (M:10|L:5); empty leaves the stock as it is
  products stock <slug|id> <stock>    set one product's stock: a count (25), counts per size
                                      (M:10|L:5), or 'untracked' (never runs out)
  --help                              this text

It uses the same database as the server: DATA_DIR (default ./data) or DATABASE_URL. While the
server runs on DATA_DIR, commands go through it (with OWNER_TOKEN or DATA_DIR/owner-token).`;

export class UsageError extends Error {}

export interface Output {
  out(line: string): void;
  /** A file the owner named; through the server it is the text the CLI sent. Default: read it here. */
  readText?(file: string): Promise<string>;
}

const readLocal = (file: string) =>
  readFile(file, 'utf8').catch((e: Error) => {
    throw new UsageError(`cannot read ${file}: ${e.message}`);
  });

/** The files a command reads, which the CLI sends along when the command runs in the server. */
export function filesNamed(argv: string[]): string[] {
  const [group, action, file] = argv;
  return group === 'products' && action === 'import' && file ? [file] : [];
}

const statusArg = (value: string | undefined): number => {
  const n = Number(value);
  if (value === undefined || !/^\d$/.test(value) || !isOrderStatusCode(n)) {
    throw new UsageError(`status must be a number from 0 to 4, got '${value ?? ''}'`);
  }
  return n;
};

async function listOrders(db: Db, io: Output, args: string[]) {
  const at = args.indexOf('--status');
  const status = at >= 0 ? statusArg(args[at + 1]) : undefined;
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(status === undefined ? undefined : eq(orders.status, status))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return io.out('No orders.');
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  for (const { order, email } of rows) {
    const when = formatOrderDate(order.createdAt.toISOString());
    const label = orderStatus(order.status).label.padEnd(10);
    io.out(
      `${order.id}  ${label}  ${formatMoney(fromPaise(order.totalPaise)).padStart(12)}  ${when}  ${email}`,
    );
    for (const line of lines.filter((l) => l.orderId === order.id)) io.out(`    ${lineText(line)}`);
  }
  io.out(`${rows.length} order(s).`);
}

const linesOf = (db: Db, ids: string[]) =>
  db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));

/** "2 × 3 Ply Corrugated Box … (Size: 12 x 10 x 8 in · Colour: Brown)": what the warehouse packs. */
function lineText(line: typeof orderLines.$inferSelect): string {
  const variant = variantLabel({ size: line.size ?? undefined, color: line.color ?? undefined });
  return `${line.quantity} × ${line.productTitle}${variant ? ` (${variant})` : ''}`;
}

async function showOrder(db: Db, io: Output, [rawId]: string[]) {
  const order = await findOrder(db, rawId);
  const [customer] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const a = order.shippingAddress;
  io.out(
    `${order.id}  ${orderStatus(order.status).label}  placed ${formatOrderDate(order.createdAt.toISOString())}`,
  );
  io.out(`Customer: ${customer?.email ?? '(account removed)'}`);
  io.out(`Ship to:  ${[a.fullName, a.address, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`);
  io.out(`Phone:    ${order.shippingPhone}`);
  io.out('Lines:');
  for (const line of await linesOf(db, [order.id])) {
    const price = fromPaise(line.unitPricePaise);
    io.out(
      `  ${lineText(line)}  at ${formatMoney(price)}  = ${formatMoney(fromPaise(line.unitPricePaise * line.quantity))}`,
    );
  }
  io.out(`Total:    ${formatMoney(fromPaise(order.totalPaise))}`);
}

async function findOrder(db: Db, raw: string | undefined) {
  if (!raw) throw new UsageError('give the order number, e.g. ORD-7K2M9XQ4');
  const id = normaliseOrderId(raw);
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new UsageError(`no order ${id}`);
  return order;
}

const ORDER_CANCELLED = 4;

/** Changes an order's status; cancelling puts its lines back in stock, so a cancelled order stays cancelled. */
async function setStatus(db: Db, io: Output, [rawId, rawStatus]: string[]) {
  const order = await findOrder(db, rawId);
  const status = statusArg(rawStatus);
  if (order.status === ORDER_CANCELLED && status !== ORDER_CANCELLED) {
    throw new UsageError(
      `${order.id} is Cancelled and its stock is back on the shelf; place a new order instead`,
    );
  }
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!changed) throw new UsageError(`${order.id} changed while this ran; nothing changed, try again`);
    if (status === ORDER_CANCELLED && order.status !== ORDER_CANCELLED) await restock(tx, order.id);
  });
  io.out(`${order.id}: ${orderStatus(order.status).label} → ${orderStatus(status).label}`);
}

/** A cancelled order's lines go back to the stock they came from (see returnTo). */
async function restock(tx: Parameters<Parameters<Db['transaction']>[0]>[0], orderId: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const rows = await tx
    .select()
    .from(productStock)
    .where(
      inArray(
        productStock.productId,
        lines.map((l) => l.productId),
      ),
    )
    .orderBy(asc(productStock.productId), asc(productStock.size))
    .for('update');
  for (const line of lines) {
    const back = returnTo(
      rows.filter((r) => r.productId === line.productId),
      line.size ?? undefined,
    );
    if (!back) continue;
    await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} + ${line.quantity}` })
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, back.size)));
  }
}

async function markPaid(db: Db, io: Output, [rawId]: string[]) {
  const order = await findOrder(db, rawId);
  if (order.status !== ORDER_PENDING) {
    throw new UsageError(`${order.id} is ${orderStatus(order.status).label}, not Pending; nothing changed`);
  }
  const [pending] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (pending) await settlePayment(db, pending.id, 'paid');
  else {
    await db.transaction(async (tx) => {
      await tx.insert(payments).values({
        orderId: order.id,
        method: 'manual',
        amountPaise: order.totalPaise,
        status: 'paid',
        reference: newPaymentReference(),
        payerName: '',
        payerEmail: '',
        payerPhone: '',
        returnOrigin: '',
        paidAt: new Date(),
      });
      await tx.update(orders).set({ status: ORDER_PROCESSING }).where(eq(orders.id, order.id));
    });
  }
  io.out(`${order.id}: paid ${formatMoney(fromPaise(order.totalPaise))}; now Processing`);
}

async function importCsv(db: Db, io: Output, [file]: string[]) {
  if (!file) throw new UsageError('give the CSV file, e.g. npm run shop -- products import products.csv');
  const text = await (io.readText ?? readLocal)(file);
  const result = await importProducts(db, text);
  if (result.errors.length > 0) {
    throw new UsageError(
      `nothing imported; fix these rows and run it again:\n  ${result.errors.join('\n  ')}`,
    );
  }
  io.out(
    `Imported ${result.created + result.updated} product(s): ${result.created} new, ${result.updated} updated.`,
  );
}

async function setStock(db: Db, io: Output, [key, value]: string[]) {
  if (!key || value === undefined) {
    throw new UsageError(
      "give the product and its stock, e.g. npm run shop -- products stock bubble-wrap 'M:10|L:5'",
    );
  }
  const [product] = await db
    .select({ id: products.id, slug: products.slug, title: products.title, attributes: products.attributes })
    .from(products)
    .where(UUID.test(key) ? or(eq(products.slug, key), eq(products.id, key)) : eq(products.slug, key));
  if (!product) throw new UsageError(`no product with slug or id '${key}'`);
  const untracked = value.trim().toLowerCase() === 'untracked';
  const parsed = untracked ? undefined : stockSpec.safeParse(value);
  if (parsed && !parsed.success)
    throw new UsageError(`stock ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const counts = parsed?.data ?? [];
  if (!untracked && counts.length === 0)
    throw new UsageError("give a count (25), counts per size (M:10|L:5) or 'untracked'");
  const sizes = product.attributes.find((a) => a.key === 'size')?.value ?? [];
  const unknown = counts.filter((c) => c.size !== '' && !sizes.includes(c.size)).map((c) => c.size);
  if (unknown.length > 0) {
    throw new UsageError(
      `${product.title} has no size ${unknown.join(', ')}; its sizes are ${sizes.join(', ') || 'none'}`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.delete(productStock).where(eq(productStock.productId, product.id));
    if (counts.length > 0)
      await tx.insert(productStock).values(counts.map((c) => ({ ...c, productId: product.id })));
  });
  const described = untracked
    ? 'untracked (never runs out)'
    : counts.map((c) => (c.size ? `${c.size}: ${c.quantity}` : String(c.quantity))).join(', ');
  io.out(`${product.title} (${product.slug}): stock ${described}`);
}

/** Runs one command; UsageError means the owner typed something wrong (exit code 1). */
export async function runCommand(db: Db, io: Output, argv: string[]): Promise<void> {
  const [group, action, ...rest] = argv;
  const command = `${group ?? ''} ${action ?? ''}`.trim();
  if (command === 'orders list') return listOrders(db, io, rest);
  if (command === 'orders show') return showOrder(db, io, rest);
  if (command === 'orders set-status') return setStatus(db, io, rest);
  if (command === 'payments mark-paid') return markPaid(db, io, rest);
  if (command === 'products import') return importCsv(db, io, rest);
  if (command === 'products stock') return setStock(db, io, rest);
  throw new UsageError(`unknown command '${command}'. Run npm run shop -- --help`);
}
