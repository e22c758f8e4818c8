import type { SQL } from 'drizzle-orm';
import { productOptions } from '../../src/domain/product.ts';
import { MAX_STOCK_ALERTS, type StockAlertsAnswer } from '../../src/contract/stock-alerts.ts';
import { backInStock, stockAlertTexts } from '../../src/domain/stock-alerts.ts';
import type { Db } from '../db/client.ts';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from '../db/orm.ts';
import { UUID } from '../db/product-id.ts';
import { alertWaiting, mailQueue, products, stillSold, stockAlerts, users } from '../db/schema.ts';
import { alertExpiredBefore, unconfirmedBefore } from '../../src/domain/stock-alerts.ts';
import type { GuestStockAlert } from '../../src/contract/stock-alerts.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { stockByProduct } from '../routes/products/product-shape.ts';
import { HttpError, messages } from '../lib/errors.ts';
import type { Tx } from '../orders/moves.ts';

/**
 * Back-in-stock alerts, the server's side (the rule itself is `backInStock` in
 * src/domain/stock-alerts.ts). A shopper sets one on a sold-out product; whatever brings stock back
 * (`products stock`, a CSV import, a cancelled order's or a restocked return's lines) calls `sendStockAlerts` in its own
 * transaction, which marks each alert now met as notified and queues its one e-mail.
 *
 * A guest's alert (no account) is kept with its address and starts waiting only once the link
 * e-mailed to that address is opened (`confirmGuestStockAlert`); the same link cancels it.
 */

/** The account's alerts still waiting, the latest first, as GET /stock-alerts serves them. */
export async function waitingAlerts(db: Db | Tx, userId: string): Promise<StockAlertsAnswer> {
  const rows = await db
    .select({ alert: stockAlerts, title: products.title })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
  return {
    data: rows.map(({ alert: r, title }) => ({
      productId: r.productId,
      title,
      ...(r.size !== '' && { size: r.size }),
      requestedAt: r.createdAt.toISOString(),
    })),
  };
}

/** How many alerts wait on each of these products (those with none are left out). */
export async function waitingByProduct(db: Db, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: stockAlerts.productId, n: count() })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, [...productIds]), alertWaiting))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}

/**
 * Sets an alert for a sold-out product (in `size`, a size it is sold in). Refused: a product the
 * shop does not sell (404), a size it has not (400), one that can be ordered now (409), a full
 * list (409). Asking again for one already waiting changes nothing.
 */
export async function setStockAlert(db: Db, userId: string, productId: string, size: string | undefined) {
  await db.transaction(async (tx) => {
    const id = await alertable(tx, productId, size);
    const [waiting] = await tx
      .select({ n: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)));
    const [same] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.userId, userId),
          eq(stockAlerts.productId, id),
          eq(stockAlerts.size, size ?? ''),
          isNull(stockAlerts.notifiedAt),
        ),
      );
    if (same) return;
    if ((waiting?.n ?? 0) >= MAX_STOCK_ALERTS)
      throw new HttpError(409, stockAlertTexts.tooMany(MAX_STOCK_ALERTS));
    // The same alert set a moment ago by another request is waiting already, as asked.
    await tx
      .insert(stockAlerts)
      .values({ userId, productId: id, size: size ?? '' })
      .onConflictDoNothing();
  });
}

/**
 * The product an alert may be set for, its id as kept: one the shop sells (else 404), in a size it
 * has (400), sold out (409).
 */
async function alertable(tx: Tx, productId: string, size: string | undefined): Promise<string> {
  if (!UUID.test(productId)) throw new HttpError(404, messages.productNotFound);
  const id = productId.toLowerCase();
  const [product] = await tx
    .select({ attributes: products.attributes })
    .from(products)
    .where(and(eq(products.id, id), stillSold));
  if (!product) throw new HttpError(404, messages.productNotFound);
  const { sizes } = productOptions(product.attributes);
  if (size !== undefined && !sizes.includes(size))
    throw new HttpError(400, stockAlertTexts.unknownSize(size));
  if (backInStock((await stockByProduct(tx, [id])).get(id) ?? [], size))
    throw new HttpError(409, stockAlertTexts.inStock);
  return id;
}

