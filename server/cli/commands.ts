import { productOptions } from '../../src/domain/product.ts';
import {
  consignmentValue,
  ewayBillNumber,
  ewayBillTexts,
  needsEwayBill,
} from '../../src/domain/eway-bill.ts';
import { readFile } from 'node:fs/promises';
import { UsageError } from './usage-error.ts';
import { flag, option } from './args.ts';
import { exportInvoices, issueMissingInvoice, listInvoices } from './invoices.ts';
import { salesSummary } from './sales.ts';
import { addCoupon, endCoupon, listCoupons } from './coupons.ts';
import { listReviews, moderateReview, replyReview } from './reviews.ts';
import { answerQuestionCommand, hideQuestionCommand, listQuestions } from './questions.ts';
import { lateOrders } from './late-orders.ts';
import { couponTexts } from '../../src/domain/coupons.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from '../db/orm.ts';
import { fromPaise, formatMoney } from '../../src/domain/money.ts';
import { formatOrderDate } from '../../src/domain/dates.ts';
import {
  canMoveOrder,
  isOrderStatusCode,
  ORDER_STATUS,
  orderStatus,
  refundDuePaise,
  refusedMove,
} from '../../src/domain/order-status.ts';
import { paymentFlagText, type PaymentFlag } from '../../src/domain/payment-status.ts';
import { itemName } from '../../src/domain/variants.ts';
import type { Db } from '../db/client.ts';
import {
  orderLines,
  orders,
  payments,
  products,
  productStock,
  stillSold,
  taxDocuments,
  users,
} from '../db/schema.ts';
import { retireProduct, unretireProduct } from '../catalogue/retire.ts';
import { normaliseOrderId } from '../../src/domain/orders.ts';
import { decidePayment, expireOverdue, openPayment } from '../payments/machine.ts';
import { moveOrder } from '../orders/moves.ts';
import { REFUND_DUE } from '../orders/cancel.ts';
import { AWB, COURIERS, findCourier, shipmentOf } from '../../src/domain/couriers.ts';
import { COD_METHOD } from '../../src/domain/cash-on-delivery.ts';
import { ACCOUNT_METHOD, formatDueDay, isOverdue } from '../../src/domain/credit-account.ts';
import { owingOnAccount, settleOnAccount } from '../payments/account.ts';
import { listCredit, setCredit, stopCredit } from './credit.ts';
import { emailTexts, methodLabel } from '../../src/emails/order-email.ts';
import {
  gstRate,
  hsnCode,
  importProducts,
  keywordsSpec,
  orderQuantitySpec,
  rupees,
  stockSpec,
  tierSpec,
} from './products-import.ts';
import { orderQuantityTexts, paiseTiersProblem } from '../../src/domain/bulk.ts';
import { MAX_LINE_QUANTITY } from '../../src/contract/limits.ts';
import { importDeliveryPins } from './delivery-import.ts';
import {
  exportProducts,
  lowStock,
  priceDescription,
  showProduct,
  stockDescription,
  tiersDescription,
} from './products-report.ts';
import { productByKey } from './product-key.ts';
import { packingSlips } from './packing-slips.ts';
import { linesWithSku } from '../orders/packing-slips.ts';
import type { StoreConfig } from '../lib/store-config.ts';
import { changeCustomerEmail, customerLabel, eraseCustomer, showCustomer } from './customers.ts';
import { deliveryTo } from '../orders/delivery.ts';
import { deliveryCheck } from '../../src/contract/delivery.ts';
import { PIN_CODE } from '../../src/contract/address.ts';
import { deliveryPromise, expectedDelivery } from '../../src/domain/delivery.ts';
import { MAX_PHOTOS } from '../../src/domain/photos.ts';
import { describePhotos, preparePhoto, readPreparedPhoto, setPhotos } from './photos.ts';
import { answerReturn, listReturns, refundedReturn, returnOf } from './returns.ts';
import { sendStockAlerts } from '../catalogue/stock-alerts.ts';

/** How many orders `orders list` shows unless asked for all. */
const LIST_LIMIT = 50;

