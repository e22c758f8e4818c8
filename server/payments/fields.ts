import { paymentField } from '../../src/contract/payment.ts';
import { z } from '../../src/contract/zod.ts';
import {
  initialPaymentValues,
  paymentRequestFields,
  validatePaymentForm,
} from '../../src/domain/payment-form.ts';
import { HttpError } from '../lib/errors.ts';
import {
  paymentFieldDefinitions,
  type OfferedMethods,
  type PaymentMethod,
} from '../../src/domain/payment-fields.ts';

/**
 * POST /payments: the form's own validator over the served fields (422 naming the first bad one),
 * so what the form accepts and what the server accepts cannot drift. Which methods are enabled
 * follows from the served options.
 */
export function validatePaymentFields(sent: Record<string, string>, offered: OfferedMethods) {
  const fields = z.array(paymentField).parse(paymentFieldDefinitions(offered));
  // A field left out holds its default, as it does in the form.
  const values = { ...initialPaymentValues(fields), ...sent };
  const [problem] = Object.entries(validatePaymentForm(fields, values));
  if (problem) throw new HttpError(422, `${problem[0]}: ${problem[1]}`);
  // Visible fields only, trimmed: a hidden field was not checked, so it is not kept.
  const checked = paymentRequestFields(fields, values);
  return {
    method: checked.method as PaymentMethod,
    payerName: checked.payerName!,
    payerEmail: checked.payerEmail!.toLowerCase(),
    payerPhone: checked.payerPhone!,
    // A business buyer's GSTIN is given at checkout now (the order's `buyer`), not with the payment.
    gstin: null,
  };
}
