import { getTableColumns, isNull, pg, sql } from './orm.ts';
import type { PaymentFlag, PaymentSource, PaymentStatus } from '../../src/domain/payment-status.ts';
import type { OrderActor } from '../../src/domain/order-status.ts';
import type { OrderEmailKind } from '../../src/emails/order-email.ts';
import type { TaxDocument } from '../../src/contract/invoice.ts';
import type { BusinessDetails } from '../../src/contract/business.ts';
import type { TaxDocumentKind } from '../../src/domain/tax-documents.ts';
import type { StoredPhoto } from '../../src/domain/photos.ts';
import type { ReturnStatus } from '../../src/contract/returns.ts';
import type { ReturnLine } from '../../src/domain/returns.ts';
import { MAX_CREDIT_DAYS } from '../../src/domain/credit-account.ts';

/**
 * What a mail_queue row sends: an order e-mail, a contact message to the shop, a back-in-stock
 * alert's e-mail, a reviewer's word that the shop answered their review, the shop's word that a
 * review waits for its approval, a product question's e-mails (asked, to the shop; answered, to
 * the asker), a reorder list's reminder to its buyer, the copy of an order's tax invoice (with
 * its credit note) for a business buyer's accounts team (server/mail/queue.ts queues it once the
 * customer's e-mail that carries them is sent), and a change of sign-in address the owner made for
 * a customer (npm run shop -- customers email): the word to the old address, and to the new one;
 * and the shop's morning e-mail to its owner (server/mail/owner-digest.ts).
 */
export type MailKind =
  | OrderEmailKind
  | AccountsCopyKind
  | 'contact'
  | 'back-in-stock'
  | 'stock-alert-ended'
  | 'stock-alert-expired'
  | 'review-reply'
  | 'owner-review-waiting'
  | 'question-answered'
  | 'owner-question'
  | 'list-reminder'
  | 'email-changed-old'
  | 'email-changed-new'
  | 'owner-digest';

/** The accounts team's copy: of the invoice, or of the credit note with its invoice. */
export type AccountsCopyKind = 'accounts-invoice' | 'accounts-credit-note';

const {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} = pg;

export interface StoredAttribute {
  key: string;
  value: string[];
  metricUnit?: string;
}

/** PostgreSQL's text-search document type (read back as its text form; only SQL uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The attribute values under a key of `keys` (any case, as src/domain/variants.ts reads them), as a
 * JSON array: the columns the size and colour filters use. The two readings are kept in step by
 * server/routes/products/search.test.ts, which compares them for every seeded product.
 */
const valuesUnder = (keys: string) =>
  sql.raw(
    `jsonb_path_query_array("attributes", '$[*] ? (@.key like_regex "^ *(${keys}) *$" flag "i").value[*]')`,
  );

/**
 * What search matches (server/routes/products/search.ts): the title and categories both stemmed
 * (english: "boxes" finds "box") and as typed (simple: a prefix of a word the stemmer shortens),
 * the description and attribute values stemmed, the owner's search keywords both ways; weights rank
 * title over categories and keywords over the rest.
 */
const searchDocument = sql.raw(`setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('simple'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "category" || ' ' || "parent_category"), 'B')
  || setweight(to_tsvector('english'::regconfig, "description" || ' ' || jsonb_path_query_array("attributes", '$[*].value[*]')::text), 'C')
  || setweight(to_tsvector('english'::regconfig, "search_keywords"), 'B')
  || setweight(to_tsvector('simple'::regconfig, "search_keywords"), 'B')`);

