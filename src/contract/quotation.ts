import { z } from './zod.ts';
import { addressMessages, STATES_AND_UTS } from './address.ts';
import { businessDetails, businessMessages, checkBusiness } from './business.ts';
import { normaliseGstin } from './gstin.ts';
import { taxDocument } from './invoice.ts';
import { orderLineRequest } from './order.ts';

/**
 * Extension POST /quotations: a quotation (proforma) for a cart, for a business buyer who needs
 * one to have the purchase approved before ordering: each line priced as an order would be today,
 * with its GST for the state the goods go to. Made on request, not kept; answered as a tax
 * document of kind 'quotation' (no serial, no order).
 */
/** Where the goods go: the place of supply, which decides CGST + SGST or IGST. */
const placeOfSupply = z.string().check(
  z.trim(),
  z.refine((v) => (STATES_AND_UTS as readonly string[]).includes(v), addressMessages.state),
);

export const quotationRequest = z
  .object({
    items: z
      .array(orderLineRequest)
      .check(
        z.minLength(1, 'Add at least one product to the quotation'),
        z.maxLength(200, 'A quotation holds at most 200 lines'),
      ),
    state: placeOfSupply,
    /** The business it is for, printed as the recipient (checkout's fields); absent for anyone. */
    buyer: z.optional(z.pick(businessDetails, { gstin: true, legalName: true })),
  })
  .check(
    // A GSTIN is registered in one state: the quotation's, as checkout checks it against the billing state.
    z.superRefine((v, ctx) => checkBusiness(v.buyer, v.state, ctx, ['buyer'])),
  );
export type QuotationRequest = z.infer<typeof quotationRequest>;
export type QuotationRequestInput = z.input<typeof quotationRequest>;

export const quotationAnswer = z.object({ quotation: taxDocument });
export type QuotationAnswer = z.infer<typeof quotationAnswer>;

/**
 * The quotation page's form: the state, and a business's legal name and GSTIN, both or neither
 * (the GSTIN checked against the state, as the request is).
 */
export const quotationForm = z
  .object({
    state: placeOfSupply,
    legalName: z.string().check(z.trim(), z.maxLength(200)),
    gstin: z.string().check(z.maxLength(64)),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.legalName === '' && v.gstin === '') return;
      if (v.legalName.length < 2)
        ctx.addIssue({ code: 'custom', path: ['legalName'], message: businessMessages.legalName, input: v });
      checkBusiness({ gstin: normaliseGstin(v.gstin), legalName: v.legalName }, v.state, ctx, []);
    }),
  );
export type QuotationForm = z.input<typeof quotationForm>;
export type QuotationFormValues = z.output<typeof quotationForm>;
