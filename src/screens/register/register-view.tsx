import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, Grid, Link, Text, TextField } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from '../../contract/zod.ts';
import { AuthCard, PolicyConsent } from '../../components/auth-card.tsx';
import { EmailInput } from '../../components/email-input.tsx';
import { EmailSuggestion } from '../../components/email-suggestion.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { registerForm, type RegisterForm } from '../../contract/auth.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export const registerTexts = {
  heading: 'Create an account',
  intro: 'Register to check out, pay for orders and follow their delivery.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint:
    'Use an address you check often, such as Gmail, Outlook or Yahoo Mail, so order updates reach you.',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create account',
  submitting: 'Creating account...',
  haveAccount: 'Already have an account?',
  login: 'Sign in',
  agree: 'By creating an account you agree to our',
} as const;

export type RegisterValues = z.output<typeof registerForm>;

export interface RegisterViewProps {
  /** On while the registration call runs: the button reads 'Creating account...' and is disabled. */
  loading: boolean;
  onSubmit: (values: RegisterValues) => void | Promise<void>;
  /** Where 'Sign in' leads: /login, carrying the return path when there is one. */
  loginHref?: string;
}

/** The registration card (spec /register). */
export function RegisterView({ loading, onSubmit, loginHref = '/login' }: RegisterViewProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(registerForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  return (
    <AuthCard heading={registerTexts.heading} intro={registerTexts.intro} width="520px">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Flex direction="column" gap="3">
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <FormField required label={registerTexts.firstName} error={errors.firstName?.message}>
              {(field) => (
                <TextField.Root {...field} {...register('firstName')} autoComplete="given-name" size="3" />
              )}
            </FormField>
            <FormField required label={registerTexts.lastName} error={errors.lastName?.message}>
              {(field) => (
                <TextField.Root {...field} {...register('lastName')} autoComplete="family-name" size="3" />
              )}
            </FormField>
          </Grid>
          <FormField
            required
            label={registerTexts.email}
            error={errors.email?.message}
            hint={registerTexts.emailHint}
            below={<EmailSuggestion control={control} setValue={setValue} name="email" />}
          >
            {(field) => <EmailInput {...field} {...register('email')} />}
          </FormField>
          <FormField required label={registerTexts.password} error={errors.password?.message}>
            {(field) => (
              <PasswordField {...field} {...register('password')} autoComplete="new-password" size="3" />
            )}
          </FormField>
          <FormField required label={registerTexts.confirmPassword} error={errors.confirmPassword?.message}>
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
            {loading ? registerTexts.submitting : registerTexts.submit}
          </SubmitButton>
        </Flex>
      </form>
      <Text size="2" align="center">
        {registerTexts.haveAccount}{' '}
        <Link asChild underline="always">
          <RouterLink to={loginHref}>{registerTexts.login}</RouterLink>
        </Link>
      </Text>
      <PolicyConsent lead={registerTexts.agree} />
    </AuthCard>
  );
}