/** A GST rate in per cent, two decimals (0.25, 5, 18): numeric, so it is never a float in SQL. */
const gstRate = () => numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /**
     * The stock-keeping unit buyers order by ("TAP-003", src/domain/sku.ts): given once, when the
     * product is created (server/catalogue/skus.ts), and kept through every later change. Null
     * only until that step has run on a product from before migration 0019.
     */
    sku: text('sku').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The owner's words search also finds the product by, never shown to shoppers: its names in
     * Hindi or Hinglish ("pocha" for a mop, "झाड़ू" for a broom), brands, common misspellings
     * (src/domain/search.ts, keywordsProblem).
     */
    searchKeywords: text('search_keywords').notNull().default(''),
    category: text('category').notNull(),
    parentCategory: text('parent_category').notNull(),
    regularPricePaise: integer('regular_price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    featured: boolean('featured').notNull().default(false),
    kind: text('kind').notNull(),
    colour: text('colour').notNull(),
    imageCount: integer('image_count').notNull().default(1),
    attributes: jsonb('attributes').$type<StoredAttribute[]>().notNull().default([]),
    /**
     * The owner's own photographs (src/domain/photos.ts), in the order shown; their files are in
     * product_photo_files. Empty: the drawn pictures of /images/products/ (image_count of them).
     */
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    /**
     * What a tax invoice needs (src/domain/gst.ts): the HSN code and the GST rate in per cent. Null
     * only on a product from before migration 0014 that carried neither: it cannot be ordered.
     */
    hsnCode: text('hsn_code'),
    gstRate: gstRate(),
    /**
     * Volume prices (src/domain/bulk.ts): from each quantity on a line, the price of one unit, in
     * paise, rising quantities and falling prices. Empty: one price at any quantity.
     */
    /** The fewest a line may hold, and the multiple it comes in (a carton of 25): 1 and 1 for any. */
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    packMultiple: integer('pack_multiple').notNull().default(1),
    priceTiers: jsonb('price_tiers')
      .$type<{ minQuantity: number; pricePaise: number }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    /**
     * When the shop stopped selling it (`products retire`, server/catalogue/retire.ts); null while
     * on sale. A retired product stays for the orders, invoices and returns that name it, and is
     * left out of everything a shopper can find or order (`onSale`).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    /** When the product last changed (the sitemap's lastmod); every ORM update sets it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /**
     * Generated by the database: what the shopper pays (the discounted price when there is one),
     * which price sorts and filters read; search's document; the sizes and colours the filters match.
     */
    payablePaise: integer('payable_paise')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discounted_price_paise, regular_price_paise)`),
    searchDocument: tsvector('search_document').notNull().generatedAlwaysAs(searchDocument),
    sizes: jsonb('sizes').$type<string[]>().notNull().generatedAlwaysAs(valuesUnder('size|sizes')),
    colors: jsonb('colors')
      .$type<string[]>()
      .notNull()
      .generatedAlwaysAs(valuesUnder('color|colors|colour|colours')),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchDocument),
    // Typo tolerance (pg_trgm's word similarity against the title) and suggestions.
    index('products_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('products_keywords_trgm_idx').using('gin', sql`${t.searchKeywords} gin_trgm_ops`),
    index('products_sizes_idx').using('gin', sql`${t.sizes} jsonb_path_ops`),
    index('products_colors_idx').using('gin', sql`${t.colors} jsonb_path_ops`),
    // Sorting by price. A plain column, so a walk along it (search.ts) stops at the matches it needs.
    index('products_price_idx').on(t.payablePaise, t.slug),
    index('products_category_idx').on(sql`lower(${t.category})`),
    index('products_parent_category_idx').on(sql`lower(${t.parentCategory})`),
    index('products_featured_idx').on(t.featured),
    index('products_created_idx').on(t.createdAt.desc(), t.slug),
  ],
);

/**
 * The products the shop sells now, not retired (server/catalogue/retire.ts): the condition of every
 * query that shows a shopper products or lets one be ordered.
 */
export const stillSold = isNull(products.retiredAt);

/** A product's own columns, without what the database derives for search (the columns to select). */
export const productColumns = (() => {
  const {
    payablePaise: _payable,
    searchDocument: _document,
    sizes: _sizes,
    colors: _colors,
    ...own
  } = getTableColumns(products);
  return own;
})();
export type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };

/**
 * Stock per product and size ('' for a product without sizes). A product with no rows has its stock
 * untracked: it never runs out. Orders take from it inside their transaction; cancelling gives back.
 */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Each photo's WebP files, one per width; a file no product names any more is deleted with the change. */
export const productPhotoFiles = pgTable(
  'product_photo_files',
  {
    photoId: text('photo_id').notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);

export const productStock = pgTable(
  'product_stock',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('product_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: createdAt(),
  /**
   * When the address `email` was shown to be the shopper's (a link mailed to it was opened:
   * src/domain/email-verification.ts); null until then, and again once the shop changes it by hand.
   */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
});

/** Products a shopper saved, kept on the account (POST /api/v1/wishlist); oldest first. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * What the shopper would have paid on the day it was saved (the payable price then), so the
     * wishlist can say the price has dropped since; null for saves from before it was kept.
     */
    savedPricePaise: integer('saved_price_paise'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the shopper's list of devices names the session by (never the token's hash). */
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser and system it was signed in on ("Chrome on Android"), from its User-Agent; null when unknown. */
    device: text('device'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    // Moved forward as the session is used (at most every few minutes): idle sessions end.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_idx').on(t.id)],
);

/**
 * The browsers an account has signed in from, by their own random name (`device` at sign-in,
 * src/api/device-id.ts), kept hashed: a sign-in from one not among them e-mails the account's
 * owner (server/account/known-devices.ts). Goes with the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Links mailed to confirm the address an account has (at registration, or asked again from the
 * account page: server/routes/users/email-verification.ts). Only the token's SHA-256 is kept; the
 * link confirms `email` only while the account still has it.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * A change of the sign-in address waiting for the link mailed to the new one (extension,
 * server/routes/users/email-change.ts). Only the token's SHA-256 is kept. `used_at`: spent
 * (confirmed, replaced by a newer request, or dropped); `confirmed_at`: the change was made, so
 * `old_email` is an address the account used to have (erasing the account reads it).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export interface StoredAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    /** The shopper's words for the courier (a landmark, when to call); on the slip and the owner's e-mail. */
    deliveryNote: text('delivery_note'),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the request that used the key: the same key with another body is refused.
    idempotencyHash: text('idempotency_hash'),
    /** The cash-on-delivery fee added to the total when the shopper chose it (server/payments/cod.ts). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** Buying for a business (checkout's extension): GSTIN, legal name, billing address; its invoice's recipient. */
    buyer: jsonb('buyer').$type<BusinessDetails>(),
    /** The shipment, once the owner ships it: the courier's name and its airway bill number. */
    courier: text('courier'),
    awb: text('awb'),
    /** The e-way bill the goods travel with (12 digits), when the owner gave it on shipping (src/domain/eway-bill.ts). */
    ewayBill: text('eway_bill'),
    /** Still Pending (unpaid) after this, the order is cancelled (server/orders/cancel-unpaid.ts); null: never. */
    payBy: timestamp('pay_by', { withTimezone: true, mode: 'date' }),
    /** The day it should arrive by ('2026-12-02'), set when it is confirmed (expectedByDay); null: not known. */
    expectedBy: date('expected_by', { mode: 'string' }),
    /** The coupon the order was placed with, and what it took off the goods (shared over its lines). */
    couponCode: text('coupon_code').references(() => coupons.code),
    discountPaise: integer('discount_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status),
    index('orders_coupon_idx').on(t.couponCode, t.userId),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/** Every change of an order's status, with who made it and why (server/orders/moves.ts). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    actor: text('actor').$type<OrderActor | 'system'>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productTitle: text('product_title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** The size and colour ordered (as the product offers them); null when the order did not say. */
    size: text('size'),
    color: text('color'),
    /** The product's HSN code and GST rate when it was ordered (its invoice's); null on older orders. */
    hsnCode: text('hsn_code'),
    gstRate: gstRate(),
    /** The line's share of the order's coupon discount, for all its quantity (src/domain/coupons.ts). */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  // By product too: what was bought with a product (server/routes/products/related.ts).
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

export type { PaymentStatus } from '../../src/domain/payment-status.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    reference: text('reference').notNull().unique(),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    payerPhone: text('payer_phone').notNull(),
    gstin: text('gstin'),
    // The sandbox gateway's one-time signature (SHA-256) and where it sends the shopper back to.
    signatureHash: text('signature_hash'),
    returnOrigin: text('return_origin').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** A pending payment past this time is expired (server/payments/machine.ts). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Why the owner must look at it (PAYMENT_FLAGS), with what the provider said it received. */
    flag: text('flag').$type<PaymentFlag>(),
    receivedPaise: bigint('received_paise', { mode: 'number' }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true, mode: 'date' }),
    /** The owner sent the money back (a paid order that was cancelled): `payments refunded`. */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** Bought on account (src/domain/credit-account.ts): the day in India it must be paid by. */
    dueOn: date('due_on', { mode: 'string' }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // At most one open payment per order: a second attempt takes the open one over.
    uniqueIndex('payments_one_open_idx')
      .on(t.orderId)
      .where(sql`status = 'pending'`),
    index('payments_flagged_idx')
      .on(t.flaggedAt)
      .where(sql`flag is not null`),
    // What customers owe on account, by day (the overdue reminders, `credit list`).
    index('payments_on_account_idx')
      .on(t.dueOn)
      .where(sql`due_on is not null and status = 'pending'`),
  ],
);

/** Every move of a payment, applied or refused, with its time and source. */
/**
 * The customers the owner lets buy on account (`credit set`): their limit and the days each order
 * has to be paid in. Gone with the account when it is erased; what they owe stays on their orders.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitPaise: bigint('limit_paise', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'credit_accounts_terms',
      sql`${t.limitPaise} > 0 and ${t.days} between 1 and ${sql.raw(String(MAX_CREDIT_DAYS))}`,
    ),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PaymentStatus>(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    applied: boolean('applied').notNull(),
    source: text('source').$type<PaymentSource>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: createdAt(),
});

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * A delivered order's return request (one per order): the lines going back with their quantities
 * (order_lines ids), the shopper's reason, the shop's answer with its note, and the refund.
 */
export const orderReturns = pgTable('order_returns', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<ReturnStatus>().notNull().default('requested'),
  note: text('note'),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  /** Once the shop sent the money back: how much (the returned lines as paid) and when. */
  refundPaise: integer('refund_paise'),
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  /** Bought on account and not yet paid: the refund was taken off what the customer owes instead. */
  offAccount: boolean('off_account').notNull().default(false),
});

/**
 * Messages from the contact page (POST /contact), kept so that none is lost while the mail server
 * is down; each is mailed to the shop through the mail queue. Erasing a customer deletes theirs.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Back-in-stock alerts: a signed-in shopper's request to be e-mailed once when a sold-out product
 * (in a size, or '' for the product as a whole) can be ordered again. `notified_at` is set, and the
 * e-mail queued, in the transaction that brings the stock back (server/catalogue/stock-alerts.ts).
 * One waiting alert per account, product and size; they go with the account or the product.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    /** The account's alert; null for a guest's, which has `email` instead. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's alert: the address it goes to, confirmed through the link e-mailed to it. */
    email: text('email'),
    /** A guest's alert: the SHA-256 of the link's token, which confirms and cancels it. */
    tokenHash: text('token_hash').unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    createdAt: createdAt(),
    /** When the alert started waiting: at once for an account's, at the link for a guest's. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.userId, t.productId, t.size)
      .where(sql`notified_at is null`),
    uniqueIndex('stock_alerts_guest_waiting_idx')
      .on(t.email, t.productId, t.size)
      .where(sql`notified_at is null`),
    index('stock_alerts_product_idx')
      .on(t.productId)
      .where(sql`notified_at is null`),
    check('stock_alerts_owner', sql`(user_id is null) <> (email is null)`),
  ],
);

/** An alert that waits for stock: not yet sent, and (a guest's) confirmed. */
export const alertWaiting = sql`${stockAlerts.notifiedAt} is null and ${stockAlerts.confirmedAt} is not null`;

/**
 * The e-mails to send, written in the transaction of the event they tell of (so none is lost and
 * none is written twice: one row per order and kind, or per contact message), sent by
 * server/mail/queue.ts, retried with a growing pause while the mail server is down.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** An order e-mail's order (or the one whose tax documents an accounts copy brings); null for the others. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A contact message's row; null for the others. */
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    /** A back-in-stock alert's row (its e-mail, or the one saying it ended); null for the others. */
    stockAlertId: integer('stock_alert_id').references(() => stockAlerts.id, { onDelete: 'cascade' }),
    /** A review the shop answered (its writer's e-mail saying so); null for the others. */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** A product question (the shop's e-mail that it was asked, the asker's that it was answered). */
    questionId: integer('question_id').references(() => productQuestions.id, { onDelete: 'cascade' }),
    /** A reorder list's reminder (one row per list and day it fell due); goes with the list. */
    savedListId: uuid('saved_list_id').references(() => savedLists.id, { onDelete: 'cascade' }),
    /** A change of sign-in address made by the owner (its e-mails to the old and new address); goes with it. */
    emailChangeKey: text('email_change_key').references(() => emailChanges.tokenHash, {
      onDelete: 'cascade',
    }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);

/**
 * The PIN codes the shop delivers to (the owner's CSV: npm run shop -- delivery import). An empty
 * table means everywhere, in the store's usual time; once it has rows, a PIN not listed, or listed
 * as not deliverable, is not served.
 */
export const deliveryPins = pgTable('delivery_pins', {
  pin: text('pin').primaryKey(),
  deliverable: boolean('deliverable').notNull(),
  cod: boolean('cod').notNull().default(false),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
});

/**
 * A shopper's address book: each address an order went to (kept by `server/account/address-book.ts`
 * inside the order's transaction), one of them the default. `key` is the address as compared
 * (see addressKey), so the same address typed again is one entry.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    /** The delivery instructions the shopper last gave with this address, offered with it again. */
    deliveryNote: text('delivery_note'),
    key: text('key').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_addresses_user_key_idx').on(t.userId, t.key),
    uniqueIndex('saved_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

/**
 * The store's GST registration as its configuration gives it (store.config.json `gst`), written at
 * each start: invoices are issued from it inside the payment's transaction. No row: no invoices.
 */
export const storeRegistration = pgTable(
  'store_registration',
  {
    id: integer('id').primaryKey().default(1),
    gstin: text('gstin').notNull(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('store_registration_one_row', sql`${t.id} = 1`)],
);

/** The last serial number given in each series (invoices, credit notes) and financial year. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices and credit notes as issued (server/invoices/issue.ts): what was printed is kept
 * whole in `document`, and the database refuses to change or delete a row (migration 0015).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    serial: text('serial').primaryKey(),
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('tax_documents_sequence_idx').on(t.kind, t.financialYear, t.sequence),
    index('tax_documents_issued_idx').on(t.issuedAt),
  ],
);

/**
 * A buyer's named reorder list ("Monthly office supplies"): SKUs and quantities, loaded into the
 * quick-order pad later. A name is a buyer's own once: saving under it again replaces the lines
 * (and keeps the reminder). A list may e-mail its buyer every 1, 2, 4 or 8 weeks to order it again
 * (src/domain/list-reminders.ts): the mail queue turns a reminder that is due into its e-mail and
 * moves `remind_at` on to the next (server/mail/list-reminders.ts).
 */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lines: jsonb('lines').$type<{ sku: string; quantity: number }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** How often the reminder goes, in days (one of REMINDER_EVERY_DAYS); null: no reminder. */
    remindEveryDays: integer('remind_every_days'),
    /** When the next reminder goes (its day at 09:00 in India, `reminderAt`); null with no reminder. */
    remindAt: timestamp('remind_at', { withTimezone: true, mode: 'date' }),
    /**
     * The reminder e-mails' one-click stop (RFC 8058, server/routes/lists/lists.ts): random, made when
     * the reminder is set and gone when it stops. It can do nothing but stop this list's reminder,
     * and the e-mail must carry it, so it is kept as it is, not hashed.
     */
    reminderStopToken: text('reminder_stop_token').unique(),
  },
  (t) => [
    uniqueIndex('saved_lists_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_lists_remind_idx')
      .on(t.remindAt)
      .where(sql`remind_at is not null`),
    check('saved_lists_reminder_whole', sql`(${t.remindEveryDays} is null) = (${t.remindAt} is null)`),
  ],
);

/**
 * Coupons the owner hands out (`npm run shop -- coupons`): a per cent or a sum off an order's goods,
 * with a minimum order, a window and limits on uses (rules in src/domain/coupons.ts). Codes are kept
 * in capitals; ending a coupon sets its end to now, so orders that used it keep their code.
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    /** Offered to shoppers at checkout (GET /coupons), not only to those given the code. */
    shown: boolean('shown').notNull().default(false),
    /** Only on a customer's first order (none placed before, cancelled ones aside). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'coupons_one_kind',
      sql`(${t.percentOff} between 1 and 90 and ${t.amountOffPaise} is null) or (${t.percentOff} is null and ${t.amountOffPaise} > 0)`,
    ),
  ],
);

/**
 * Product reviews (src/domain/reviews.ts): one per customer and product, written once an order of
 * it was delivered, changed or deleted by its writer. The owner takes one down (`hidden_at`); it is
 * then neither shown nor counted. Where the owner approves reviews first (`approveReviews`), one
 * written or changed waits (`waiting_since`), neither shown nor counted, until approved. The owner
 * may answer one in public (`reply`, `replied_at`); the answer goes with the review. They go with
 * the account when it is erased.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text'),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true, mode: 'date' }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_shown_idx')
      .on(t.productId, t.writtenAt.desc())
      .where(sql`hidden_at is null and waiting_since is null`),
    index('reviews_waiting_idx')
      .on(t.waitingSince)
      .where(sql`waiting_since is not null`),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_stars', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_dated', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * "Helpful" marks on published reviews (src/domain/reviews.ts): one per signed-in shopper and
 * review, never on their own; each review shows how many. They go with the review, or the account.
 */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_votes_user_idx').on(t.userId)],
);

/**
 * Shoppers' questions about a product (src/domain/questions.ts): asked signed in, answered by the
 * owner in public (`answer`, `answered_at`); only answered ones are shown, and the asker sees their
 * own while they wait. The owner takes one down (`hidden_at`). They go with the account when erased.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('product_questions_answered_idx')
      .on(t.productId, t.answeredAt.desc())
      .where(sql`answer is not null and hidden_at is null`),
    index('product_questions_user_idx').on(t.userId, t.productId),
    index('product_questions_open_idx')
      .on(t.askedAt)
      .where(sql`answer is null and hidden_at is null`),
    check('product_questions_answer_dated', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);
