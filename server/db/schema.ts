import { pg, sql } from './orm.ts';

const {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
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

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    parentCategory: text('parent_category').notNull(),
    regularPricePaise: integer('regular_price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    featured: boolean('featured').notNull().default(false),
    kind: text('kind').notNull(),
    colour: text('colour').notNull(),
    imageCount: integer('image_count').notNull().default(1),
    attributes: jsonb('attributes').$type<StoredAttribute[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_category_idx').on(sql`lower(${t.category})`),
    index('products_parent_category_idx').on(sql`lower(${t.parentCategory})`),
    index('products_featured_idx').on(t.featured),
    index('products_created_idx').on(t.createdAt.desc(), t.slug),
  ],
);

/**
 * Stock per product and size ('' for a product without sizes). A product with no rows has its stock
 * untracked: it never runs out. Orders take from it inside their transaction; cancelling gives back.
 */
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
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    // Moved forward as the session is used (at most every few minutes): idle sessions end.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the request that used the key: the same key with another body is refused.
    idempotencyHash: text('idempotency_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const PAYMENT_STATUSES = ['pending', 'paid', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
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
