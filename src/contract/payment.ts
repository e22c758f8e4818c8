import { z } from 'zod';
import { id, optional } from './common.ts';

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
  z.string().transform((v) => ({ label: v, value: v })),
  z.object({ label: z.string(), value: z.union([z.string(), z.number()]).transform(String) }),
]);

export const paymentField = z.object({
  name: z.string().min(1),
  label: z.string().default(''),
  placeholder: optional(z.string()),
  description: optional(z.string()),
  type: z.enum(PAYMENT_FIELD_TYPES).catch('text'),
  options: z
    .array(option)
    .nullish()
    .transform((v) => v ?? []),
  inline: optional(z.boolean()),
  mask: optional(z.string()),
  rules: z
    .object({
      required: optional(z.boolean()),
      minLength: optional(z.number().int().nonnegative()),
      maxLength: optional(z.number().int().positive()),
      pattern: optional(z.string()),
    })
    .nullish()
    .transform((v) => v ?? {}),
  rulesMessages: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  defaultValue: optional(z.union([z.string(), z.number(), z.boolean()]).transform(String)),
  showWhenFilled: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
});
export type PaymentField = z.infer<typeof paymentField>;
export type PaymentFieldInput = z.input<typeof paymentField>;

/**
 * GET /payments/fields: a list, or an object with a `fields` list (both readings). Our server adds
 * `testMode: true` to the object while its sandbox gateway is on; anything but `true` reads as off,
 * so a doubtful answer never tells a shopper that no money is taken.
 */
export const paymentFields = z.union([
  z.array(paymentField).transform((fields) => ({ fields, testMode: false })),
  z
    .object({ fields: z.array(paymentField), testMode: z.unknown().optional() })
    .transform(({ fields, testMode }) => ({ fields, testMode: testMode === true })),
]);
export type PaymentFields = z.infer<typeof paymentFields>;

export const paymentRequest = z.object({
  orderId: id,
  fields: z.record(z.string().max(64), z.string().max(1000)),
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
      data: optional(z.record(z.string(), z.union([z.string(), z.number()]).transform(String))),
    }),
  ),
  qr: optional(z.string()),
  qrBase64: optional(z.string()),
});
export type PaymentAction = z.infer<typeof paymentAction>;

export const paymentResponse = z.object({
  success: optional(z.boolean()),
  error: optional(z.string()),
  redirectUrl: optional(z.string()),
  action: optional(paymentAction),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;
export type PaymentResponseInput = z.input<typeof paymentResponse>;
