import { preprocess, z } from './zod.ts';
import { shippingAddress } from './address.ts';
import { optional } from './common.ts';

/** Extension GET /account/addresses: one saved address (the default first, then the newest used). */
export const savedAddress = z.object({
  id: z.string().check(z.minLength(1)),
  isDefault: z.catch(z.boolean(), false),
  shippingAddress,
  /** Extension: the delivery instructions last given with this address. */
  deliveryNote: z.catch(optional(z.string()), undefined),
});
export type SavedAddress = z.infer<typeof savedAddress>;
export type SavedAddressInput = z.input<typeof savedAddress>;

/** `{ data: [...] }` or a bare list; an entry that is not a whole, valid address is left out. */
export const addressBook = preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? body.data : body),
  z.pipe(
    z.array(z.unknown()),
    z.transform((list) =>
      list.flatMap((entry) => {
        const read = savedAddress.safeParse(entry);
        return read.success ? [read.data] : [];
      }),
    ),
  ),
);
