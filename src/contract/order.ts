import { preprocess, z } from './zod.ts';
import { amount, id, optional } from './common.ts';
import { isGstRate } from './tax.ts';
import { EWAY_BILL_NUMBER, MAX_LINE_QUANTITY, MAX_ORDERS_PAGE, ORDER_SEARCH_MAX } from './limits.ts';
import { deliveryNote, shippingAddress } from './address.ts';
import { businessDetails, checkBusiness } from './business.ts';
import { PAYMENT_STATUSES } from './payment.ts';
import { orderReturn } from './returns.ts';
import { orderOnAccount } from './credit-account.ts';

const lineQuantity = z
  .number()
  .check(
    z.int('Quantity must be a whole number'),
    z.gte(1, 'Quantity must be at least 1'),
    z.lte(MAX_LINE_QUANTITY),
  );
const productId = z.string().check(z.minLength(1), z.maxLength(64));
const variant = z
  .string()
  .check(z.trim(), z.minLength(1, 'A size or colour cannot be blank'), z.maxLength(64));

/** Extension: one order line with the size and colour chosen (both optional). */
export const orderLineRequest = z.object({
  productId,
  quantity: lineQuantity,
  size: z.optional(variant),
  color: z.optional(variant),
});
export type OrderLineRequest = z.infer<typeof orderLineRequest>;

/**
 * POST /orders: `products` maps a product id to a whole quantity of at least 1 (the spec). The
 * extension `items` lists the lines with their sizes and colours; a server that has it reads the
 * lines from `items`, one that knows only the spec reads `products`.
 */
const orderedLines = {
  products: z.record(productId, lineQuantity).check(
    z.refine((p) => Object.keys(p).length > 0, 'Add at least one product to the order'),
    z.refine((p) => Object.keys(p).length <= 200, 'An order holds at most 200 different products'),
  ),
  items: z.optional(
    z
      .array(orderLineRequest)
      .check(
        z.minLength(1, 'Add at least one product to the order'),
        z.maxLength(200, 'An order holds at most 200 lines'),
      ),
  ),
};

/** Extension: a coupon code as typed (the server reads it in capitals). */
const couponCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a coupon code'),
    z.maxLength(32, 'A coupon code is 3 to 20 letters, digits or hyphens'),
  );

export const orderCreateRequest = z
  .object({
    ...orderedLines,
    shippingAddress,
    /** Extension: the shopper's words for the courier (a landmark, when to call). */
    deliveryNote,
    /** Extension: buying for a business: GSTIN, legal name and billing address, for the tax invoice. */
    business: z.optional(businessDetails),
    /** Extension: a coupon checked at checkout (POST /coupons/check); the server prices it again. */
    couponCode: z.optional(couponCode),
  })
  .check(z.superRefine((order, ctx) => checkBusiness(order.business, order.shippingAddress.state, ctx)));
export type OrderCreateRequest = z.infer<typeof orderCreateRequest>;

/**
 * Extension, POST /coupons/check: what a coupon takes off the order these lines would make, priced
 * as POST /orders will price it (refused with 422 and the reason in the shopper's words).
 */
export const couponCheckRequest = z.object({ ...orderedLines, code: couponCode });
export type CouponCheckRequest = z.infer<typeof couponCheckRequest>;

export const couponCheckAnswer = z.object({
  code: z.string().check(z.minLength(1)),
  /** Rupees off the goods. */
  discount: amount,
  /** '10% off, up to ₹200, on orders of ₹500 or more'. */
  description: z.string(),
});
export type CouponCheckAnswer = z.infer<typeof couponCheckAnswer>;

/**
 * Extension, GET /coupons: the coupons the shop offers the signed-in shopper at checkout now (those
 * they can still use), each with what it takes off.
 */
export const couponOffers = z.object({
  data: z.array(
    z.object({
      code: z.string().check(z.minLength(1)),
      description: z.string(),
      /** The goods' value the coupon asks for (a later extension: absent, any order or not said). */
      minOrder: z.catch(optional(amount), undefined),
    }),
  ),
});
export type CouponOffers = z.infer<typeof couponOffers>;

export const orderCreateResponse = z.object({ id });
export type OrderCreateResponse = z.infer<typeof orderCreateResponse>;

export const ORDER_STATUSES = [0, 1, 2, 3, 4] as const;

