import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '../../contract/zod.ts';
import { FormField } from '../../components/form-field.tsx';
import type { Order } from '../../contract/order.ts';
import { OrderResult } from './order-result.tsx';
import { trackOrderTexts as texts } from './track-order-texts.ts';
import { Notice } from '../../components/notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export const trackOrderForm = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1, texts.orderIdMissing), z.maxLength(64)),
  contactInfo: z.string().check(z.trim(), z.minLength(1, texts.contactMissing), z.maxLength(200)),
});
export type TrackOrderValues = z.output<typeof trackOrderForm>;

export interface TrackOrderViewProps {
  /** The order number to start with (the `id` query value). */
  initialOrderId?: string;
  /** The signed-in shopper's e-mail: fills the contact field until they type their own. */
  accountEmail?: string;
  tracking: boolean;
  order?: Order;
  /** The contact the order was found with: its invoice is shown to it too. */
  trackedWith?: string;
  /** The shop's WhatsApp number: the order found offers a chat about it. */
  whatsapp?: string | undefined;
  /** The inline failure message of the last attempt. */
  error?: string;
  onSubmit: (values: TrackOrderValues) => void;
  /** A field is missing: the route shows the spec's notice. */
  onInvalid: () => void;
}

/** The track-order page (spec /track-order): order number plus e-mail or phone, then the order found. */
export function TrackOrderView({
  initialOrderId = '',
  accountEmail,
  tracking,
  order,
  trackedWith,
  whatsapp,
  error,
  onSubmit,
  onInvalid,
}: TrackOrderViewProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    getValues,
    control,
    formState: { errors },
  } = useForm<z.input<typeof trackOrderForm>, unknown, TrackOrderValues>({
    resolver: zodResolver(trackOrderForm),
    defaultValues: { orderId: initialOrderId, contactInfo: accountEmail ?? '' },
  });

  // The account e-mail often arrives after the page: fill it in unless the shopper already typed.
  useEffect(() => {
    if (accountEmail && !getFieldState('contactInfo').isDirty && getValues('contactInfo') === '') {
      setValue('contactInfo', accountEmail);
    }
  }, [accountEmail, getFieldState, getValues, setValue]);

  const contact = useWatch({ control, name: 'contactInfo' });
  const usingAccountEmail = Boolean(accountEmail) && contact === accountEmail;

  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="720px" mx="auto">
      <section aria-labelledby="track-order-heading">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="7" id="track-order-heading">
              {texts.heading}
            </Heading>
            <Text color="gray">{texts.intro}</Text>
          </Flex>
          <Card size={{ initial: '2', sm: '3' }}>
            <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
              <Flex direction="column" gap="3">
                <FormField required label={texts.orderId} error={errors.orderId?.message}>
                  {(field) => (
                    <TextField.Root
                      {...field}
                      {...register('orderId')}
                      placeholder={texts.orderIdPlaceholder}
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      size="3"
                    />
                  )}
                </FormField>
                <FormField
                  required
                  label={texts.contact}
                  error={errors.contactInfo?.message}
                  hint={usingAccountEmail ? texts.accountHint : undefined}
                >
                  {(field) => (
                    <TextField.Root
                      {...field}
                      {...register('contactInfo')}
                      placeholder={texts.contactPlaceholder}
                      autoComplete="email"
                      spellCheck={false}
                      size="3"
                    />
                  )}
                </FormField>
                <SubmitButton size="3" disabled={tracking}>
                  {tracking ? texts.submitting : texts.submit}
                </SubmitButton>
              </Flex>
            </form>
          </Card>
          {error && (
            <Notice tone="error" data-testid="track-order-error">
              {error}
            </Notice>
          )}
          {order && <OrderResult order={order} trackedWith={trackedWith} whatsapp={whatsapp} />}
        </Flex>
      </section>
    </Box>
  );
}
