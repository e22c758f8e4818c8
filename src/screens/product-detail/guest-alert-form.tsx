import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Flex, Link, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from '../../contract/zod.ts';
import { EmailInput } from '../../components/email-input.tsx';
import { EmailSuggestion } from '../../components/email-suggestion.tsx';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { email } from '../../contract/auth.ts';
import { stockAlertTexts as texts } from '../../domain/stock-alerts.ts';

const guestForm = z.object({ email });
type GuestFormValues = z.output<typeof guestForm>;

/** A guest's alert: the address to e-mail, checked as the sign-in form checks it. */
export default function GuestAlertForm({
  size,
  sending,
  signInHref,
  onSet,
  focusEmail = false,
}: {
  size: string | undefined;
  sending: boolean;
  signInHref: string;
  onSet: (email: string) => void;
  /** Puts the focus in the address field once shown. */
  focusEmail?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof guestForm>, unknown, GuestFormValues>({
    resolver: zodResolver(guestForm),
    defaultValues: { email: '' },
  });
  const focusOnce = useRef(focusEmail);
  useEffect(() => {
    if (focusOnce.current) setFocus('email');
    focusOnce.current = false;
  }, [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSet(email))}>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" size="2" color="gray">
          {texts.guestIntro}
        </Text>
        <Box width="100%" maxWidth="24rem">
          <FormField
            required
            label={texts.guestEmail}
            error={errors.email?.message}
            below={<EmailSuggestion control={control} setValue={setValue} name="email" />}
          >
            {(field) => <EmailInput {...field} {...register('email')} />}
          </FormField>
        </Box>
        <SubmitButton size="3" variant="soft" loading={sending}>
          {size ? texts.askSize(size) : texts.ask}
        </SubmitButton>
        <Link asChild size="2">
          <RouterLink to={signInHref}>{texts.orSignIn}</RouterLink>
        </Link>
      </Flex>
    </form>
  );
}