export const HELP = `Store owner's tool. Usage: npm run shop -- <command>
<product> is a product's SKU (TAP-003, as products export lists them), slug or id.

  orders list [--status N] [--customer TEXT] [--all]
                                      list the latest ${LIST_LIMIT} orders, newest first (--all:
                                      every one); N: 0 Pending, 1 Processing, 2 Shipped,
                                      3 Delivered, 4 Cancelled; TEXT: part of the customer's
                                      e-mail, name or mobile number (98765 43210)
  orders show <orderId>               one order in full: customer, address, the business buyer
                                      and their order no., the payment (or the cash the courier
                                      collects), the invoice, the courier, every line with its
                                      size and colour, total
  orders summary [--from DATE] [--to DATE]
                                      what the orders placed those days (default: this month
                                      so far, Indian time) came to: by status, sold and how it
                                      was paid, cash still to collect, returns refunded,
                                      refunds due and the ten best sellers by value
  orders picklist                     what to take off the shelves for the orders being packed
                                      (Processing): each product, size and colour once, with
                                      its total and the orders that want it, in SKU order
  orders slips <file.pdf> [orderId…]  a packing slip per order to put in its box (PDF, one A4
                                      page each): the address, phone, cash to collect, each
                                      line's SKU, size, colour and quantity, no prices. Default:
                                      the orders being packed (Processing)
  orders set-status <orderId> <0-4> [--courier NAME --awb NUMBER]
                    [--ewb NUMBER | --no-ewb] [--note TEXT]
                                      move an order on: Processing → Shipped (with the
                                      courier and its airway bill number, and for goods worth
                                      over ₹50,000 the e-way bill's) → Delivered, or
                                      cancel a Pending or Processing order (its stock goes
                                      back); nothing goes backwards
  orders set-ewb <orderId> <NUMBER | none>
                                      correct the e-way bill's number of an order shipped (or
                                      add the one generated after it left), or take it off
  payments mark-paid <orderId> [orderId…]
                                      record a payment received outside the shop (e.g. a UPI
                                      transfer you checked in your bank app); the order
                                      becomes Processing. For an order on account: its
                                      money came, and the customer is e-mailed a receipt.
                                      One transfer for several orders: name them all
  orders late                         orders on their way past the day they should have arrived
                                      by (Sundays and national holidays aside), the longest
                                      overdue first, with the courier's airway bill and the
                                      customer's phone and e-mail, to chase
  orders refunds-due                  cancelled orders whose payment you received: send the
                                      money back, then record it with payments refunded
  payments refunded <orderId>         record that you sent a cancelled order's payment back
  returns list [--all]                returns waiting for your answer, then approved ones to
                                      refund once back (--all: every one): the order, the
                                      customer, what goes back, why
  returns approve <orderId> [--note TEXT]
                                      accept a return; the note tells the customer how it
                                      comes back (e.g. "Pickup on Monday by Delhivery")
  returns decline <orderId> --note TEXT
                                      refuse a return, saying why; the customer is e-mailed
  returns refunded <orderId> [--restock]
                                      once an approved return is back and you sent its money
                                      (the returned lines as paid): records it, issues the
                                      credit note for those lines, e-mails the customer;
                                      --restock adds the returned items back to the stock
  payments flagged                    payments that need you: money received for the wrong
                                      amount, after the payment had failed or expired, or for
                                      an order no longer awaiting payment (each is also
                                      e-mailed to the shop when it comes in)
  products import <file.csv>          create or update products by slug; columns:
                                      slug,title,description,category,parentCategory,
                                      regularPrice,discountedPrice,featured,sizes,colors,
                                      hsnCode,gstRate (prices in rupees, sizes and colors
                                      separated by |, the GST rate in per cent: 18);
                                      optional column stock: a count (25) or counts per
                                      size (M:10|L:5); empty leaves the stock as it is;
                                      optional column priceTiers: volume prices as
                                      quantity:price (50:10.80|200:9.60) or none; optional
                                      columns minQuantity and packOf: the fewest a line may
                                      hold and the carton it comes in; optional column
                                      keywords: the words search also finds it by (pocha
                                      पोछा) or none; empty leaves each as it is
  products show <product>             one product in full: where it is sold, its prices,
                                      volume prices and quantities, stock per size and the
                                      shoppers waiting for it, tax, photos and its reviews
  products stock <product> <stock>    set one product's stock: a count (25), counts per size
                                      (M:10|L:5), or 'untracked' (never runs out)
  products tax <product> <hsn> <rate> set one product's HSN code and GST rate (per cent), which
                                      its tax invoices carry
  products keywords <product> <words…>
                                      set the words search also finds one product by and
                                      shoppers never see (pocha पोछा), or 'none'
  products price <product> <price> [<sale price>]
                                      set one product's price in rupees (249 or 249.50) and,
                                      lower, the price it sells at meanwhile (a sale); without
                                      a sale price it sells at its price
  products tiers <product> <tiers>    set one product's volume prices: quantity:price pairs
                                      (50:10.80|200:9.60, each from 2 up, each price below
                                      the one before and the regular price) or 'none'
  products quantities <product> <min> <packOf>
                                      sell one product from a minimum and in cartons
                                      (1 1: any quantity)
  products export                     every product on sale (not retired) as CSV in the columns
                                      products import reads (with sku, stock, priceTiers,
                                      minQuantity and packOf):
                                      npm run shop -- products export --out products.csv,
                                      change it in a spreadsheet, import it again
  products low-stock [--at N]         products sold out or with N or fewer left (default 5,
                                      when the shop starts saying "Only N left"), per size
  products photos <product> <photo…>  show the product's own photos (JPEG, PNG or WebP, at
                                      least 320 pixels wide, ${MAX_PHOTOS} at most) in this order
                                      in place of its drawn pictures; each is kept as WebP at
                                      the widths phones and desktops need, without the place
                                      it was taken; 'none' shows the drawn pictures again
  products untaxed                    products without an HSN code or GST rate: they cannot be
                                      ordered until you set both
  products retire <product>           stop selling a product: it leaves the catalogue, search,
                                      the sitemap and wishlists, and carts holding it are told
                                      it is no longer sold; orders, invoices and returns that
                                      have it go on; shoppers waiting for it to come back are
                                      e-mailed that it will not
  products unretire <product>         sell a retired product again, as it was
  products retired                    the products retired, the latest first
  coupons add <CODE> (--percent N [--up-to RUPEES] | --off RUPEES) [--min RUPEES]
              [--from DATE] [--until DATE] [--uses N] [--per-customer N|any] [--first-order]
              [--show]
                                      a code shoppers type at checkout for a per cent (1 to 90,
                                      capped by --up-to) or a sum off their goods, on orders of
                                      --min or more, between the days given (Indian time), on
                                      --uses orders in all and --per-customer orders each
                                      (default 1), --first-order on a customer's first order
                                      only; --show offers it at checkout to every
                                      shopper who can use it; the invoice's taxable value is
                                      after it
  coupons list                        every coupon, whether it is on, and the orders that used it
  coupons end <CODE>                  stop taking a coupon now; orders that used it keep it
  reviews list [--product <product>] [--waiting | --unanswered | --hidden]
                                      the latest product reviews (customers write them once an
                                      order of the product is delivered), with each writer's
                                      e-mail and your answer; --waiting lists those waiting for
                                      your approval, --unanswered those shown that you have not
                                      answered, --hidden those taken down
  reviews approve <number>            show a review waiting for your approval (with
                                      "approveReviews": true in the store configuration, each
                                      review written or changed waits; you are e-mailed)
  reviews reply <number> <answer>     answer a review in public: shoppers see it under the
                                      review, and its writer is e-mailed once; again to reword
                                      it, or --remove to take it away
  reviews hide <number>               take a review down: shoppers no longer see it or count it
                                      in the stars (its writer is told it was taken down)
  reviews restore <number>            show a review taken down again
  questions list [--product <product>] [--unanswered]
                                      shoppers' questions about products, the latest first, with
                                      each asker's e-mail; --unanswered those waiting for you (you
                                      are e-mailed each one)
  questions answer <number> <answer>  answer a question on the product's page, for everyone; its
                                      asker is e-mailed once; again to reword it
  questions hide <number>             take a question down (no one sees it); questions restore
                                      <number> puts it back
  invoices list [--from DATE] [--to DATE]
                                      tax invoices and credit notes issued (dates like
                                      2026-04-01, Indian time)
  invoices export --fy 2026-27 --csv  every invoice and credit note line of a financial year
                                      as CSV (GSTIN, place of supply, HSN, taxable value, tax
                                      heads): what your accountant needs for GSTR-1; add
                                      --out gstr1-2026-27.csv to write it to a file
  invoices issue <orderId>            issue a paid order's invoice that was not issued then
                                      (no GST registration in the store configuration yet)
  delivery import <file.csv>          the PIN codes you deliver to (replaces the table); columns
                                      pin,deliverable,cod,days (yes/no, yes/no, 3-5); with no
                                      table the shop delivers everywhere in 2-7 days
  delivery check <pin>                whether and how soon a PIN is served
  credit set <email> <limit> <days>   let a customer (a business you know) buy on account: orders
                                      up to the limit in rupees, counting what they owe, are
                                      confirmed without paying, each due the days after (1-180);
                                      again to change it. No new order on account while any
                                      is overdue; they are e-mailed once when one is
  credit stop <email>                 no more orders on account; what they owe stays due
  credit list                         who buys on account: limit, what they owe and what is
                                      left, each order still to pay and its day, overdue first
  customers show <email | orderId>    one customer as you need them when they call: name, since
                                      when, mobiles, orders (what was sold to them, the
                                      latest five), business, credit and what they owe, open
                                      returns; an order number finds its customer
  customers erase <email> [--yes]     a customer's request to erase their data (DPDP Act): the
                                      sign-in, name, saved addresses, wishlist, saved lists,
                                      reviews and sessions; their orders, invoices and payments stay, as tax
                                      law requires. Open orders must be delivered or cancelled
                                      first. Without --yes it only says what it would erase
  customers email <email> <new> [--yes]
                                      a customer who cannot confirm a new address from the
                                      account page (the old mailbox is gone) or whose address
                                      someone else changed: signs in with <new> from now on,
                                      signed out everywhere; the password stays. Both addresses
                                      are e-mailed (the old one: to write or call at once if they
                                      did not ask). Without --yes it only says what it would do
  backup <file.tar.gz>                the whole database (catalogue, customers, orders,
                                      payments, invoices) in one file, taken while the shop
                                      runs, read back before it is written; keep copies off
                                      this machine (PGlite; on PostgreSQL use pg_dump)
  restore <file.tar.gz>               a backup in place of the database, with the shop stopped;
                                      the database it replaces is kept beside it
  --out <file>                        with any command: what it prints goes to the file
                                      (an export), not to the screen
  --help                              this text

It uses the same database as the server: DATA_DIR (default ./data) or DATABASE_URL. While the
server runs on DATA_DIR, commands go through it (with OWNER_TOKEN or DATA_DIR/owner-token).`;