/** What a guest's link is e-mailed with: its token (kept only as a hash) and the product's title. */
export interface GuestAlertLink {
  token: string;
  title: string;
}

/**
 * A guest asks for an alert at `email`. Refused as an account's is (404, 400, 409 for the product
 * and size); otherwise answers the link to e-mail, or nothing when that address already has the
 * most alerts we keep, so the answer never tells whether an address asked before. Asking again
 * (the link lost, or never come) sends a new link for the same alert, and the old one stops working.
 */
export async function askGuestStockAlert(
  db: Db,
  email: string,
  productId: string,
  size: string | undefined,
): Promise<GuestAlertLink | undefined> {
  const token = newToken();
  return db.transaction(async (tx) => {
    const id = await alertable(tx, productId, size);
    const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, id));
    const title = product?.title ?? '';
    const mine = and(eq(stockAlerts.email, email), isNull(stockAlerts.notifiedAt));
    const [same] = await tx
      .update(stockAlerts)
      .set({
        tokenHash: hashToken(token),
        // Unconfirmed, the new link has its own time.
        createdAt: sql`case when ${stockAlerts.confirmedAt} is null then now() else ${stockAlerts.createdAt} end`,
      })
      .where(and(mine, eq(stockAlerts.productId, id), eq(stockAlerts.size, size ?? '')))
      .returning({ id: stockAlerts.id });
    if (same) return { token, title };
    const [kept] = await tx.select({ n: count() }).from(stockAlerts).where(mine);
    if ((kept?.n ?? 0) >= MAX_STOCK_ALERTS) return undefined;
    const [added] = await tx
      .insert(stockAlerts)
      .values({ email, productId: id, size: size ?? '', tokenHash: hashToken(token), confirmedAt: null })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    // Asked at the same moment by another request: its link is the one that goes.
    return added ? { token, title } : undefined;
  });
}

const linkInvalid = () => new HttpError(404, stockAlertTexts.linkInvalid);

/** A guest's alert that is not yet sent, by its link's token, with its product's title. */
async function byToken(tx: Tx, token: string) {
  const [found] = await tx
    .select({ alert: stockAlerts, title: products.title })
    .from(stockAlerts)
    .innerJoin(products, and(eq(products.id, stockAlerts.productId), stillSold))
    .where(and(eq(stockAlerts.tokenHash, hashToken(token)), isNull(stockAlerts.notifiedAt)))
    .for('update', { of: stockAlerts });
  return found;
}

const guestAlertShape = (
  alert: typeof stockAlerts.$inferSelect,
  title: string,
  waiting: boolean,
): GuestStockAlert => ({
  productId: alert.productId,
  title,
  ...(alert.size !== '' && { size: alert.size }),
  email: alert.email ?? '',
  waiting,
});

/**
 * The guest opened the link: the alert waits from now (confirming twice changes nothing). Refused
 * (404) when the link is unknown, replaced, past its time unconfirmed, or its alert has ended (sent,
 * cancelled, the product no longer sold). If the product is back already, its e-mail goes at once.
 */
export async function confirmGuestStockAlert(db: Db, token: string): Promise<GuestStockAlert> {
  return db.transaction(async (tx) => {
    const found = await byToken(tx, token);
    if (!found) throw linkInvalid();
    const { alert, title } = found;
    if (alert.confirmedAt === null) {
      if (alert.createdAt < unconfirmedBefore(new Date())) throw linkInvalid();
      await tx.update(stockAlerts).set({ confirmedAt: new Date() }).where(eq(stockAlerts.id, alert.id));
    }
    await sendStockAlerts(tx, [alert.productId]);
    const [now] = await tx
      .select({ notifiedAt: stockAlerts.notifiedAt })
      .from(stockAlerts)
      .where(eq(stockAlerts.id, alert.id));
    return guestAlertShape(alert, title, now?.notifiedAt === null);
  });
}

