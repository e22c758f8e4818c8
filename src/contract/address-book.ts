import { z } from 'zod';
import { shippingAddress } from './address.ts';
import { optional } from './common.ts';

/** Extension GET /account/addresses: one saved address (the default first, then the newest used). */
export const savedAddress = z.object({
  id: z.string().min(1),
  isDefault: z.boolean().catch(false),
  shippingAddress,
  /** Extension: the delivery instructions last given with this address. */
  deliveryNote: optional(z.string()).catch(undefined),
});
export type SavedAddress = z.infer<typeof savedAddress>;
export type SavedAddressInput = z.input<typeof savedAddress>;

/** `{ data: [...] }` or a bare list; an entry that is not a whole, valid address is left out. */
export const addressBook = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? body.data : body),
  z.array(z.unknown()).transform((list) =>
    list.flatMap((entry) => {
      const read = savedAddress.safeParse(entry);
      return read.success ? [read.data] : [];
    }),
  ),
);