export { UsageError };

export interface Output {
  out(line: string): void;
  /** A file the owner named; through the server it is the text the CLI sent. Default: read it here. */
  readText?(file: string): Promise<string>;
  /** A file the command makes (packing slips), written where the owner runs the CLI. */
  writeFile?(file: string, bytes: Uint8Array): Promise<void>;
  /** The store's settings (store.config.json), for what a command prints about the shop. */
  store?: StoreConfig;
}

const readLocal = (file: string) =>
  readFile(file, 'utf8').catch((e: Error) => {
    throw new UsageError(`cannot read ${file}: ${e.message}`);
  });

/**
 * The files a command reads, which the CLI sends along when the command runs in the server: a CSV
 * as its text, a photo made ready by the CLI (server/cli/photos.ts), so the server decodes none.
 */
export function filesNamed(argv: string[]): { file: string; photo: boolean }[] {
  const [group, action, ...rest] = argv;
  if ((group === 'products' || group === 'delivery') && action === 'import' && rest[0])
    return [{ file: rest[0], photo: false }];
  if (group === 'products' && action === 'photos' && rest.length > 1 && rest[1] !== 'none')
    return rest.slice(1).map((file) => ({ file, photo: true }));
  return [];
}

const statusArg = (value: string | undefined): number => {
  const n = Number(value);
  if (value === undefined || !/^\d$/.test(value) || !isOrderStatusCode(n)) {
    throw new UsageError(`status must be a number from 0 to 4, got '${value ?? ''}'`);
  }
  return n;
};

/**
 * The orders of a customer the owner names as they know them, on the phone or by e-mail: part of
 * the account's e-mail or of the name shipped to (any case), or the mobile number shipped to
 * (its digits, with or without +91 and spaces).
 */
function customerCondition(text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    sql`${users.email} ilike ${like}`,
    sql`${orders.shippingAddress}->>'fullName' ilike ${like}`,
    digits.length >= 4 ? sql`${orders.shippingPhone} like ${`%${digits.slice(-10)}%`}` : undefined,
  );
}

async function listOrders(db: Db, io: Output, args: string[]) {
  const statusValue = option(args, 'status');
  const status = statusValue === undefined ? undefined : statusArg(statusValue);
  const customer = option(args, 'customer');
  if (customer === '') throw new UsageError('--customer needs part of an e-mail, a name or a mobile number');
  const all = args.includes('--all');
  const where = and(
    status === undefined ? undefined : eq(orders.status, status),
    customer === undefined ? undefined : customerCondition(customer),
  );
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(all ? Number.MAX_SAFE_INTEGER : LIST_LIMIT + 1);
  if (rows.length === 0)
    return io.out(customer === undefined ? 'No orders.' : `No orders for '${customer}'.`);
  const more = rows.length > LIST_LIMIT && !all;
  if (more) rows.length = LIST_LIMIT;
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  for (const { order, email } of rows) {
    const when = formatOrderDate(order.createdAt.toISOString());
    const label = orderStatus(order.status).label.padEnd(10);
    io.out(
      `${order.id}  ${label}  ${formatMoney(fromPaise(order.totalPaise)).padStart(12)}  ${when}  ${customerLabel(email)}`,
    );
    for (const line of lines.filter((l) => l.orderId === order.id)) io.out(`    ${lineText(line)}`);
  }
  if (!more) return io.out(`${rows.length} order(s).`);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  io.out(`The latest ${LIST_LIMIT} of ${total?.n ?? 0} orders; add --all to list every one.`);
}

const linesOf = (db: Db, ids: string[]) =>
  db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));

