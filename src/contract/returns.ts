import { z } from './zod.ts';
import { amount, id, optional } from './common.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';

/**
 * Requested by the shopper; approved or declined by the shop, and an approved one refunded once the
 * product is back (`npm run shop -- returns …`).
 */
export const RETURN_STATUSES = ['requested', 'approved', 'declined', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_REASON_MAX = 300;

export const returnLine = z.object({
  itemId: id,
  quantity: z.number().check(z.int('Quantity must be a whole number'), z.gte(1), z.lte(MAX_LINE_QUANTITY)),
});

/** Extension, POST /orders/{id}/return: the order lines going back, and why. */
export const returnCreateRequest = z.object({
  lines: z.array(returnLine).check(z.minLength(1, 'Choose what you are returning'), z.maxLength(200)),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please choose a reason'),
      z.maxLength(RETURN_REASON_MAX, `Please keep the reason under ${RETURN_REASON_MAX} characters`),
    ),
});
export type ReturnCreateRequest = z.infer<typeof returnCreateRequest>;

/** Extension, on an order: its return request and the shop's answer (an unreadable one is left out). */
export const orderReturn = z.object({
  status: z.enum(RETURN_STATUSES),
  requestedAt: z.string(),
  lines: z.array(returnLine).check(z.minLength(1)),
  reason: z.string(),
  /** The shop's words with its answer: the pickup arranged, or why it declined. */
  note: optional(z.string()),
  decidedAt: optional(z.string()),
  /**
   * Once refunded: the amount sent back (rupees, the returned lines as paid) and when; `offAccount`
   * (extension of the extension): bought on account and not yet paid, so it came off what is owed.
   */
  refund: optional(z.object({ amount, at: z.string(), offAccount: z._default(z.boolean(), false) })),
});
export type OrderReturn = z.infer<typeof orderReturn>;
export type OrderReturnInput = z.input<typeof orderReturn>;
