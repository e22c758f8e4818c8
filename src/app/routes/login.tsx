import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors.ts';
import { authMessages } from '../../contract/auth.ts';
import { registerPath, RETURN_PARAM, safeReturnPath } from '../../domain/routes.ts';
import { LoginView, type LoginValues } from '../../screens/login/login-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import type { ServerData } from '../server-render.ts';

export const loginNotices = {
  successTitle: 'Welcome back',
  success: 'Logged in successfully.',
  failureTitle: 'Error',
  failure: 'Failed to login. Please check your credentials.',
} as const;

function failureMessage(e: unknown): string {
  if (e instanceof Error && e.message === authMessages.tokenMissing) return authMessages.tokenMissing;
  return errorMessage(e, loginNotices.failure);
}

/** Rendered on the server for a signed-out shopper; a signed-in one is sent on from the browser. */
export const serverData: ServerData = ({ signedIn }) => Promise.resolve(signedIn ? false : undefined);

/**
 * /login. Being signed in sends the shopper on to the return path (or /): right after a
 * successful sign-in, and when a signed-in shopper opens /login.
 */
export default function LoginRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));

  if (session.status === 'authenticated') return <Navigate replace to={returnTo} />;

  // rememberMe is not sent: the auth_token cookie lives 30 days either way (spec section 9).
  const submit = async ({ email, password }: LoginValues) => {
    try {
      await session.login({ email, password });
      toast({
        topic: 'session',
        title: loginNotices.successTitle,
        description: loginNotices.success,
        variant: 'success',
      });
    } catch (e) {
      toast({
        topic: 'session',
        title: loginNotices.failureTitle,
        description: failureMessage(e),
        variant: 'destructive',
      });
    }
  };

  return <LoginView loading={session.loading} onSubmit={submit} registerHref={registerPath(returnTo)} />;
}
