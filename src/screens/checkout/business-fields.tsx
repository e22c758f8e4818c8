import { Checkbox, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import type { ChangeEvent } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { businessTexts as t, gstinHint, type BusinessFieldsInput } from './business-details.ts';
import { StateSelect } from './state-select.tsx';
import { PinInput } from './pin-input.tsx';

interface BusinessFieldsProps<F extends BusinessFieldsInput & FieldValues> {
  register: UseFormRegister<F>;
  control: Control<F, unknown, unknown>;
  errors: FieldErrors<F>;
}

/**
 * "Buying for a business?": the GSTIN (checked with its check character and against the billing
 * state), the legal name, and a billing address when it is not the shipping address. Shown when
 * ticked; the form reads it with the contract's own schema.
 */
export function BusinessFields<F extends BusinessFieldsInput & FieldValues>({
  register,
  control,
  errors,
}: BusinessFieldsProps<F>) {
  const name = (field: keyof BusinessFieldsInput) => field as Path<F>;
  const error = (field: keyof BusinessFieldsInput) => {
    const message = (errors as FieldErrors<BusinessFieldsInput>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const forBusiness = useWatch({ control, name: name('forBusiness') }) as boolean;
  const billingSame = useWatch({ control, name: name('billingSame') }) as boolean;
  const gstin = (useWatch({ control, name: name('gstin') }) as string | undefined) ?? '';
  const gstinField = register(name('gstin'));
  const postalCode = register(name('billingPostalCode'));

  const checkbox = (field: 'forBusiness' | 'billingSame', label: string, testId: string) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: f }) => (
        <Text as="label" size="2" className="tap-target">
          <Flex gap="2" align="center">
            <Checkbox
              name={f.name}
              checked={f.value === true}
              onCheckedChange={(checked) => f.onChange(checked === true)}
              onBlur={f.onBlur}
              data-testid={testId}
            />
            {label}
          </Flex>
        </Text>
      )}
    />
  );

  return (
    <Flex direction="column" gap="4" data-testid="business-details">
      {checkbox('forBusiness', t.forBusiness, 'for-business')}
      {forBusiness && (
        <>
          <Grid columns={{ initial: '1', xs: '2' }} gap="4">
            <FormField label={t.gstin} error={error('gstin')} hint={gstinHint(gstin) ?? t.gstinHint}>
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
            <FormField label={t.legalName} error={error('legalName')}>
              {(control) => (
                <TextField.Root
                  size="3"
                  autoComplete="organization"
                  {...control}
                  {...register(name('legalName'))}
                />
              )}
            </FormField>
          </Grid>
          {checkbox('billingSame', t.billingSame, 'billing-same')}
          {!billingSame && (
            <>
              <FormField label={t.billingAddress} error={error('billingAddress')}>
                {(control) => (
                  <TextField.Root
                    size="3"
                    autoComplete="billing street-address"
                    {...control}
                    {...register(name('billingAddress'))}
                  />
                )}
              </FormField>
              <Grid columns={{ initial: '1', xs: '2' }} gap="4">
                <FormField label={t.billingCity} error={error('billingCity')}>
                  {(control) => (
                    <TextField.Root
                      size="3"
                      autoComplete="billing address-level2"
                      {...control}
                      {...register(name('billingCity'))}
                    />
                  )}
                </FormField>
                <FormField label={t.billingState} error={error('billingState')}>
                  {(control) => (
                    <StateSelect
                      autoComplete="billing address-level1"
                      {...control}
                      {...register(name('billingState'))}
                    />
                  )}
                </FormField>
                <FormField label={t.billingPostalCode} error={error('billingPostalCode')}>
                  {(control) => (
                    <PinInput field={postalCode} control={control} autoComplete="billing postal-code" />
                  )}
                </FormField>
              </Grid>
            </>
          )}
        </>
      )}
    </Flex>
  );
}
