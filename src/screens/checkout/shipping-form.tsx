import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Flex, Grid, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type ChangeHandler, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  addressMessages,
  deliveryNote,
  deliveryNoteMessage,
  shippingAddress,
  stateOfPin,
  type ShippingAddress,
  type ShippingAddressInput,
} from '../../contract/address.ts';
import { PHONE_PREFIX, isBlankPhone, normalisePhoneInput } from '../../domain/phone.ts';
import { FormField } from '../../components/form-field.tsx';
import type { SavedAddress } from '../../contract/address-book.ts';
import { NEW_ADDRESS } from '../../domain/address-book.ts';
import type { BusinessDetails } from '../../contract/business.ts';
import {
  businessFieldsOf,
  businessToggleText,
  emptyBusiness,
  type CheckoutFormInput,
} from './business-form.ts';
import { CheckField } from './check-field.tsx';
import { checkoutTexts } from './checkout-texts.ts';
import { StateSelect } from './state-select.tsx';
import { PinInput } from './pin-input.tsx';
import { Notice } from '../../components/notice.tsx';
import { deliveryTexts } from '../../domain/delivery.ts';
import type { CheckoutDetails } from '../../domain/orders.ts';

export const CHECKOUT_FORM_ID = 'checkout-form';

export interface ShippingFormProps {
  /** The account's name, filled in when the shopper has not typed one. */
  defaultFullName?: string;
  /** The address, the delivery instructions if any, and the business details when buying for a business. */
  onValid: (details: CheckoutDetails) => void;
  /** Some field is blank (the spec's 'Please fill all fields'). */
  onMissingFields: () => void;
  /** The fields a failed attempt complained about are all right now (its notice can go). */
  onFixed?: () => void;
  /** The PIN typed so far, for the delivery promise under it. */
  onPinChange?: (pin: string) => void;
  /** Whether and how soon the shop delivers to that PIN (our server's extension). */
  delivery?: { text: string; served: boolean };
  /** The signed-in shopper's address book (our server's extension), the default first. */
  savedAddresses?: readonly SavedAddress[] | undefined;
  /** The business details of the shopper's last business order (our server's extension). */
  savedBusiness?: BusinessDetails | null | undefined;
  /** "Buying for a business?" was ticked or unticked. */
  onBusinessChange?: (on: boolean) => void;
}

const schemaResolver = zodResolver(shippingAddress);

// The business part's fields and check load when the shopper ticks it (most orders are not business ones).
const BusinessFields = lazy(() => import('./business-fields.tsx'));
// The saved addresses' cards (Radix's radio group) load once the shopper has some, not with checkout.
const SavedAddressChoice = lazy(() => import('./saved-address-choice.tsx'));
const businessCheck = () => import('./business-details.ts');

const SHIPPING_FIELDS = ['fullName', 'address', 'city', 'state', 'postalCode', 'phone'] as const;

// '+91' alone is the prefilled prefix, not a phone number: it counts as blank like an empty field.
// The business part, when switched on, is read with the contract's schema against the shipping state.
const resolver: Resolver<CheckoutFormInput, unknown, CheckoutDetails> = async (values, context, options) => {
  const shipping = Object.fromEntries(SHIPPING_FIELDS.map((k) => [k, values[k]])) as ShippingAddressInput;
  const read = await schemaResolver(
    { ...shipping, phone: isBlankPhone(values.phone) ? '' : values.phone },
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  const business = values.forBusiness
    ? (await businessCheck()).readBusiness(values, values.state)
    : { errors: {}, business: undefined };
  const note = deliveryNote.safeParse(values.deliveryNote);
  const errors = {
    ...read.errors,
    ...(!note.success && {
      deliveryNote: { type: 'custom', message: deliveryNoteMessage },
    }),
    ...business.errors,
  };
  if (Object.keys(errors).length > 0 || !note.success) return { values: {}, errors };
  return {
    values: {
      address: read.values as ShippingAddress,
      ...(note.data !== undefined && { deliveryNote: note.data }),
      ...(business.business && { business: business.business }),
    },
    errors: {},
  };
};

const empty: CheckoutFormInput = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: PHONE_PREFIX,
  deliveryNote: '',
  ...emptyBusiness,
};

const hasBlank = (errors: FieldErrors<CheckoutFormInput>) =>
  Object.values(errors).some((e) => e?.message === addressMessages.required);