/** The guest cancels the alert through its link (confirmed or not); 404 as for confirming. */
export async function cancelGuestStockAlert(db: Db, token: string): Promise<GuestStockAlert> {
  return db.transaction(async (tx) => {
    const found = await byToken(tx, token);
    if (!found) throw linkInvalid();
    await tx.delete(stockAlerts).where(eq(stockAlerts.id, found.alert.id));
    return guestAlertShape(found.alert, found.title, false);
  });
}

/** Cancels the account's waiting alert for the product and size, if there is one. */
export async function cancelStockAlert(db: Db, userId: string, productId: string, size: string | undefined) {
  if (!UUID.test(productId)) return;
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, productId.toLowerCase()),
        eq(stockAlerts.size, size ?? ''),
        isNull(stockAlerts.notifiedAt),
      ),
    );
}

/**
 * In the transaction that changed these products' stock: every waiting alert now met is marked
 * notified and its e-mail queued (once: the mail queue's key is the alert's). Answers how many
 * shoppers are e-mailed.
 */
export async function sendStockAlerts(tx: Tx, productIds: readonly string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const waiting = await waitingFor(tx, inArray(stockAlerts.productId, [...productIds]));
  if (waiting.length === 0) return 0;
  const stock = await stockByProduct(tx, [...new Set(waiting.map((a) => a.productId))]);
  const met = waiting.filter((a) => backInStock(stock.get(a.productId) ?? [], a.size || undefined));
  return notify(tx, met, 'back-in-stock');
}

/**
 * In the transaction that retires the product (server/catalogue/retire.ts): its waiting alerts
 * will never be met, so each is marked done and its one e-mail queued, saying the shop stopped
 * selling it. Answers how many shoppers are e-mailed.
 */
export async function endStockAlerts(tx: Tx, productId: string): Promise<number> {
  return notify(tx, await waitingFor(tx, eq(stockAlerts.productId, productId)), 'stock-alert-ended');
}

/**
 * Alerts that have waited their time (`STOCK_ALERT_DAYS`, src/domain/stock-alerts.ts) end: each is
 * marked done and its one e-mail queued, in one transaction; run by the mail queue before each
 * drain, as the reorder reminders are. Answers how many shoppers are e-mailed.
 */
export async function expireStockAlerts(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) =>
    notify(
      tx,
      await waitingFor(tx, lt(stockAlerts.createdAt, alertExpiredBefore(now))),
      'stock-alert-expired',
    ),
  );
}

/** The waiting alerts `where` picks, locked, each with the address it goes to. */
const waitingFor = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      size: stockAlerts.size,
      to: sql<string>`coalesce(${users.email}, ${stockAlerts.email})`,
    })
    .from(stockAlerts)
    .leftJoin(users, eq(users.id, stockAlerts.userId))
    .where(and(where, alertWaiting))
    .orderBy(asc(stockAlerts.id))
    .for('update', { of: stockAlerts, skipLocked: true });

/**
 * Marks these alerts done and queues one e-mail of `kind` per address, product and size: an alert
 * asked as a guest and again on the account with the same address (either way round) is one
 * shopper waiting. Answers how many shoppers are e-mailed.
 */
async function notify(
  tx: Tx,
  done: { id: number; productId: string; size: string; to: string }[],
  kind: 'back-in-stock' | 'stock-alert-ended' | 'stock-alert-expired',
): Promise<number> {
  if (done.length === 0) return 0;
  await tx
    .update(stockAlerts)
    .set({ notifiedAt: new Date() })
    .where(
      inArray(
        stockAlerts.id,
        done.map((a) => a.id),
      ),
    );
  const once = new Map(done.map((a) => [JSON.stringify([a.to, a.productId, a.size]), a.id]));
  const ids = [...new Set(once.values())];
  const prefix = kind === 'back-in-stock' ? 'stock-alert' : kind;
  await tx
    .insert(mailQueue)
    .values(ids.map((id) => ({ key: `${prefix}:${id}`, kind, stockAlertId: id })))
    .onConflictDoNothing({ target: mailQueue.key });
  return ids.length;
}