/** "2 × 3 Ply Corrugated Box … (Size: 12 x 10 x 8 in · Colour: Brown)": what the warehouse packs. */
const lineText = (line: typeof orderLines.$inferSelect) => `${line.quantity} × ${itemName(line)}`;

/**
 * What the warehouse takes off the shelves for the orders it is packing (Processing): each
 * product, size and colour once with its total, in SKU order, and which orders want how many.
 */
async function pickList(db: Db, io: Output) {
  const packing = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, ORDER_STATUS.processing))
    .orderBy(asc(orders.createdAt));
  if (packing.length === 0) return io.out('Nothing to pack: no order is Processing.');
  const lines = await linesWithSku(
    db,
    packing.map((o) => o.id),
  );
  const picks = new Map<
    string,
    { sku: string; line: typeof orderLines.$inferSelect; total: number; from: string[] }
  >();
  for (const line of lines) {
    const { sku } = line;
    const key = JSON.stringify([line.productId, line.size, line.color]);
    const pick = picks.get(key) ?? { sku, line, total: 0, from: [] };
    pick.total += line.quantity;
    pick.from.push(`${line.orderId} ${line.quantity}`);
    picks.set(key, pick);
  }
  io.out(`To pack: ${packing.length} order(s), ${packing.map((o) => o.id).join(', ')}`);
  const sorted = [...picks.values()].sort((a, b) => (a.sku || '~').localeCompare(b.sku || '~'));
  for (const { sku, line, total, from } of sorted) {
    io.out(`  ${String(total).padStart(5)}  ${sku || '(no SKU)'}  ${itemName(line)}`);
    io.out(`         ${from.join(', ')}`);
  }
}

async function showOrder(db: Db, io: Output, [rawId]: string[]) {
  const order = await findOrder(db, rawId);
  const [customer] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const a = order.shippingAddress;
  io.out(
    `${order.id}  ${orderStatus(order.status).label}  placed ${formatOrderDate(order.createdAt.toISOString())}`,
  );
  io.out(`Customer: ${customerLabel(customer?.email)}`);
  io.out(`Ship to:  ${[a.fullName, a.address, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}`);
  io.out(`Phone:    ${order.shippingPhone}`);
  if (order.deliveryNote) io.out(`Note:     ${order.deliveryNote}`);
  const buyer = order.buyer;
  if (buyer)
    io.out(
      `Business: ${[buyer.legalName, `GSTIN ${buyer.gstin}`, buyer.purchaseOrder && `their order no. ${buyer.purchaseOrder}`].filter(Boolean).join(', ')}`,
    );
  io.out(`Payment:  ${await paymentLine(db, order)}`);
  const [invoice] = await db
    .select({ serial: taxDocuments.serial })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'invoice')));
  if (invoice) io.out(`Invoice:  ${invoice.serial}`);
  const shipment = shipmentOf(order);
  if (shipment)
    io.out(
      `Shipped:  ${[emailTexts.courier(shipment.courier, shipment.awb), shipment.ewayBill && ewayBillTexts.travelsWith(shipment.ewayBill)].filter(Boolean).join(', ')}`,
    );
  const due = expectedDelivery({ status: order.status, expectedBy: order.expectedBy ?? undefined });
  if (due) io.out(`Due:      ${due} (${order.expectedBy})`);
  const asked = await returnOf(db, order.id);
  if (asked) io.out(`Return:   ${asked}`);
  io.out('Lines:');
  for (const line of await linesOf(db, [order.id])) {
    const price = fromPaise(line.unitPricePaise);
    io.out(
      `  ${lineText(line)}  at ${formatMoney(price)}  = ${formatMoney(fromPaise(line.unitPricePaise * line.quantity))}`,
    );
  }
  if (order.couponCode !== null && order.discountPaise > 0)
    io.out(`  ${couponTexts.row(order.couponCode)}  = ${formatMoney(fromPaise(-order.discountPaise))}`);
  if (order.codFeePaise > 0) io.out(`  ${emailTexts.codFee}  = ${formatMoney(fromPaise(order.codFeePaise))}`);
  io.out(`Total:    ${formatMoney(fromPaise(order.totalPaise))}`);
  const goods = { total: fromPaise(order.totalPaise), codFee: fromPaise(order.codFeePaise) };
  // Until it leaves: packed and paid, or waiting for its payment.
  if (needsEwayBill(goods) && order.status <= ORDER_STATUS.processing)
    io.out(ewayBillTexts.needed(consignmentValue(goods)));
}

/** How the order stands for money: paid and how, cash to collect, refunded, or awaiting payment. */
async function paymentLine(db: Db, order: typeof orders.$inferSelect): Promise<string> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt));
  const paid = rows.find((p) => p.status === 'paid');
  const total = formatMoney(fromPaise(order.totalPaise));
  if (paid) {
    const received = `${formatMoney(fromPaise(paid.amountPaise))} received by ${methodLabel(paid.method)}`;
    if (paid.refundedAt) return `${received}, refunded`;
    return refundDuePaise(order.status, rows) > 0 ? `${received}: refund due` : received;
  }
  if (order.status === ORDER_STATUS.cancelled) return 'none (cancelled)';
  if (rows.some((p) => p.status === 'pending' && p.method === COD_METHOD))
    return `cash on delivery: the courier collects ${total}`;
  const onAccount = rows.find((p) => p.status === 'pending' && p.method === ACCOUNT_METHOD && p.dueOn);
  if (onAccount)
    return `on account: ${formatMoney(fromPaise(onAccount.amountPaise))} due by ${formatDueDay(onAccount.dueOn!)}${isOverdue(onAccount.dueOn!, new Date()) ? ', OVERDUE' : ''}`;
  // Cancelled unpaid when the time the store gives runs out (server/orders/cancel-unpaid.ts).
  const until = order.payBy && ` until ${formatOrderDate(order.payBy.toISOString())}, then cancelled`;
  return `awaiting ${total}${until || ''}`;
}

async function findOrder(db: Db, raw: string | undefined) {
  if (!raw) throw new UsageError('give the order number, e.g. ORD-7K2M9XQ4');
  const id = normaliseOrderId(raw);
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw new UsageError(`no order ${id}`);
  return order;
}

/**
 * Moves an order along its graph (canMoveOrder) and keeps the move in its history; shipping takes
 * the courier and the AWB number, cancelling puts the stock back and closes the open payment.
 */
