import { describe, expect, it } from 'vitest';
import { paymentField } from '../contract/payment.ts';
import { z } from '../contract/zod.ts';
import { paymentFieldDefinitions } from './payment-fields.ts';
import { initialPaymentValues, validatePaymentForm } from './payment-form.ts';

const methods = (...args: Parameters<typeof paymentFieldDefinitions>) =>
  paymentField.parse(paymentFieldDefinitions(...args)[0]).options;

describe('the shop’s payment fields', () => {
  it('offer the gateway only where it is on, and cash on delivery only with its terms', () => {
    expect(methods({ gateway: false }).map((o) => o.value)).toEqual(['upi_qr', 'upi_app']);
    expect(methods({ gateway: true }).map((o) => o.value)).toEqual(['upi_qr', 'upi_app', 'gateway']);
    expect(methods({ gateway: false, codFeePaise: 4000 }).at(-1)).toEqual({
      label: 'Cash on delivery (+₹40 fee)',
      value: 'cod',
    });
    expect(methods({ gateway: false, codFeePaise: 0 }).at(-1)).toEqual({
      label: 'Cash on delivery',
      value: 'cod',
    });
  });

  it('are checked by the form’s own validator: an Indian mobile number, a payer, an e-mail', () => {
    const fields = z.array(paymentField).parse(paymentFieldDefinitions({ gateway: true }));
    const values = (change: Record<string, string>) => ({
      ...initialPaymentValues(fields),
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
      ...change,
    });
    expect(validatePaymentForm(fields, values({}))).toEqual({});
    expect(Object.keys(validatePaymentForm(fields, values({ payerPhone: '+91987654321' })))).toEqual([
      'payerPhone',
    ]);
    expect(validatePaymentForm(fields, values({ payerName: ' ' }))).toEqual({
      payerName: 'Please enter the payer name',
    });
    expect(Object.keys(validatePaymentForm(fields, values({ payerEmail: 'asha@' })))).toEqual(['payerEmail']);
  });
});
