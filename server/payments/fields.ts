import { MOBILE } from '../../src/contract/address.ts';
import { paymentField, type PaymentFieldInput } from '../../src/contract/payment.ts';
import {
  initialPaymentValues,
  paymentRequestFields,
  validatePaymentForm,
} from '../../src/domain/payment-form.ts';
import { PHONE_MAX_LENGTH } from '../../src/domain/phone.ts';
import { HttpError } from '../lib/errors.ts';
import { COD_METHOD, codTexts } from '../../src/domain/cash-on-delivery.ts';
import { fromPaise } from '../../src/domain/money.ts';

export type PaymentMethod = 'upi_qr' | 'upi_app' | 'gateway' | typeof COD_METHOD;

const methodOptions: { label: string; value: Exclude<PaymentMethod, 'cod'> }[] = [
  { label: 'UPI QR code', value: 'upi_qr' },
  { label: 'UPI app on this phone', value: 'upi_app' },
  { label: 'Card / Netbanking (gateway)', value: 'gateway' },
];

/** Which methods an answer offers: the gateway when it is on, cash on delivery with its fee when the order may have it. */
export interface OfferedMethods {
  gateway: boolean;
  /** Cash on delivery is offered for this order, with this fee (paise; 0 for none). */
  codFeePaise?: number;
}

const methodChoices = ({ gateway, codFeePaise }: OfferedMethods) => [
  ...methodOptions.filter((o) => gateway || o.value !== 'gateway'),
  ...(codFeePaise === undefined
    ? []
    : [
        {
          label: codFeePaise > 0 ? codTexts.methodWithFee(fromPaise(codFeePaise)) : codTexts.method,
          value: COD_METHOD,
        },
      ]),
];

/** GET /payments/fields: what the payment screen renders, and all that POST /payments checks. */
export function paymentFieldDefinitions(offered: OfferedMethods): PaymentFieldInput[] {
  return [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: methodChoices(offered),
      defaultValue: 'upi_qr',
      rules: { required: true },
      rulesMessages: ['Please choose a payment method'],
    },
    {
      name: 'payerName',
      label: 'Payer name',
      placeholder: 'Name as on the bank account',
      type: 'text',
      rules: { required: true, maxLength: 100 },
      rulesMessages: ['Please enter the payer name'],
    },
    {
      name: 'payerEmail',
      label: 'E-mail',
      placeholder: 'you@example.com',
      type: 'email',
      rules: { required: true, maxLength: 200 },
      rulesMessages: ['Please enter your e-mail address'],
    },
    {
      name: 'payerPhone',
      label: 'Mobile number',
      placeholder: '+91XXXXXXXXXX',
      type: 'tel',
      rules: {
        required: true,
        minLength: PHONE_MAX_LENGTH,
        maxLength: PHONE_MAX_LENGTH,
        pattern: MOBILE.source,
      },
      rulesMessages: ['Please enter your mobile number'],
    },
  ];
}

/**
 * POST /payments: the form's own validator over the served fields (422 naming the first bad one),
 * so what the form accepts and what the server accepts cannot drift. Which methods are enabled
 * follows from the served options.
 */
export function validatePaymentFields(sent: Record<string, string>, offered: OfferedMethods) {
  const fields = paymentField.array().parse(paymentFieldDefinitions(offered));
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