async function setStatus(db: Db, io: Output, argv: string[]) {
  const args = [...argv];
  const courier = option(args, 'courier');
  const awb = option(args, 'awb');
  const typedEwb = option(args, 'ewb');
  const noEwb = flag(args, 'no-ewb');
  const note = option(args, 'note');
  const [rawId, rawStatus] = args;
  const order = await findOrder(db, rawId);
  const status = statusArg(rawStatus);
  if (!canMoveOrder(order.status, status, 'owner')) {
    throw new UsageError(
      `${order.id} stays ${orderStatus(order.status).label}: ${refusedMove(order.status, status)}`,
    );
  }
  if ((courier || awb || typedEwb || noEwb) && status !== ORDER_STATUS.shipped)
    throw new UsageError('--courier, --awb and --ewb go with status 2 (Shipped)');
  if (status === ORDER_STATUS.shipped && (!courier || !awb))
    throw new UsageError(
      `give the courier and the airway bill number, e.g. --courier Delhivery --awb 1234567890123 (known couriers: ${COURIERS.map((c) => c.name).join(', ')})`,
    );
  if (awb !== undefined && !AWB.test(awb))
    throw new UsageError(`--awb '${awb}' is not an airway bill number (6 to 30 letters and digits)`);
  const ewayBill = typedEwb === undefined ? undefined : ewayBillNumber(typedEwb);
  if (typedEwb !== undefined && !ewayBill) throw new UsageError(ewayBillTexts.notANumber(typedEwb));
  const goods = { total: fromPaise(order.totalPaise), codFee: fromPaise(order.codFeePaise) };
  if (status === ORDER_STATUS.shipped && !ewayBill && !noEwb && needsEwayBill(goods))
    throw new UsageError(ewayBillTexts.notGiven(consignmentValue(goods)));
  const listed = courier ? findCourier(courier) : undefined;
  await db.transaction(async (tx) => {
    const moved = await moveOrder(tx, order.id, { from: order.status, to: status, actor: 'owner', note });
    if (moved !== 'moved')
      throw new UsageError(`${order.id} changed while this ran; nothing changed, try again`);
    if (courier && awb)
      await tx
        .update(orders)
        .set({ courier: listed?.name ?? courier, awb, ewayBill: ewayBill ?? null })
        .where(eq(orders.id, order.id));
  });
  const shipment =
    courier && awb
      ? ` (${[`${listed?.name ?? courier} ${awb}`, ewayBill && ewayBillTexts.travelsWith(ewayBill), !listed && 'no tracking link for this courier'].filter(Boolean).join('; ')})`
      : '';
  io.out(`${order.id}: ${orderStatus(order.status).label} → ${orderStatus(status).label}${shipment}`);
}

/**
 * Records money received outside the shop for one order or several (one bank transfer that paid
 * a business's orders on account, say). Every order is checked first: one that cannot take it
 * (not Pending and owing nothing on account) stops the lot, with nothing changed.
 */
async function markPaid(db: Db, io: Output, rawIds: string[]) {
  if (rawIds.length === 0) throw new UsageError('give the order number, e.g. ORD-7K2M9XQ4');
  const ids = [...new Set(rawIds.map(normaliseOrderId))];
  const found = [];
  for (const id of ids) found.push(await findOrder(db, id));
  const owing = await owingOnAccount(db, ids);
  const refused = found.filter((o) => !owing.has(o.id) && o.status !== ORDER_STATUS.pending);
  if (refused.length > 0)
    throw new UsageError(
      `${refused.map((o) => `${o.id} is ${orderStatus(o.status).label}`).join(', ')}, not Pending; nothing changed`,
    );
  let total = 0;
  for (const order of found) total += await markOnePaid(db, io, order);
  if (found.length > 1) io.out(`${found.length} orders: ${formatMoney(fromPaise(total))} in all`);
}

/** One order's money received: settled on account, or its payment paid and the order Processing. Answers the paise received. */
async function markOnePaid(db: Db, io: Output, order: typeof orders.$inferSelect): Promise<number> {
  // Bought on account: the customer's money came, whatever the order's status.
  const received = await settleOnAccount(db, order.id);
  if (received !== undefined) {
    io.out(`${order.id}: ${formatMoney(fromPaise(received))} received on account; paid in full`);
    return received;
  }
  const notPending = () =>
    new UsageError(`${order.id} is ${orderStatus(order.status).label}, not Pending; nothing changed`);
  if (order.status !== ORDER_STATUS.pending) throw notPending();
  // The open payment if there is one (its method and payer stay), else a manual one.
  await expireOverdue(db, order.id);
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .limit(1);
  const opened = open
    ? { kind: 'opened' as const, payment: open }
    : await openPayment(db, order.id, null, {
        method: 'manual',
        payerName: '',
        payerEmail: '',
        payerPhone: '',
        gstin: null,
        signatureHash: null,
        returnOrigin: '',
      });
  if (opened.kind !== 'opened') throw notPending();
  const result = await decidePayment(db, { id: opened.payment.id }, { to: 'paid', source: 'owner' });
  if (result.kind !== 'applied') throw notPending();
  io.out(`${order.id}: paid ${formatMoney(fromPaise(order.totalPaise))}; now Processing`);
  return order.totalPaise;
}

/**
 * Corrects the e-way bill's number of an order already shipped (a digit typed wrong, or the bill
 * generated after the shipment was recorded), or takes it off with 'none'. The order's pages show
 * the new one at once; the "shipped" e-mail already sent is not sent again.
 */
async function setEwayBill(db: Db, io: Output, [rawId, typed]: string[]) {
  const order = await findOrder(db, rawId);
  if (typed === undefined)
    throw new UsageError(
      `give the e-way bill's number, e.g. npm run shop -- orders set-ewb ${order.id} 181234567890, or none`,
    );
  if (!order.courier || !order.awb)
    throw new UsageError(
      `${order.id} is ${orderStatus(order.status).label}, not shipped: give the e-way bill with orders set-status ${order.id} 2 … --ewb NUMBER; nothing changed`,
    );
  const none = typed.trim().toLowerCase() === 'none';
  const ewayBill = none ? null : ewayBillNumber(typed);
  if (ewayBill === undefined) throw new UsageError(ewayBillTexts.notANumber(typed));
  await db.update(orders).set({ ewayBill }).where(eq(orders.id, order.id));
  const said = (digits: string | null) => (digits ? ewayBillTexts.travelsWith(digits) : 'no e-way bill');
  io.out(`${order.id}: ${said(ewayBill)} (was: ${said(order.ewayBill)})`);
}

