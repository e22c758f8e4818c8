import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { MAX_AMOUNT_RUPEES } from '../../src/contract/common.ts';
import type { CodTerms } from '../../src/domain/cash-on-delivery.ts';
import { toPaise } from '../../src/domain/money.ts';
import { STATES_AND_UTS } from '../../src/contract/address.ts';
import { bankAccount } from '../../src/contract/credit-account.ts';
import { gstinProblem, normaliseGstin } from '../../src/domain/gst.ts';
import { DEFAULT_PAY_WITHIN_HOURS, MAX_PAY_WITHIN_HOURS } from '../../src/domain/pay-by.ts';
import { isWhatsAppNumber, WHATSAPP_NUMBER_RULE } from '../../src/domain/whatsapp.ts';
import { describeZodError } from './errors.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const imagePath = z.string().regex(/^(\/|https:\/\/)/, 'must be a path starting with / or an https:// URL');

export const storeConfigSchema = z.strictObject({
  storeName: text(100),
  companyName: text(200),
  companyAddress: text(500),
  companyPhone: text(30),
  /** The shop's WhatsApp number (absent: no chat offered), src/domain/whatsapp.ts. */
  whatsapp: z.string().refine(isWhatsAppNumber, WHATSAPP_NUMBER_RULE).optional(),
  companyEmail: z.email(),
  companyLogoUrl: imagePath,
  description: text(2000),
  categories: z.array(text(100)).min(1),
  categoryImages: z.record(z.string(), imagePath),
  upiId: z.string().regex(/^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+$/, 'must be a UPI id like name@bank'),
  /** The account customers on credit pay into by transfer (absent: the shop gives it some other way). */
  bankAccount: z.optional(z.strictObject(bankAccount.def.shape)),
  policies: z.record(z.string().regex(/^[a-z-]+$/, 'policy slugs are lower-case words'), z.string()),
  /** Cash on delivery (absent: not offered): the largest order value it is offered for, and its fee, in rupees. */
  cashOnDelivery: z
    .strictObject({
      maxOrder: z.number().positive().max(MAX_AMOUNT_RUPEES),
      fee: z.number().nonnegative().max(10_000).default(0),
    })
    .optional(),
  /**
   * Whether the owner reads each review before shoppers see it (`npm run shop -- reviews approve`):
   * a review written or changed waits until approved. Off: a review shows as soon as it is posted.
   */
  approveReviews: z.boolean().default(false),
  /** Hours a placed order waits for its payment before it is cancelled (src/domain/pay-by.ts); 0: for ever. */
  payWithinHours: z.number().int().min(0).max(MAX_PAY_WITHIN_HOURS).default(DEFAULT_PAY_WITHIN_HOURS),
  /**
   * The store's GST registration, printed on every tax invoice (absent: the shop issues none, and
   * says so at start). The GSTIN must be well formed and registered in `state`.
   */
  gst: z
    .strictObject({
      gstin: z.string().transform(normaliseGstin),
      legalName: text(200),
      /** The registered address; a new line where the invoice should break it. */
      address: text(500),
      state: z.enum(STATES_AND_UTS, 'must be a state or union territory as the address form lists them'),
    })
    .superRefine((g, ctx) => {
      const problem = gstinProblem(g.gstin, g.state);
      if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    })
    .optional(),
});

export type StoreConfig = z.infer<typeof storeConfigSchema>;

export class StoreConfigError extends Error {}

/** The environment variables that give the GST registration's fields instead of the file. */
const GST_ENV = {
  gstin: 'STORE_GSTIN',
  legalName: 'STORE_LEGAL_NAME',
  address: 'STORE_GST_ADDRESS',
  state: 'STORE_GST_STATE',
} as const;
export type GstEnv = Partial<Record<(typeof GST_ENV)[keyof typeof GST_ENV], string | undefined>>;

/**
 * The store configuration file, with the GST registration's fields the environment sets (a blank
 * variable is not set) laid over its `gst`; checked as one, the error naming the variables used.
 */
export function loadStoreConfig(path: string, env: GstEnv = {}): StoreConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StoreConfigError(`Cannot read the store configuration ${path}: ${(error as Error).message}`);
  }
  const given = Object.entries(GST_ENV).filter(([, name]) => env[name]?.trim());
  if (given.length > 0 && raw !== null && typeof raw === 'object') {
    const gst: Record<string, unknown> = { ...(raw as { gst?: object }).gst };
    for (const [field, name] of given) gst[field] = env[name]!.replaceAll('\\n', '\n');
    raw = { ...raw, gst };
  }
  const result = storeConfigSchema.safeParse(raw);
  if (!result.success) {
    const source = given.length > 0 ? `${path} with ${given.map(([, name]) => name).join(', ')}` : path;
    throw new StoreConfigError(`Invalid store configuration ${source}: ${describeZodError(result.error)}`);
  }
  return result.data;
}

/** The owner's cash-on-delivery terms in paise, or undefined where the shop does not offer it. */
export const codTerms = (store: StoreConfig): CodTerms | undefined =>
  store.cashOnDelivery && {
    maxOrderPaise: toPaise(store.cashOnDelivery.maxOrder),
    feePaise: toPaise(store.cashOnDelivery.fee),
  };
