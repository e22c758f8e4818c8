import { z } from './zod.ts';

/** Extension, GET /delivery/{pin}: whether the shop delivers to a PIN, how soon, and whether cash on delivery is taken. */
export const deliveryCheck = z.object({
  pin: z.string(),
  deliverable: z.boolean(),
  cod: z._default(z.boolean(), false),
  minDays: z.optional(z.number().check(z.int(), z.nonnegative())),
  maxDays: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;
export type DeliveryCheckInput = z.input<typeof deliveryCheck>;