/** Cancelled orders whose payment the shop received and has not yet sent back. */
async function refundsDue(db: Db, io: Output) {
  const rows = await db
    .select({ payment: payments, email: users.email })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(REFUND_DUE)
    .orderBy(asc(payments.paidAt));
  if (rows.length === 0) return io.out('No refunds due.');
  for (const { payment: p, email } of rows) {
    io.out(
      `${p.orderId}  ${formatMoney(fromPaise(p.amountPaise)).padStart(12)}  ${p.method.padEnd(8)}  ${p.reference}  ${email}`,
    );
  }
  io.out(`${rows.length} refund(s) due: send each back, then npm run shop -- payments refunded <orderId>.`);
}

async function markRefunded(db: Db, io: Output, [rawId]: string[]) {
  const order = await findOrder(db, rawId);
  if (order.status !== ORDER_STATUS.cancelled)
    throw new UsageError(`${order.id} is ${orderStatus(order.status).label}, not Cancelled; nothing changed`);
  const refunded = await db
    .update(payments)
    .set({ refundedAt: new Date() })
    .where(
      and(eq(payments.orderId, order.id), eq(payments.status, 'paid'), sql`${payments.refundedAt} is null`),
    )
    .returning({ amountPaise: payments.amountPaise });
  if (refunded.length === 0) throw new UsageError(`${order.id} has no refund due; nothing changed`);
  const total = refunded.reduce((sum, p) => sum + p.amountPaise, 0);
  io.out(`${order.id}: refund of ${formatMoney(fromPaise(total))} recorded`);
}

async function importDelivery(db: Db, io: Output, [file]: string[]) {
  if (!file) throw new UsageError('give the CSV file, e.g. npm run shop -- delivery import pins.csv');
  const text = await (io.readText ?? readLocal)(file);
  const result = await importDeliveryPins(db, text);
  if (result.errors.length > 0) {
    throw new UsageError(
      `nothing imported; fix these lines and run it again:\n  ${result.errors.join('\n  ')}`,
    );
  }
  io.out(`Delivery table: ${result.rows} PIN code(s); any other PIN is not served.`);
}

async function checkDelivery(db: Db, io: Output, [pin]: string[]) {
  if (!pin || !PIN_CODE.test(pin.trim()))
    throw new UsageError('give a 6-digit PIN code, e.g. npm run shop -- delivery check 560001');
  // The PIN table's own say on cash on delivery; the store configuration decides whether the shop offers it.
  const check = deliveryCheck.parse(await deliveryTo(db, pin.trim(), true));
  io.out(`${deliveryPromise(check)}${check.deliverable && !check.cod ? ' · prepaid only' : ''}`);
}

async function flaggedPayments(db: Db, io: Output) {
  const rows = await db
    .select({ payment: payments, orderStatus: orders.status, total: orders.totalPaise })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(sql`${payments.flag} is not null`)
    .orderBy(desc(payments.flaggedAt));
  if (rows.length === 0) return io.out('No flagged payments.');
  for (const { payment: p, orderStatus: status, total } of rows) {
    const received = p.receivedPaise ?? p.amountPaise;
    const when = formatOrderDate((p.flaggedAt ?? p.createdAt).toISOString());
    io.out(
      `${p.orderId}  ${p.reference}  received ${formatMoney(fromPaise(received))} of ${formatMoney(fromPaise(total))}  ${when}`,
    );
    io.out(
      `    ${paymentFlagText[p.flag as PaymentFlag] ?? p.flag}; payment ${p.status}, order ${orderStatus(status).label}`,
    );
  }
  io.out(`${rows.length} flagged payment(s): refund or settle each with the payer.`);
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
  if (result.alerted) io.out(alertedLine(result.alerted));
  if (result.retired?.length)
    io.out(
      `Updated but still retired, so not sold: ${result.retired.join(', ')}. Sell one again with npm run shop -- products unretire <product>`,
    );
}

