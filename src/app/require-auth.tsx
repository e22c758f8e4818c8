import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath } from '../domain/routes.ts';
import { useSession } from '../state/session.tsx';

/**
 * Protected routes (spec section 2): a signed-out visitor goes to /login remembering where they
 * were (path, query, and the part of the page a link named). The session check is the stored cookie, read before the first render;
 * a 401 later signs out, which lands here too. Signing out on purpose goes home instead: the page
 * being left may still be on screen while the router renders the next one.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useSession();
  const { pathname, search, hash } = useLocation();
  // Only the page on screen at sign-out goes home; opening a protected page later still asks to sign in.
  const [shownSignedIn] = useState(status === 'authenticated');
  if (status === 'anonymous')
    return <Navigate replace to={signedOut && shownSignedIn ? '/' : loginPath(pathname + search + hash)} />;
  return children;
}

/** The same guard as a layout route: `{ element: <RequireAuthOutlet />, children: [...] }`. */
export function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