export const orderItem = z.object({
  id,
  productId: optional(id),
  productTitle: z.string(),
  quantity: z.number().check(z.int(), z.nonnegative()),
  price: amount,
  /** Extension: the size and colour of the line, when the order recorded them. */
  size: optional(z.string()),
  color: optional(z.string()),
  /** Extension: the GST rate (per cent) the line was sold at; its price includes it. */
  gstRate: z.catch(optional(z.number().check(z.refine(isGstRate))), undefined),
  /** Extension: the line's share of the order's coupon discount (rupees, for all its quantity). */
  discount: z.catch(optional(amount), undefined),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderHistoryEntry = z.object({
  status: z.number().check(z.int()),
  at: z.string(),
  note: optional(z.string()),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

/** An order as read (spec section 3); status defaults to 0 (Pending). */
export const order = z.object({
  id,
  status: z.pipe(
    z.nullish(z.number().check(z.int())),
    z.transform((v) => v ?? 0),
  ),
  createdAt: z.string(),
  items: z.pipe(
    z.nullish(z.array(orderItem)),
    z.transform((v) => v ?? []),
  ),
  shippingAddress: z.pipe(
    z.nullish(
      z.object({
        fullName: optional(z.string()),
        address: z._default(z.string(), ''),
        city: z._default(z.string(), ''),
        state: z._default(z.string(), ''),
        postalCode: z._default(z.string(), ''),
        phone: optional(z.string()),
      }),
    ),
    z.transform((v) => v ?? { address: '', city: '', state: '', postalCode: '' }),
  ),
  total: optional(amount),
  /** Extension: placed with a coupon: its code and what it took off the goods (the total is after it). */
  coupon: z.catch(
    z.optional(z.object({ code: z.string().check(z.minLength(1)), discount: amount })),
    undefined,
  ),
  /** Extension: the shopper's words for the courier, when the order has some. */
  deliveryNote: z.catch(optional(z.string()), undefined),
  /** Extension: the shop has received the order's payment (absent from a server that does not say). */
  paid: optional(z.boolean()),
  /** Extension: paid in cash on delivery: the fee in the total, and what the courier collects (rupees). */
  cashOnDelivery: optional(z.object({ fee: amount, due: amount })),
  /** Extension: bought on account: what is due and the day it is due by (`paid` says once it is). */
  onAccount: z.catch(z.optional(orderOnAccount), undefined),
  /** Extension: every change of the order's status, oldest first; a bad entry is left out. */
  history: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((list) =>
      (list ?? []).flatMap((entry) => {
        const read = orderHistoryEntry.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    ),
  ),
  /**
   * Extension: a Pending order's latest payment attempt (not cash on delivery), for the order pages
   * to watch it live; an unreadable one is left out.
   */
  payment: z.catch(
    z.optional(
      z.object({
        id: z.string().check(z.minLength(1)),
        status: z.enum(PAYMENT_STATUSES),
        method: z.string(),
      }),
    ),
    undefined,
  ),
  /**
   * Extension: bought for a business: the GSTIN and legal name its tax invoice is made out to, and
   * the buyer's own purchase order number when they gave one.
   */
  business: z.catch(
    z.optional(
      z.object({
        gstin: z.string().check(z.minLength(1)),
        legalName: z.string().check(z.minLength(1)),
        purchaseOrder: z.catch(optional(z.string().check(z.minLength(1))), undefined),
      }),
    ),
    undefined,
  ),
  /** Extension: the serials of the order's tax invoice and, once cancelled after it, credit note. */
  invoice: z.catch(
    z.optional(
      z.object({
        serial: z.string().check(z.minLength(1)),
        creditNote: optional(z.string().check(z.minLength(1))),
      }),
    ),
    undefined,
  ),
  /** Extension: the shipment, once the order has left: courier, airway bill number, tracking page. */
  shipment: optional(
    z.object({
      courier: z.string().check(z.minLength(1)),
      awb: z.string().check(z.minLength(1)),
      trackingUrl: optional(z.string()),
      /** Extension: the e-way bill the goods travel with (12 digits); one not of that form is left out. */
      ewayBill: z.catch(optional(z.string().check(z.regex(EWAY_BILL_NUMBER))), undefined),
    }),
  ),
  /** Extension: a Pending order is cancelled unpaid after this time (ISO); absent when it never is. */
  payBy: optional(z.string()),
  /** Extension: on its way (Processing or Shipped), the day it should arrive by ('2026-12-02'). */
  expectedBy: optional(z.string()),
  /** Extension: a delivered order takes a return request until then (ISO time); absent otherwise. */
  returnUntil: optional(z.string()),
  /** Extension: the shopper's return request after delivery, and the shop's answer to it. */
  return: z.catch(z.optional(orderReturn), undefined),
});
export type Order = z.infer<typeof order>;
export type OrderInput = z.input<typeof order>;

export const orderList = preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? body.data : body),
  z.array(order),
);
export type OrderList = z.infer<typeof orderList>;

export const trackOrderQuery = z.object({
  contactInfo: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

const orderNumber = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/**
 * Extension, GET /orders?limit=&before=&id=&q=: part of the shopper's own list, in the spec's shape
 * (newest first). `limit` caps it; `before` (an order of theirs) starts it after that order; `id`
 * keeps only that order; `q` only the orders that hold its words. Without them, the spec's whole list. A spec server ignores the query and
 * answers the whole list, which the app reads for what it asked (src/api/orders.ts).
 */
export const orderListQuery = z.object({
  limit: optional(
    z.coerce
      .number('must be a number')
      .check(
        z.int('must be a whole number'),
        z.gte(1, 'must be at least 1'),
        z.lte(MAX_ORDERS_PAGE, `must be at most ${MAX_ORDERS_PAGE}`),
      ),
  ),
  before: optional(orderNumber),
  id: optional(orderNumber),
  /** Words an order's number or lines hold (src/domain/order-list.ts, `orderMatches`). */
  q: optional(
    z.pipe(
      z
        .string()
        .check(z.trim(), z.maxLength(ORDER_SEARCH_MAX, `must be at most ${ORDER_SEARCH_MAX} characters`)),
      z.transform((q) => q || undefined),
    ),
  ),
});
export type OrderListQuery = z.output<typeof orderListQuery>;

/** Extension, POST /orders/{id}/cancel: the shopper's reason (a listed one, or their own words). */
export const orderCancelRequest = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please choose a reason'),
      z.maxLength(300, 'Please keep the reason under 300 characters'),
    ),
});
export type OrderCancelRequest = z.infer<typeof orderCancelRequest>;

/** The cancelled order, and the refund due when it had been paid (rupees). */
export const orderCancelResponse = z.object({
  order,
  refundDue: optional(amount),
});
export type OrderCancelResponse = z.infer<typeof orderCancelResponse>;
export type OrderCancelResponseInput = z.input<typeof orderCancelResponse>;
