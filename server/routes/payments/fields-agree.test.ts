import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentFields, type PaymentField } from '../../../src/contract/payment.ts';
import { paymentRequestFields, validatePaymentForm } from '../../../src/domain/payment-form.ts';
import { apiClient, errorOf } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { placeOrder, signUp } from '../../test/helpers.ts';

const filled = {
  method: 'upi_qr',
  payerName: 'Asha Verma',
  payerEmail: 'asha@example.in',
  payerPhone: '+919876543210',
};

// [what, change to the filled form, the field refused (null: accepted), only with PAYMENT_SANDBOX]
const table: [string, Record<string, string>, string | null, ('1' | '')?][] = [
  ['the filled form', {}, null],
  ['the UPI app', { method: 'upi_app' }, null],
  ['an unknown method', { method: 'bitcoin' }, 'method'],
  ['a blank method', { method: ' ' }, 'method'],
  ['a blank name', { payerName: '   ' }, 'payerName'],
  ['a name of 101 characters', { payerName: 'a'.repeat(101) }, 'payerName'],
  ['a name with spaces around it', { payerName: '  Asha Verma ' }, null],
  ['an e-mail without a dot after the @', { payerEmail: 'asha@example' }, 'payerEmail'],
  ['an e-mail with a space', { payerEmail: 'asha verma@example.in' }, 'payerEmail'],
  ['an e-mail shaped x@y.z', { payerEmail: 'x@y.z' }, null],
  ['an e-mail in capitals', { payerEmail: 'ASHA@EXAMPLE.IN' }, null],
  ['an e-mail over 200 characters', { payerEmail: `${'a'.repeat(200)}@example.in` }, 'payerEmail'],
  ['no e-mail', { payerEmail: '' }, 'payerEmail'],
  ['a phone of only +91', { payerPhone: '+91' }, 'payerPhone'],
  ['a phone without +91', { payerPhone: '9876543210' }, 'payerPhone'],
  ['a phone too short', { payerPhone: '+9198765' }, 'payerPhone'],
  ['a phone too long', { payerPhone: '+9198765432101' }, 'payerPhone'],
  ['a phone starting with 5', { payerPhone: '+915876543210' }, 'payerPhone'],
  ['a phone with a letter', { payerPhone: '+91987654321a' }, 'payerPhone'],
  ['a phone with spaces inside', { payerPhone: '+91 98765 43210' }, 'payerPhone'],
  ['the gateway with the sandbox on', { method: 'gateway' }, null, '1'],
  ['the gateway with the sandbox off', { method: 'gateway' }, 'method', ''],
];

describe.each([
  ['on', '1'],
  ['off', ''],
])('the form and POST /payments give the same verdicts (sandbox %s)', (_, sandbox) => {
  let h: Harness;
  let token: string;
  let orderId: string;
  let fields: PaymentField[];
  beforeAll(async () => {
    h = await createHarness({ PAYMENT_SANDBOX: sandbox });
    ({ token } = await signUp(h));
    orderId = await placeOrder(h, token);
    // The form's definitions as the browser reads them.
    ({ fields } = paymentFields.parse(await (await apiClient(h).payments.fields.$get({ query: {} })).json()));
  });
  afterAll(() => h.close());

  it.each(table.filter(([, , , only]) => only === undefined || only === sandbox))(
    '%s',
    async (_what, change, refused) => {
      const values = { ...filled, ...change };
      const errors = Object.entries(validatePaymentForm(fields, values));
      expect(errors[0]?.[0] ?? null).toBe(refused);

      // What another caller might send, and what the form itself sends.
      for (const sent of [values, paymentRequestFields(fields, values)]) {
        const res = await apiClient(h, token).payments.$post({ json: { orderId, fields: sent } });
        if (errors[0]) {
          expect(res.status).toBe(422);
          expect(await errorOf(res)).toBe(errors[0].join(': '));
        } else expect(res.status).toBe(200);
      }
    },
  );
});
