import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors.ts';
import { loginPath, RETURN_PARAM } from '../../domain/routes.ts';
import { RegisterView, type RegisterValues } from '../../screens/register/register-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { noServerData, type ServerData } from '../server-render.ts';

export const registerNotices = {
  successTitle: 'Success',
  success: 'Account created successfully. You can now log in.',
  failureTitle: 'Registration Error',
  failure: 'Failed to register. Please try again.',
} as const;

/** Rendered on the server with the layout's data alone. */
export const serverData: ServerData = noServerData;

/**
 * /register: on success the shopper goes to / (spec), still signed out — unless sign-in
 * interrupted them on the way somewhere (a `redirect` return path): then to /login carrying it,
 * so after signing in they land back where they were going (e.g. /checkout).
 */
export default function RegisterRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toLogin = loginPath(params.get(RETURN_PARAM));

  const submit = async ({ email, password, firstName, lastName }: RegisterValues) => {
    try {
      await session.register({ email, password, firstName, lastName });
      toast({
        topic: 'session',
        title: registerNotices.successTitle,
        description: registerNotices.success,
        variant: 'success',
      });
      void navigate(toLogin === '/login' ? '/' : toLogin);
    } catch (e) {
      toast({
        topic: 'session',
        title: registerNotices.failureTitle,
        description: errorMessage(e, registerNotices.failure),
        variant: 'destructive',
      });
    }
  };

  return <RegisterView loading={session.loading} onSubmit={submit} loginHref={toLogin} />;
}
