import { preprocess, z } from './zod.ts';
import { billingAddress } from './address.ts';
import { gstinProblem, normaliseGstin } from './gstin.ts';

export const businessMessages = {
  gstin: 'Enter your 15-character GSTIN',
  legalName: 'Enter the legal (trade) name your GSTIN is registered in',
  purchaseOrder: 'Your purchase order number may be 40 characters at most, on one line',
  accountsEmail: 'Enter an e-mail address such as accounts@yourcompany.in',
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
  gstin: z.pipe(z.string().check(z.maxLength(64)), z.transform(normaliseGstin)),
  legalName: z.string().check(z.trim(), z.minLength(2, businessMessages.legalName), z.maxLength(200)),
  billingAddress: z.optional(billingAddress),
  /** The buyer's own purchase order number, printed on the invoice as "Buyer's order no.". */
  // An empty field is none.
  purchaseOrder: preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(PURCHASE_ORDER_LENGTH, businessMessages.purchaseOrder),
          z.regex(/^[^\p{Cc}]*$/u, businessMessages.purchaseOrder),
        ),
    ),
  ),
  /**
   * Where a copy of the order's tax invoice (and credit note) also goes, for the buyer's accounts
   * team; kept with the business's details and offered again. An empty field is none.
   */
  accountsEmail: preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, businessMessages.accountsEmail)),
        z.email(businessMessages.accountsEmail),
      ),
    ),
  ),
});
export type BusinessDetails = z.infer<typeof businessDetails>;
export type BusinessDetailsInput = z.input<typeof businessDetails>;

/** Extension GET /account/business: the details the shopper's last business order gave, if any. */
export const savedBusiness = z.object({ business: z.catch(z.nullable(businessDetails), null) });
export type SavedBusiness = z.infer<typeof savedBusiness>;

/**
 * The GSTIN checked in full, against the state it must be registered in (the billing address's, else
 * the shipping address's): the issue lands on `business.gstin` (under `path`) with the exact fault.
 */
export function checkBusiness(
  business: BusinessDetails | undefined,
  shippingState: string,
  ctx: z.core.$RefinementCtx,
  path: (string | number)[] = ['business'],
) {
  if (!business) return;
  const problem =
    business.gstin === ''
      ? businessMessages.gstin
      : gstinProblem(business.gstin, business.billingAddress?.state ?? shippingState);
  if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'gstin'], message: problem });
}
