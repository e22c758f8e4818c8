import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAccountInfo } from '../api/account.ts';
import { clearToken, getToken } from '../api/auth-token.ts';
import { onUnauthorized } from '../api/http.ts';
import { clearRecentlyViewed } from './recently-viewed.ts';
import { useSWRConfig } from 'swr';
import type { AccountInfo, LoginRequest, RegisterRequest } from '../contract/auth.ts';

export type SessionStatus = 'anonymous' | 'authenticated';

export interface SessionUser {
  email: string;
  /** True while only the stored token is known and the account info has not arrived. */
  placeholder: boolean;
}

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  account: AccountInfo | undefined;
  accountError: unknown;
  /** On during sign-in, registration and sign-out (the first check is synchronous: the cookie). */
  loading: boolean;
  /** The shopper signed out here (not a 401): a protected page they leave goes home, not to /login. */
  signedOut: boolean;
  login(input: LoginRequest): Promise<void>;
  register(input: RegisterRequest): Promise<void>;
  logout(): Promise<void>;
  /** Erases the account (an extension); signed out once it is gone. 'not-offered' where the server has no such call. */
  deleteAccount(password: string): Promise<'deleted' | 'not-offered'>;
}

const SessionContext = createContext<Session | null>(null);

/** Signed in or not, and whether the shopper signed out here on purpose (`Session.signedOut`). */
interface SignIn {
  status: SessionStatus;
  signedOut: boolean;
}
const SIGNED_IN: SignIn = { status: 'authenticated', signedOut: false };
const SIGNED_OUT: SignIn = { status: 'anonymous', signedOut: true };
const ANONYMOUS: SignIn = { status: 'anonymous', signedOut: false };

// The calls behind the sign-in, registration and sign-out buttons load when one is pressed: a
// shopper browsing the catalogue never pays for them.
const auth = () => import('../api/auth.ts');

/**
 * Anonymous until a successful sign-in, anonymous again on sign-out; a stored `auth_token` counts
 * as signed in on load; a 401 from any call signs out (the API client removes the token).
 */
export function SessionProvider({ children, cookies }: { children: ReactNode; cookies?: string }) {
  // The check is the stored cookie, read before the first render, so no screen ever renders a
  // signed-out state for a signed-in shopper (protected routes never flash /login).
  const [{ status, signedOut }, setSignIn] = useState<SignIn>(() =>
    getToken(cookies) ? SIGNED_IN : ANONYMOUS,
  );
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A 401 signs out a signed-in shopper, who is then asked to sign in again; one already signed
  // out stays as they were (on purpose: a protected page they leave still goes home).
  // When the shopper signed in changes (signing in or out, a session ended elsewhere), SWR's cache
  // is emptied (its `unload`: requests on their way are dropped, hooks on screen ask again): on a
  // shared computer the next shopper never sees the last one's orders, even for a moment.
  const { unload } = useSWRConfig();
  useEffect(
    () =>
      onUnauthorized(() => {
        unload();
        setSignIn((now) => (now.status === 'anonymous' ? now : ANONYMOUS));
        setEmail(null);
      }),
    [unload],
  );

  const signedIn = status === 'authenticated';
  const { data: account, error: accountError, mutate } = useAccountInfo(signedIn);

  const run = useCallback(async <T,>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const login = useCallback(
    (input: LoginRequest) =>
      run(async () => {
        await (await auth()).login(input);
        unload();
        setEmail(input.email.trim().toLowerCase());
        setSignIn(SIGNED_IN);
        void mutate();
      }),
    [run, mutate, unload],
  );

  const register = useCallback(
    (input: RegisterRequest) => run(async () => (await auth()).register(input)),
    [run],
  );

  // Signed out here: the token gone and the account forgotten; a protected page left goes home.
  const forget = useCallback(() => {
    clearToken();
    // What this browser opened goes too: the next shopper on a shared computer does not see it.
    clearRecentlyViewed();
    unload();
    setSignIn(SIGNED_OUT);
    setEmail(null);
    void mutate(undefined, { revalidate: false });
  }, [mutate, unload]);

  // Forgotten here first (even when the call's code cannot load, offline), then revoked on the
  // server with the token it had: the calls still out for the session, refused once it is revoked,
  // then sign nobody out (src/api/http.ts).
  const logout = useCallback(
    () =>
      run(async () => {
        const token = getToken();
        forget();
        await (await auth()).logout(token);
      }),
    [run, forget],
  );

  const deleteAccount = useCallback(
    (password: string) =>
      run(async () => {
        const answer = await (await auth()).deleteAccount({ password });
        if (answer === 'not-offered') return answer;
        forget();
        return 'deleted' as const;
      }),
    [run, forget],
  );

  const value = useMemo<Session>(() => {
    const known = account?.email ?? email;
    const user = signedIn ? { email: known ?? '', placeholder: !known } : null;
    return {
      status,
      user,
      account: signedIn ? account : undefined,
      accountError: signedIn ? accountError : undefined,
      loading: busy,
      signedOut,
      login,
      register,
      logout,
      deleteAccount,
    };
  }, [
    status,
    signedIn,
    account,
    accountError,
    email,
    busy,
    signedOut,
    login,
    register,
    logout,
    deleteAccount,
  ]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
