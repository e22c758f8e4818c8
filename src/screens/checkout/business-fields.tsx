import { Flex, Grid, TextField } from '@radix-ui/themes';
import type { ChangeEvent } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { EmailSuggestion } from '../../components/email-suggestion.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PURCHASE_ORDER_LENGTH } from '../../contract/business.ts';
import { businessTexts as t, gstinHint } from './business-details.ts';
import type { BusinessFieldsInput, CheckoutFormInput } from './business-form.ts';
import { CheckField } from './check-field.tsx';
import { PinInput } from './pin-input.tsx';
import { StateSelect } from './state-select.tsx';

export interface BusinessFieldsProps {
  register: UseFormRegister<CheckoutFormInput>;
  control: Control<CheckoutFormInput, unknown, unknown>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
}

/**
 * "Buying for a business?", ticked: the GSTIN (checked with its check character and against the
 * billing state), the legal name, and a billing address when it is not the shipping address. Its
 * own chunk, loaded when ticked; the form reads it with the contract's own schema.
 */
export default function BusinessFields({ register, control, setValue, errors }: BusinessFieldsProps) {
  const name = (field: keyof BusinessFieldsInput) => field;
  const error = (field: keyof BusinessFieldsInput) => errors[field]?.message;
  const billingSame = useWatch({ control, name: 'billingSame' });
  const gstin = useWatch({ control, name: 'gstin' }) ?? '';
  const gstinField = register('gstin');
  const text = (field: keyof BusinessFieldsInput, autoComplete: string) => (
    <FormField required label={t[field as keyof typeof t] as string} error={error(field)}>
      {(control) => (
        <TextField.Root size="3" autoComplete={autoComplete} {...control} {...register(name(field))} />
      )}
    </FormField>
  );

  return (
    <Flex direction="column" gap="4" data-testid="business-details">
      <Grid columns={{ initial: '1', xs: '2' }} gap="4">
        <FormField required label={t.gstin} error={error('gstin')} hint={gstinHint(gstin) ?? t.gstinHint}>
          {(control) => (
            <TextField.Root
              size="3"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              {...control}
              {...gstinField}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                e.target.value = e.target.value.toUpperCase();
                return gstinField.onChange(e);
              }}
            />
          )}
        </FormField>
        {text('legalName', 'organization')}
      </Grid>
      <Grid columns={{ initial: '1', xs: '2' }} gap="4">
        <FormField
          required={false}
          label={t.purchaseOrder}
          error={error('purchaseOrder')}
          hint={t.purchaseOrderHint}
        >
          {(control) => (
            <TextField.Root
              size="3"
              autoComplete="off"
              spellCheck={false}
              maxLength={PURCHASE_ORDER_LENGTH}
              {...control}
              {...register(name('purchaseOrder'))}
            />
          )}
        </FormField>
        <FormField
          required={false}
          label={t.accountsEmail}
          error={error('accountsEmail')}
          hint={t.accountsEmailHint}
          below={<EmailSuggestion control={control} setValue={setValue} name="accountsEmail" />}
        >
          {(control) => (
            <TextField.Root
              size="3"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              {...control}
              {...register(name('accountsEmail'))}
            />
          )}
        </FormField>
      </Grid>
      <CheckField field={register(name('billingSame'))} label={t.billingSame} testId="billing-same" />
      {!billingSame && (
        <>
          {text('billingAddress', 'billing street-address')}
          <Grid columns={{ initial: '1', xs: '2' }} gap="4">
            {text('billingCity', 'billing address-level2')}
            <FormField required label={t.billingState} error={error('billingState')}>
              {(control) => (
                <StateSelect
                  autoComplete="billing address-level1"
                  {...control}
                  {...register(name('billingState'))}
                />
              )}
            </FormField>
            <FormField required label={t.billingPostalCode} error={error('billingPostalCode')}>
              {(control) => (
                <PinInput
                  field={register(name('billingPostalCode'))}
                  control={control}
                  autoComplete="billing postal-code"
                />
              )}
            </FormField>
          </Grid>
        </>
      )}
    </Flex>
  );
}
