import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccountInfo } from '../../api/account.ts';
import { isApiError } from '../../api/errors.ts';
import { accountTexts, AccountView } from '../../screens/account/account-view.tsx';
import { useSession } from '../../state/session.tsx';
import { toast } from '../../state/toasts.ts';
import { useWishlist } from '../../state/wishlist.ts';

export const accountNotices = {
  loggedOutTitle: 'Logged out',
  loggedOut: 'You have been logged out successfully.',
  errorTitle: 'Error',
  logoutFailed: 'Failed to log out properly.',
} as const;

/** 'Failed to load account information (Status: 500)', '... (No response received)' or '...: {message}'. */
export function accountLoadMessage(e: unknown): string {
  const base = accountTexts.loadFailed;
  if (isApiError(e) && e.kind === 'http') return `${base} (Status: ${e.status})`;
  if (isApiError(e) && e.kind === 'network') return `${base} (No response received)`;
  return `${base}: ${e instanceof Error ? e.message : String(e)}`;
}

/** /account (behind the sign-in guard). */
export default function AccountRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const { mutate } = useAccountInfo(session.status === 'authenticated');
  const { accountError } = session;
  const wishlistCount = useWishlist().count;

  useEffect(() => {
    if (accountError)
      toast({ title: 'Error', description: accountLoadMessage(accountError), variant: 'destructive' });
  }, [accountError]);

  // Leave first: once the session is anonymous the guard around /account would send the shopper to /login.
  const signOut = async () => {
    await navigate('/');
    try {
      await session.logout();
      toast({
        topic: 'session',
        title: accountNotices.loggedOutTitle,
        description: accountNotices.loggedOut,
        variant: 'success',
      });
    } catch {
      toast({
        topic: 'session',
        title: accountNotices.errorTitle,
        description: accountNotices.logoutFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <AccountView
      account={session.account}
      loadFailed={Boolean(accountError)}
      onRetry={() => void mutate()}
      signingOut={session.loading}
      onSignOut={() => void signOut()}
      wishlistCount={wishlistCount}
    />
  );
}
