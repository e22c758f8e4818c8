import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from '../../contract/zod.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { EmailInput } from '../../components/email-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordResetNotOffered } from '../../components/password-reset-not-offered.tsx';
import { forgotPasswordRequest } from '../../contract/auth.ts';
import { Notice } from '../../components/notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export const forgotPasswordTexts = {
  heading: 'Forgot your password?',
  intro: 'Enter the e-mail you registered with and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending...',
  sent: 'If an account exists for that e-mail, a reset link is on its way.',
  back: 'Back to sign in',
} as const;

type ForgotPasswordValues = z.output<typeof forgotPasswordRequest>;

export interface ForgotPasswordViewProps {
  loading: boolean;
  /** The neutral confirmation once the request went through (never says whether the e-mail is known). */
  sentMessage?: string;
  /** Why the request failed (rate limit, no response...). */
  error?: string;
  /** The shop's server has no password reset (it implements only the spec). */
  notOffered?: boolean;
  onSubmit: (values: ForgotPasswordValues) => void | Promise<void>;
}

export function ForgotPasswordView({
  loading,
  sentMessage,
  error,
  notOffered,
  onSubmit,
}: ForgotPasswordViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordRequest>, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });

  return (
    <AuthCard heading={forgotPasswordTexts.heading}>
      {notOffered ? (
        <PasswordResetNotOffered />
      ) : sentMessage ? (
        <Notice tone="success">{sentMessage}</Notice>
      ) : (
        <>
          <Text size="2" color="gray">
            {forgotPasswordTexts.intro}
          </Text>
          {error && <Notice tone="error">{error}</Notice>}
          <form noValidate onSubmit={handleSubmit(onSubmit)}>
            <Flex direction="column" gap="3">
              <FormField required label={forgotPasswordTexts.email} error={errors.email?.message}>
                {(field) => <EmailInput {...field} {...register('email')} />}
              </FormField>
              <SubmitButton size="3" disabled={loading}>
                {loading ? forgotPasswordTexts.submitting : forgotPasswordTexts.submit}
              </SubmitButton>
            </Flex>
          </form>
        </>
      )}
      <Text size="2" align="center">
        <Link asChild underline="always">
          <RouterLink to="/login" className="tap-target">
            {forgotPasswordTexts.back}
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
