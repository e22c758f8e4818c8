import { z } from './zod.ts';
import { amount, id, optional } from './common.ts';
import { onAccountOffer } from './credit-account.ts';

export const PAYMENT_FIELD_TYPES = [
  'text',
  'email',
  'password',
  'number',
  'tel',
  'textarea',
  'select',
  'checkbox',
] as const;
export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

/** An Indian GST identification number, in either case (our server stores it in capitals). */
export const GSTIN = '^[0-9]{2}[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]$';

const option = z.union([
  z.pipe(
    z.string(),
    z.transform((v) => ({ label: v, value: v })),
  ),
  z.object({ label: z.string(), value: z.pipe(z.union([z.string(), z.number()]), z.transform(String)) }),
]);

export const paymentField = z.object({
  name: z.string().check(z.minLength(1)),
  label: z._default(z.string(), ''),
  placeholder: optional(z.string()),
  description: optional(z.string()),
  type: z.catch(z.enum(PAYMENT_FIELD_TYPES), 'text'),
  options: z.pipe(
    z.nullish(z.array(option)),
    z.transform((v) => v ?? []),
  ),
  inline: optional(z.boolean()),
  mask: optional(z.string()),
  rules: z.pipe(
    z.nullish(
      z.object({
        required: optional(z.boolean()),
        minLength: optional(z.number().check(z.int(), z.nonnegative())),
        maxLength: optional(z.number().check(z.int(), z.positive())),
        pattern: optional(z.string()),
      }),
    ),
    z.transform((v) => v ?? {}),
  ),
  rulesMessages: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((v) => v ?? []),
  ),
  defaultValue: optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  showWhenFilled: z.pipe(
    z.nullish(z.array(z.string())),
    z.transform((v) => v ?? []),
  ),
});
export type PaymentField = z.infer<typeof paymentField>;
export type PaymentFieldInput = z.input<typeof paymentField>;

/**
 * GET /payments/fields: a list, or an object with a `fields` list (both readings). Our server adds
 * `testMode: true` to the object while its sandbox gateway is on; anything but `true` reads as off,
 * so a doubtful answer never tells a shopper that no money is taken.
 */
/**
 * Extension, GET /payments/fields?orderId=: whether that order may be paid in cash on delivery
 * (with the fee and what is then due, rupees), or why not (the PIN, or the order above the cap).
 */
export const cashOnDeliveryOffer = z.discriminatedUnion('offered', [
  z.object({ offered: z.literal(true), fee: amount, due: amount }),
  z.object({
    offered: z.literal(false),
    reason: z.catch(z.enum(['pin', 'cap', 'off']), 'off'),
    pin: optional(z.string()),
    maxOrder: optional(amount),
  }),
]);
export type CashOnDeliveryOffer = z.infer<typeof cashOnDeliveryOffer>;

export const paymentFields = z.union([
  z.pipe(
    z.array(paymentField),
    z.transform((fields) => ({ fields, testMode: false, cashOnDelivery: undefined, onAccount: undefined })),
  ),
  z.pipe(
    z.object({
      fields: z.array(paymentField),
      testMode: z.optional(z.unknown()),
      // A doubtful offer is no offer: the form then shows only what its fields say.
      cashOnDelivery: z.catch(z.optional(cashOnDeliveryOffer), undefined),
      onAccount: z.catch(z.optional(onAccountOffer), undefined),
    }),
    z.transform(({ fields, testMode, cashOnDelivery, onAccount }) => ({
      fields,
      testMode: testMode === true,
      cashOnDelivery,
      onAccount,
    })),
  ),
]);
export type PaymentFields = z.infer<typeof paymentFields>;
export type PaymentFieldsAnswerInput = z.input<typeof paymentFields>;

export const paymentRequest = z.object({
  orderId: id,
  fields: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(1000))),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const PAYMENT_ACTIONS = ['redirect_post', 'deeplink', 'qr'] as const;

export const paymentAction = z.object({
  type: z.string(),
  redirectUrl: optional(z.string()),
  formParams: optional(
    z.object({
      type: optional(z.string()),
      url: optional(z.string()),
      data: optional(z.record(z.string(), z.pipe(z.union([z.string(), z.number()]), z.transform(String)))),
    }),
  ),
  qr: optional(z.string()),
  qrBase64: optional(z.string()),
});
export type PaymentAction = z.infer<typeof paymentAction>;

/**
 * Extension: our server's sandbox ("test bank") for a payment, where the shopper can approve or
 * decline it while PAYMENT_SANDBOX is on. The app posts `data` to `action` in a new tab.
 */
export const testBank = z.object({
  action: z.string(),
  data: z.record(z.string(), z.string()),
});

export const paymentResponse = z.object({
  success: optional(z.boolean()),
  error: optional(z.string()),
  redirectUrl: optional(z.string()),
  action: optional(paymentAction),
  /** Extension: the payment this answer opened, to watch with GET /payments/{paymentId}. */
  paymentId: optional(z.string().check(z.minLength(1), z.maxLength(64))),
  testBank: optional(testBank),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;
export type PaymentResponseInput = z.input<typeof paymentResponse>;

/**
 * Extension, GET /payments/{id}: where a payment stands, for the screen that waits for it. A status
 * the app does not know reads as pending (it keeps waiting rather than claiming an outcome);
 * `review` says the money arrived but the owner must check it (a flagged payment).
 */
/** Where a payment stands: pending until exactly one verdict (src/domain/payment-status.ts). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusAnswer = z.object({
  id,
  orderId: id,
  status: z.catch(z.enum(PAYMENT_STATUSES), 'pending'),
  amount,
  method: z._default(z.string(), ''),
  payee: z.object({ name: z.string(), vpa: optional(z.string()) }),
  createdAt: z.string(),
  expiresAt: optional(z.string()),
  review: z._default(z.boolean(), false),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;
export type PaymentStatusAnswerInput = z.input<typeof paymentStatusAnswer>;

/** GET /payments/fields: the spec's call has no query; `orderId` (extension, signed in) asks what that order is offered. */
export const paymentFieldsQuery = z.object({ orderId: z.optional(z.string()) });