async function setStock(db: Db, io: Output, [key, value]: string[]) {
  if (!key || value === undefined) {
    throw new UsageError(
      "give the product and its stock, e.g. npm run shop -- products stock bubble-wrap 'M:10|L:5'",
    );
  }
  const product = await productByKey(db, key);
  const untracked = value.trim().toLowerCase() === 'untracked';
  const parsed = untracked ? undefined : stockSpec.safeParse(value);
  if (parsed && !parsed.success)
    throw new UsageError(`stock ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const counts = parsed?.data ?? [];
  if (!untracked && counts.length === 0)
    throw new UsageError("give a count (25), counts per size (M:10|L:5) or 'untracked'");
  const { sizes } = productOptions(product.attributes);
  const unknown = counts.filter((c) => c.size !== '' && !sizes.includes(c.size)).map((c) => c.size);
  if (unknown.length > 0) {
    throw new UsageError(
      `${product.title} has no size ${unknown.join(', ')}; its sizes are ${sizes.join(', ') || 'none'}`,
    );
  }
  const alerted = await db.transaction(async (tx) => {
    await tx.delete(productStock).where(eq(productStock.productId, product.id));
    if (counts.length > 0)
      await tx.insert(productStock).values(counts.map((c) => ({ ...c, productId: product.id })));
    return sendStockAlerts(tx, [product.id]);
  });
  io.out(`${product.title} (${product.slug}): stock ${stockDescription(untracked ? [] : counts)}`);
  if (alerted > 0) io.out(alertedLine(alerted));
}

/** What the owner is told when stock coming back sets off shoppers' alerts. */
const alertedLine = (n: number) =>
  `Back in stock: ${n === 1 ? '1 shopper who was waiting is' : `${n} shoppers who were waiting are`} being e-mailed.`;

async function setTax(db: Db, io: Output, [key, hsn, rate]: string[]) {
  if (!key || hsn === undefined || rate === undefined)
    throw new UsageError(
      'give the product, its HSN code and GST rate, e.g. npm run shop -- products tax bubble-wrap 3921 18',
    );
  const product = await productByKey(db, key);
  const code = hsnCode.safeParse(hsn);
  if (!code.success) throw new UsageError(`HSN code ${code.error.issues[0]?.message ?? 'is not valid'}`);
  const percent = gstRate.safeParse(rate.replace(/%$/, ''));
  if (!percent.success)
    throw new UsageError(`GST rate ${percent.error.issues[0]?.message ?? 'is not valid'}`);
  await db
    .update(products)
    .set({ hsnCode: code.data, gstRate: percent.data })
    .where(eq(products.id, product.id));
  io.out(`${product.title} (${product.slug}): HSN ${code.data}, GST ${percent.data}%`);
}

async function setKeywords(db: Db, io: Output, [key, ...words]: string[]) {
  if (!key || words.length === 0)
    throw new UsageError(
      "give the product and its search keywords, or 'none', e.g. npm run shop -- products keywords MOP-001 pocha पोछा",
    );
  const product = await productByKey(db, key);
  const read = keywordsSpec.safeParse(words.join(' '));
  if (!read.success)
    throw new UsageError(`search keywords ${read.error.issues[0]?.message ?? 'are not valid'}`);
  const searchKeywords = read.data ?? '';
  await db.update(products).set({ searchKeywords }).where(eq(products.id, product.id));
  io.out(
    `${product.title} (${product.slug}): ${searchKeywords ? `search keywords ${searchKeywords}` : 'no search keywords'}`,
  );
}

async function setPrice(db: Db, io: Output, [key, regular, sale, ...more]: string[]) {
  if (!key || regular === undefined || more.length > 0)
    throw new UsageError(
      'give the product, its price and, for a sale, the lower price it sells at, e.g. npm run shop -- products price bopp-tape 120 99',
    );
  const product = await productByKey(db, key);
  const read = (name: string, value: string) => {
    const parsed = rupees.safeParse(value);
    if (!parsed.success) throw new UsageError(`${name} ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
    return parsed.data;
  };
  const regularPricePaise = read('price', regular);
  const discountedPricePaise = sale === undefined ? null : read('sale price', sale);
  if (discountedPricePaise !== null && discountedPricePaise >= regularPricePaise)
    throw new UsageError(
      `the sale price (${formatMoney(fromPaise(discountedPricePaise))}) must be lower than the price (${formatMoney(fromPaise(regularPricePaise))})`,
    );
  const problem = paiseTiersProblem(regularPricePaise, product.priceTiers);
  if (problem)
    throw new UsageError(
      `its volume prices do not fit that price (${problem}); change them first with npm run shop -- products tiers ${product.slug} <tiers|none>`,
    );
  await db
    .update(products)
    .set({ regularPricePaise, discountedPricePaise })
    .where(eq(products.id, product.id));
  io.out(`${product.title} (${product.slug}): ${priceDescription(regularPricePaise, discountedPricePaise)}`);
}

