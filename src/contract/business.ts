import { z } from 'zod';
import { billingAddress } from './address.ts';
import { gstinProblem, normaliseGstin } from './gstin.ts';

export const businessMessages = {
  gstin: 'Enter your 15-character GSTIN',
  legalName: 'Enter the legal (trade) name your GSTIN is registered in',
  purchaseOrder: 'Your purchase order number may be 40 characters at most, on one line',
} as const;

/** The longest purchase order number an invoice prints (Tally's field is as long). */
export const PURCHASE_ORDER_LENGTH = 40;

/**
 * Extension: a business buyer's details at checkout, printed on the tax invoice: the GSTIN (read
 * in capitals, spaces dropped), the legal or trade name, and a billing address when it is not the
 * shipping address. The GSTIN's state is checked against the billing state by the order request,
 * which knows both.
 */
export const businessDetails = z.object({
  // Its shape, check character and state are checked with the billing state (checkBusiness).
  gstin: z.string().max(64).transform(normaliseGstin),
  legalName: z.string().trim().min(2, businessMessages.legalName).max(200),
  billingAddress: billingAddress.optional(),
  /** The buyer's own purchase order number, printed on the invoice as "Buyer's order no.". */
  // An empty field is none.
  purchaseOrder: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(PURCHASE_ORDER_LENGTH, businessMessages.purchaseOrder)
      .regex(/^[^\p{Cc}]*$/u, businessMessages.purchaseOrder)
      .optional(),
  ),
});
export type BusinessDetails = z.infer<typeof businessDetails>;
export type BusinessDetailsInput = z.input<typeof businessDetails>;

/** Extension GET /account/business: the details the shopper's last business order gave, if any. */
export const savedBusiness = z.object({ business: businessDetails.nullable().catch(null) });
export type SavedBusiness = z.infer<typeof savedBusiness>;

/**
 * The GSTIN checked in full, against the state it must be registered in (the billing address's, else
 * the shipping address's): the issue lands on `business.gstin` (under `path`) with the exact fault.
 */
export function checkBusiness(
  business: BusinessDetails | undefined,
  shippingState: string,
  ctx: z.RefinementCtx,
  path: (string | number)[] = ['business'],
) {
  if (!business) return;
  const problem =
    business.gstin === ''
      ? businessMessages.gstin
      : gstinProblem(business.gstin, business.billingAddress?.state ?? shippingState);
  if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'gstin'], message: problem });
}
