import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Link, Text } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from '../../contract/zod.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordResetNotOffered } from '../../components/password-reset-not-offered.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { resetPasswordForm, type ResetPasswordForm } from '../../contract/auth.ts';
import { Notice } from '../../components/notice.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';

export const resetPasswordTexts = {
  heading: 'Choose a new password',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  submitting: 'Changing password...',
  invalid: 'This reset link is invalid or has expired.',
  requestNew: 'Request a new reset link',
  done: 'Your password has been changed. You can now sign in.',
  login: 'Sign in',
} as const;

export type ResetPasswordValues = z.output<typeof resetPasswordForm>;

/**
 * 'invalid': the link carries no token; 'form': choosing the password; 'done': it was changed;
 * 'not-offered': the shop's server has no password reset (it implements only the spec).
 */
export type ResetPasswordStage = 'invalid' | 'form' | 'done' | 'not-offered';

export interface ResetPasswordViewProps {
  stage: ResetPasswordStage;
  loading: boolean;
  /** The server's reason the change failed (an expired token, say). */
  error?: string;
  onSubmit: (values: ResetPasswordValues) => void | Promise<void>;
}

const RequestNewLink = () => (
  <Link asChild underline="always">
    <RouterLink to="/forgot-password">{resetPasswordTexts.requestNew}</RouterLink>
  </Link>
);

export function ResetPasswordView({ stage, loading, error, onSubmit }: ResetPasswordViewProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <AuthCard heading={resetPasswordTexts.heading}>
      {stage === 'invalid' && (
        <>
          <Notice tone="error">{resetPasswordTexts.invalid}</Notice>
          <Text size="2" align="center">
            <RequestNewLink />
          </Text>
        </>
      )}
      {stage === 'not-offered' && <PasswordResetNotOffered />}
      {stage === 'done' && (
        <>
          <Notice tone="success">{resetPasswordTexts.done}</Notice>
          <Button asChild size="3">
            <RouterLink to="/login">{resetPasswordTexts.login}</RouterLink>
          </Button>
        </>
      )}
      {stage === 'form' && (
        <>
          {error && (
            <Notice tone="error">
              {error} <RequestNewLink />
            </Notice>
          )}
          <form noValidate onSubmit={handleSubmit(onSubmit)}>
            <Flex direction="column" gap="3">
              <FormField required label={resetPasswordTexts.password} error={errors.password?.message}>
                {(field) => (
                  <PasswordField {...field} {...register('password')} autoComplete="new-password" size="3" />
                )}
              </FormField>
              <FormField
                required
                label={resetPasswordTexts.confirmPassword}
                error={errors.confirmPassword?.message}
              >
                {(field) => (
                  <PasswordField
                    {...field}
                    {...register('confirmPassword')}
                    autoComplete="new-password"
                    size="3"
                  />
                )}
              </FormField>
              <SubmitButton size="3" disabled={loading}>
                {loading ? resetPasswordTexts.submitting : resetPasswordTexts.submit}
              </SubmitButton>
            </Flex>
          </form>
        </>
      )}
    </AuthCard>
  );
}