async function setTiers(db: Db, io: Output, [key, value]: string[]) {
  if (!key || value === undefined)
    throw new UsageError(
      "give the product and its volume prices, e.g. npm run shop -- products tiers bopp-tape '50:10.80|200:9.60'",
    );
  const product = await productByKey(db, key);
  const parsed = tierSpec.safeParse(value);
  if (!parsed.success || parsed.data === null)
    throw new UsageError(
      `volume prices ${parsed.success ? "must be quantity:price pairs like 50:10.80|200:9.60, or 'none'" : parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  const problem = paiseTiersProblem(product.regularPricePaise, parsed.data);
  if (problem) throw new UsageError(`volume prices: ${problem}`);
  await db.update(products).set({ priceTiers: parsed.data }).where(eq(products.id, product.id));
  io.out(
    `${product.title} (${product.slug}): ${tiersDescription(parsed.data) || 'one price at any quantity'}`,
  );
}

async function productPhotos(db: Db, io: Output, [key, ...files]: string[]) {
  if (!key || files.length === 0)
    throw new UsageError(
      'give the product and its photos in the order to show them, e.g. npm run shop -- products photos PRO-001 front.jpg open.jpg, or none',
    );
  const product = await productByKey(db, key);
  const none = files.length === 1 && files[0] === 'none';
  if (files.length > MAX_PHOTOS)
    throw new UsageError(`a product may have ${MAX_PHOTOS} photos at most, got ${files.length}`);
  const photos = [];
  for (const file of none ? [] : files) {
    photos.push(io.readText ? readPreparedPhoto(file, await io.readText(file)) : await preparePhoto(file));
  }
  await setPhotos(db, product.id, photos);
  io.out(`${product.title} (${product.slug}): ${describePhotos(photos, files)}`);
}

async function setQuantities(db: Db, io: Output, [key, min, packOf]: string[]) {
  if (!key || min === undefined || packOf === undefined)
    throw new UsageError(
      'give the product, the fewest a line may hold and its carton, e.g. npm run shop -- products quantities bopp-tape 6 6',
    );
  const product = await productByKey(db, key);
  const whole = (name: string, value: string) => {
    const parsed = orderQuantitySpec.safeParse(value);
    if (!parsed.success || parsed.data === null)
      throw new UsageError(`${name} must be a whole number from 1 to ${MAX_LINE_QUANTITY}`);
    return parsed.data;
  };
  const rule = { minQuantity: whole('minimum', min), packOf: whole('carton', packOf) };
  await db
    .update(products)
    .set({ minOrderQuantity: rule.minQuantity, packMultiple: rule.packOf })
    .where(eq(products.id, product.id));
  const said = rule.minQuantity === 1 && rule.packOf === 1 ? 'any quantity' : orderQuantityTexts.note(rule);
  io.out(`${product.title} (${product.slug}): ${said}`);
}

async function listUntaxed(db: Db, io: Output) {
  const rows = await db
    .select({
      slug: products.slug,
      title: products.title,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
    })
    .from(products)
    .where(and(or(isNull(products.hsnCode), isNull(products.gstRate)), stillSold))
    .orderBy(asc(products.slug));
  for (const r of rows)
    io.out(
      `  ${r.slug}  ${r.title}: ${r.hsnCode === null ? 'no HSN code' : `HSN ${r.hsnCode}`}, ${r.gstRate === null ? 'no GST rate' : `GST ${r.gstRate}%`}`,
    );
  io.out(
    rows.length === 0
      ? 'Every product has an HSN code and a GST rate.'
      : `${rows.length} product(s) cannot be ordered until you set both: npm run shop -- products tax <slug> <hsn> <rate>`,
  );
}

async function retire(db: Db, io: Output, [key]: string[]) {
  if (!key)
    throw new UsageError('give the product to stop selling, e.g. npm run shop -- products retire TAP-003');
  const product = await productByKey(db, key);
  const { changed, alertsEnded } = await retireProduct(db, product.id);
  if (!changed) {
    io.out(
      `${product.title} (${product.slug}) was retired already, on ${formatOrderDate(product.retiredAt?.toISOString())}.`,
    );
    return;
  }
  io.out(
    `${product.title} (${product.slug}) is retired: no longer shown, found or sold. Orders that have it go on as they are.`,
  );
  if (alertsEnded > 0)
    io.out(
      `${alertsEnded === 1 ? '1 shopper waiting for it is' : `${alertsEnded} shoppers waiting for it are`} being e-mailed that it will not be back.`,
    );
  io.out(`To sell it again: npm run shop -- products unretire ${product.slug}`);
}

async function unretire(db: Db, io: Output, [key]: string[]) {
  if (!key)
    throw new UsageError('give the product to sell again, e.g. npm run shop -- products unretire TAP-003');
  const product = await productByKey(db, key);
  const changed = await unretireProduct(db, product.id);
  io.out(
    changed
      ? `${product.title} (${product.slug}) is on sale again, with its prices, stock and photos as they were.`
      : `${product.title} (${product.slug}) is not retired: it is on sale.`,
  );
}

async function listRetired(db: Db, io: Output) {
  const rows = await db
    .select({ slug: products.slug, sku: products.sku, title: products.title, retiredAt: products.retiredAt })
    .from(products)
    .where(isNotNull(products.retiredAt))
    .orderBy(desc(products.retiredAt), asc(products.slug));
  for (const r of rows)
    io.out(
      `  ${r.sku ?? r.slug}  ${r.title} (${r.slug}): retired on ${formatOrderDate(r.retiredAt?.toISOString())}`,
    );
  io.out(
    rows.length === 0
      ? 'No product is retired: the shop sells every one.'
      : `${rows.length} product(s) retired. Sell one again with npm run shop -- products unretire <product>`,
  );
}

/** Runs one command; UsageError means the owner typed something wrong (exit code 1). */
export async function runCommand(db: Db, io: Output, argv: string[]): Promise<void> {
  const [group, action, ...rest] = argv;
  const command = `${group ?? ''} ${action ?? ''}`.trim();
  if (command === 'orders list') return listOrders(db, io, rest);
  if (command === 'orders show') return showOrder(db, io, rest);
  if (command === 'orders picklist') return pickList(db, io);
  if (command === 'orders slips') return packingSlips(db, io, rest);
  if (command === 'orders summary') return salesSummary(db, io, rest);
  if (command === 'orders set-status') return setStatus(db, io, rest);
  if (command === 'orders set-ewb') return setEwayBill(db, io, rest);
  if (command === 'payments mark-paid') return markPaid(db, io, rest);
  if (command === 'payments flagged') return flaggedPayments(db, io);
  if (command === 'orders refunds-due') return refundsDue(db, io);
  if (command === 'orders late') return lateOrders(db, io);
  if (command === 'delivery import') return importDelivery(db, io, rest);
  if (command === 'delivery check') return checkDelivery(db, io, rest);
  if (command === 'payments refunded') return markRefunded(db, io, rest);
  if (command === 'products import') return importCsv(db, io, rest);
  if (command === 'products stock') return setStock(db, io, rest);
  if (command === 'products tax') return setTax(db, io, rest);
  if (command === 'products keywords') return setKeywords(db, io, rest);
  if (command === 'products tiers') return setTiers(db, io, rest);
  if (command === 'products price') return setPrice(db, io, rest);
  if (command === 'products quantities') return setQuantities(db, io, rest);
  if (command === 'products untaxed') return listUntaxed(db, io);
  if (command === 'products photos') return productPhotos(db, io, rest);
  if (command === 'products export') return exportProducts(db, io);
  if (command === 'products show') return showProduct(db, io, rest);
  if (command === 'products retire') return retire(db, io, rest);
  if (command === 'products unretire') return unretire(db, io, rest);
  if (command === 'products retired') return listRetired(db, io);
  if (command === 'customers show') return showCustomer(db, io, rest);
  if (command === 'customers erase') return eraseCustomer(db, io, rest);
  if (command === 'customers email') return changeCustomerEmail(db, io, rest);
  if (command === 'credit set') return setCredit(db, io, rest);
  if (command === 'credit stop') return stopCredit(db, io, rest);
  if (command === 'credit list') return listCredit(db, io);
  if (command === 'products low-stock') return lowStock(db, io, rest);
  if (command === 'returns list') return listReturns(db, io, rest);
  if (command === 'returns approve') return answerReturn(db, io, 'approved', rest);
  if (command === 'returns decline') return answerReturn(db, io, 'declined', rest);
  if (command === 'returns refunded') return refundedReturn(db, io, rest);
  if (command === 'coupons add') return addCoupon(db, io, rest);
  if (command === 'coupons list') return listCoupons(db, io);
  if (command === 'coupons end') return endCoupon(db, io, rest);
  if (command === 'reviews list') return listReviews(db, io, rest);
  if (command === 'reviews reply') return replyReview(db, io, rest);
  if (command === 'reviews approve') return moderateReview(db, io, 'approve', rest);
  if (command === 'questions list') return listQuestions(db, io, rest);
  if (command === 'questions answer') return answerQuestionCommand(db, io, rest);
  if (command === 'questions hide') return hideQuestionCommand(db, io, 'hide', rest);
  if (command === 'questions restore') return hideQuestionCommand(db, io, 'restore', rest);
  if (command === 'reviews hide') return moderateReview(db, io, 'hide', rest);
  if (command === 'reviews restore') return moderateReview(db, io, 'restore', rest);
  if (command === 'invoices list') return listInvoices(db, io, rest);
  if (command === 'invoices export') return exportInvoices(db, io, rest);
  if (command === 'invoices issue') return issueMissingInvoice(db, io, rest);
  throw new UsageError(`unknown command '${command}'. Run npm run shop -- --help`);
}