/** The shipping address, checked with the same contract schema that POST /orders uses. */
export function ShippingForm({
  defaultFullName,
  onValid,
  onMissingFields,
  onFixed,
  onPinChange,
  delivery,
  savedAddresses = [],
  savedBusiness,
  onBusinessChange,
}: ShippingFormProps) {
  const first = savedAddresses[0];
  // The address book's default and the last business details fill the form when they arrive.
  const saved = useMemo(
    () =>
      first || savedBusiness
        ? {
            ...empty,
            fullName: defaultFullName ?? '',
            ...first?.shippingAddress,
            deliveryNote: first?.deliveryNote ?? '',
            ...(savedBusiness && businessFieldsOf(savedBusiness)),
          }
        : undefined,
    [first, savedBusiness, defaultFullName],
  );
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<CheckoutFormInput, unknown, CheckoutDetails>({
    defaultValues: empty,
    resolver,
    // What was saved fills the form when it arrives; a field already typed in stays.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });

  // A saved address fills every field (the shopper may still edit them); "a new address" empties them.
  const [picked, setPicked] = useState<string>();
  const chosen = picked ?? first?.id ?? NEW_ADDRESS;
  const choose = (value: string) => {
    setPicked(value);
    const entry = savedAddresses.find((a) => a.id === value);
    for (const name of SHIPPING_FIELDS) {
      const text = entry
        ? entry.shippingAddress[name]
        : name === 'fullName'
          ? (defaultFullName ?? '')
          : empty[name];
      setValue(name, text, { shouldValidate: isSubmitted, shouldDirty: true });
    }
    // The instructions last given with that address come with it.
    setValue('deliveryNote', entry?.deliveryNote ?? '', { shouldValidate: isSubmitted, shouldDirty: true });
  };

  const errorCount = Object.keys(errors).length;
  // An empty field says what it needs; the spec's one message stays above them as the summary.
  const fieldError = (name: (typeof SHIPPING_FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message === addressMessages.required ? checkoutTexts.missing[name] : message;
  };
  useEffect(() => {
    if (isSubmitted && errorCount === 0) onFixed?.();
  }, [isSubmitted, errorCount, onFixed]);

  useEffect(() => {
    if (defaultFullName && !getValues('fullName').trim()) setValue('fullName', defaultFullName);
  }, [defaultFullName, getValues, setValue]);

  const forBusiness = useWatch({ control, name: 'forBusiness' });
  useEffect(() => onBusinessChange?.(forBusiness), [forBusiness, onBusinessChange]);

  const typedPin = useWatch({ control, name: 'postalCode' });
  useEffect(() => onPinChange?.(typedPin ?? ''), [typedPin, onPinChange]);
  // A whole PIN whose postal region is in one state only fills an empty State (a phone's long list
  // skipped); a chosen state is never changed, and a PIN two states share fills nothing.
  useEffect(() => {
    const state = stateOfPin(typedPin ?? '');
    if (state && getValues('state') === '')
      setValue('state', state, { shouldValidate: isSubmitted, shouldDirty: true });
  }, [typedPin, getValues, setValue, isSubmitted]);

  // Registered in screen order: the first invalid field in this order gets the focus.
  const fullName = register('fullName');
  const address = register('address');
  const city = register('city');
  const state = register('state');
  const postalCode = register('postalCode');
  const phone = register('phone');
  const note = register('deliveryNote');
  const reshape =
    (field: { onChange: ChangeHandler }, shape: (v: string) => string) =>
    (e: ChangeEvent<HTMLInputElement>) => {
      e.target.value = shape(e.target.value);
      return field.onChange(e);
    };

  return (
    <Card size="2" asChild>
      <form
        id={CHECKOUT_FORM_ID}
        noValidate
        aria-labelledby="shipping-heading"
        onSubmit={handleSubmit(
          (details) => onValid(details),
          (e) => {
            if (hasBlank(e)) onMissingFields();
          },
        )}
      >
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="shipping-heading">
            {checkoutTexts.shipping}
          </Heading>
          {savedAddresses.length > 0 && (
            <Suspense fallback={null}>
              <SavedAddressChoice addresses={savedAddresses} value={chosen} onChange={choose} />
            </Suspense>
          )}
          {hasBlank(errors) && (
            <Notice tone="error" icon={null} size="1" data-testid="shipping-summary">
              {addressMessages.required}
            </Notice>
          )}
          <FormField required label={checkoutTexts.fullName} error={fieldError('fullName')}>
            {(control) => <TextField.Root size="3" autoComplete="name" {...control} {...fullName} />}
          </FormField>
          <FormField required label={checkoutTexts.address} error={fieldError('address')}>
            {(control) => <TextField.Root size="3" autoComplete="street-address" {...control} {...address} />}
          </FormField>
          <Grid columns={{ initial: '1', xs: '2' }} gap="4">
            <FormField required label={checkoutTexts.city} error={fieldError('city')}>
              {(control) => <TextField.Root size="3" autoComplete="address-level2" {...control} {...city} />}
            </FormField>
            <FormField required label={checkoutTexts.state} error={fieldError('state')}>
              {(control) => <StateSelect autoComplete="address-level1" {...control} {...state} />}
            </FormField>
            <FormField
              required
              label={checkoutTexts.postalCode}
              error={fieldError('postalCode')}
              hint={
                delivery && (
                  <Text color={delivery.served ? 'green' : 'red'} data-testid="delivery-promise">
                    {delivery.text}
                  </Text>
                )
              }
            >
              {(control) => <PinInput field={postalCode} control={control} autoComplete="postal-code" />}
            </FormField>
            <FormField
              required
              label={checkoutTexts.phone}
              error={fieldError('phone')}
              hint={checkoutTexts.phoneHint}
            >
              {(control) => (
                <TextField.Root
                  size="3"
                  type="tel"
                  inputMode="tel"
                  maxLength={13}
                  autoComplete="tel"
                  {...control}
                  {...phone}
                  onChange={reshape(phone, normalisePhoneInput)}
                />
              )}
            </FormField>
          </Grid>
          <FormField
            required={false}
            label={deliveryTexts.noteLabel}
            error={errors.deliveryNote?.message}
            hint={deliveryTexts.noteHint}
          >
            {(control) => <TextArea size="3" rows={2} resize="vertical" {...control} {...note} />}
          </FormField>
          <CheckField field={register('forBusiness')} label={businessToggleText} testId="for-business" />
          {forBusiness && (
            <Suspense fallback={null}>
              <BusinessFields register={register} control={control} setValue={setValue} errors={errors} />
            </Suspense>
          )}
        </Flex>
      </form>
    </Card>
  );
}
