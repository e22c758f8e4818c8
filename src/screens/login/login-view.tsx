import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Flex, Link, Text } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from '../../contract/zod.ts';
import { AuthCard, PolicyConsent } from '../../components/auth-card.tsx';
import { EmailInput } from '../../components/email-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { loginForm, type LoginForm } from '../../contract/auth.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export const loginTexts = {
  heading: 'Sign in',
  intro: 'Welcome back. Sign in to check out and follow your orders.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Sign in',
  submitting: 'Signing in...',
  noAccount: 'New here?',
  register: 'Create an account',
  agree: 'By signing in you agree to our',
  home: 'Back to home',
} as const;

export type LoginValues = z.output<typeof loginForm>;

export interface LoginViewProps {
  /** On while the sign-in call runs: the button reads 'Signing in...' and is disabled. */
  loading: boolean;
  onSubmit: (values: LoginValues) => void | Promise<void>;
  /** Where 'Create an account' leads: /register, carrying the return path when there is one. */
  registerHref?: string;
}

/** The sign-in card (spec /login): e-mail, password, remember me and the ways onward. */
export function LoginView({ loading, onSubmit, registerHref = '/register' }: LoginViewProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginValues>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  return (
    <AuthCard heading={loginTexts.heading} intro={loginTexts.intro}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Flex direction="column" gap="3">
          <FormField required label={loginTexts.email} error={errors.email?.message}>
            {(field) => <EmailInput {...field} {...register('email')} />}
          </FormField>
          <FormField required label={loginTexts.password} error={errors.password?.message}>
            {(field) => (
              <PasswordField {...field} {...register('password')} autoComplete="current-password" size="3" />
            )}
          </FormField>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Controller
              control={control}
              name="rememberMe"
              render={({ field }) => (
                <Text as="label" size="2" className="tap-target">
                  <Flex gap="2" align="center">
                    <Checkbox
                      name={field.name}
                      checked={field.value ?? false}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                    {loginTexts.rememberMe}
                  </Flex>
                </Text>
              )}
            />
            <Link asChild size="2">
              <RouterLink to="/forgot-password" className="tap-target">
                {loginTexts.forgot}
              </RouterLink>
            </Link>
          </Flex>
          <SubmitButton size="3" disabled={loading}>
            {loading ? loginTexts.submitting : loginTexts.submit}
          </SubmitButton>
        </Flex>
      </form>
      <Text size="2" align="center">
        {loginTexts.noAccount}{' '}
        <Link asChild underline="always">
          <RouterLink to={registerHref}>{loginTexts.register}</RouterLink>
        </Link>
      </Text>
      <PolicyConsent lead={loginTexts.agree} />
      <Text size="2" align="center">
        <Link asChild color="gray" underline="always">
          <RouterLink to="/" className="tap-target">
            {loginTexts.home}
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
