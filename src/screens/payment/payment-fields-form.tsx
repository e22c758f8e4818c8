import { Flex, Grid } from '@radix-ui/themes';
import { useRef, useState, type FormEvent } from 'react';
import type { PaymentField } from '../../contract/payment.ts';
import { COD_METHOD, codTexts } from '../../domain/cash-on-delivery.ts';
import { ACCOUNT_METHOD, accountTexts } from '../../domain/credit-account.ts';
import {
  canSubmitPayment,
  startingPaymentValues,
  normalisePaymentInput,
  paymentFieldRows,
  paymentRequestFields,
  validatePaymentForm,
  visiblePaymentFields,
  type PaymentValues,
} from '../../domain/payment-form.ts';
import { PaymentFieldControl } from './payment-field-control.tsx';
import { paymentTexts } from './payment-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface PaymentFieldsFormProps {
  fields: readonly PaymentField[];
  /** Values to start from (a kept attempt, the account's details); others take their defaults. */
  startValues?: PaymentValues;
  /** POST /payments is running: the button reads 'Processing...' and is disabled. */
  submitting: boolean;
  /** Nothing can be sent now (no connection): the button is off, the values stay. */
  disabled?: boolean;
  /** The visible fields' values, ready for POST /payments. */
  onSubmit: (values: PaymentValues) => void;
  /** Submitted with errors (the spec's 'Validation Error' notice). */
  onInvalid: () => void;
  /** The fields a failed attempt complained about are all right now (its notice can go). */
  onFixed?: () => void;
}

/**
 * The provider's form, drawn from its field definitions; the rules live in src/domain/payment-form.ts.
 * Plain state rather than react-hook-form: the provider names the fields, and a name with a dot would
 * be read by react-hook-form as a nested path.
 */
export function PaymentFieldsForm({
  fields,
  startValues,
  submitting,
  disabled = false,
  onSubmit,
  onInvalid,
  onFixed,
}: PaymentFieldsFormProps) {
  const [values, setValues] = useState<PaymentValues>(() => startingPaymentValues(fields, startValues));
  const [errors, setErrors] = useState<PaymentValues>({});
  const [checked, setChecked] = useState(false);
  const controls = useRef(new Map<string, HTMLElement>());

  const visible = visiblePaymentFields(fields, values);
  const ready = canSubmitPayment(fields, values);

  const change = (field: PaymentField, raw: string) => {
    const next = { ...values, [field.name]: normalisePaymentInput(field, raw) };
    setValues(next);
    // After the first attempt, messages follow the shopper's corrections as they type.
    if (!checked) return;
    const found = validatePaymentForm(fields, next);
    setErrors(found);
    if (Object.keys(found).length === 0) onFixed?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || disabled || !ready) return;
    const found = validatePaymentForm(fields, values);
    setErrors(found);
    setChecked(true);
    const firstInvalid = visible.find((f) => found[f.name]);
    if (firstInvalid) {
      controls.current.get(firstInvalid.name)?.focus();
      onInvalid();
      return;
    }
    onSubmit(paymentRequestFields(fields, values));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={paymentTexts.heading}>
      <Flex direction="column" gap="4">
        {paymentFieldRows(visible).map((row) => (
          <Grid
            key={row.map((f) => f.name).join('|')}
            columns={{ initial: '1', xs: String(row.length) }}
            gap="4"
          >
            {row.map((field) => (
              <PaymentFieldControl
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(raw) => change(field, raw)}
                controlRef={(el) => {
                  if (el) controls.current.set(field.name, el);
                  else controls.current.delete(field.name);
                }}
              />
            ))}
          </Grid>
        ))}
        <SubmitButton size="3" disabled={!ready || submitting || disabled}>
          {submitting
            ? paymentTexts.processing
            : values['method'] === COD_METHOD
              ? codTexts.confirm
              : values['method'] === ACCOUNT_METHOD
                ? accountTexts.confirm
                : paymentTexts.submit}
        </SubmitButton>
      </Flex>
    </form>
  );
}
