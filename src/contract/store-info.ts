import { z } from './zod.ts';
import { optional } from './common.ts';

export const storeInfo = z.object({
  storeName: optional(z.string()),
  companyName: optional(z.string()),
  companyAddress: optional(z.string()),
  companyEmail: optional(z.string()),
  companyPhone: optional(z.string()),
  companyLogoUrl: optional(z.string()),
  description: optional(z.string()),
  categories: optional(z.array(z.string())),
  categoryImages: optional(z.record(z.string(), z.string())),
  policies: optional(z.record(z.string(), z.string())),
  upiId: optional(z.string()),
  /** Extension: the shop's WhatsApp number, as the owner writes it (src/domain/whatsapp.ts); absent: no chat. */
  whatsapp: optional(z.string()),
});
export type StoreInfo = z.infer<typeof storeInfo>;
/** The shape a server writes. */
export type StoreInfoInput = z.input<typeof storeInfo>;
