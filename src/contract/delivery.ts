import { z } from 'zod';

/** Extension, GET /delivery/{pin}: whether the shop delivers to a PIN, how soon, and whether cash on delivery is taken. */
export const deliveryCheck = z.object({
  pin: z.string(),
  deliverable: z.boolean(),
  cod: z.boolean().default(false),
  minDays: z.number().int().nonnegative().optional(),
  maxDays: z.number().int().nonnegative().optional(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;
export type DeliveryCheckInput = z.input<typeof deliveryCheck>;
