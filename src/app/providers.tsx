import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware, type State } from 'swr';
import { BrandTheme } from '../components/brand-theme.tsx';
import { useHydrated } from '../components/use-hydrated.ts';
import { ThemeProvider, useTheme } from '../state/theme.tsx';
import { SessionProvider, useSession } from '../state/session.tsx';
import { notFoundError } from '../api/errors.ts';
import { SiteUrlProvider } from '../state/site-url.tsx';
import { dismissToast, useToasts } from '../state/toasts.ts';

// Keeping the wishlist on the account loads with the first sign-in, not with a guest's first page.
const WishlistSync = lazy(() => import('./wishlist-sync.tsx').then((m) => ({ default: m.WishlistSync })));

function AccountWishlist() {
  // The stored wishlist is the browser's: nothing to keep in step on the server's page, whose
  // render could not wait for this chunk (React would then render the page again in the browser).
  const hydrated = useHydrated();
  const signedIn = useSession().status === 'authenticated' && hydrated;
  // Once started it stays mounted: signing out is something it acts on.
  const [wanted, setWanted] = useState(false);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WishlistSync />
    </Suspense>
  );
}

// Radix's toast code loads with the first notice, not with the first page.
const ToastList = lazy(() => import('../components/toast-list.tsx').then((m) => ({ default: m.ToastList })));

function Toasts() {
  const toasts = useToasts();
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  if (!shown && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} onDismiss={dismissToast} />
    </Suspense>
  );
}

/**
 * Answers the server rendered the page with are used as they are: asking again at once would
 * load the schemas and parse the same bytes while the page hydrates. They are checked again on
 * focus-less revalidation or mutation like any other.
 */
const trustServerAnswers =
  (answers: Record<string, unknown>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      key !== null && unstable_serialize(key) in answers ? { ...config, revalidateIfStale: false } : config,
    );

/**
 * A cache holding the server's answers as SWR's own cache entries (its documented persistence
 * shape); a key the API answered 404 for holds that error, so the page starts "not found" as the
 * server rendered it.
 */
const serverAnswersCache = (answers: Record<string, unknown>, missing: readonly string[]) =>
  new Map<string, State<unknown>>([
    ...Object.entries(answers).map(([key, data]): [string, State<unknown>] => [key, { data }]),
    ...missing.map((key): [string, State<unknown>] => [key, { error: notFoundError() }]),
  ]);

/** The theme's root: fixed in the shopper's pick, else following <html> (the system's). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { picked, appearance } = useTheme();
  return (
    <BrandTheme appearance={picked} shown={appearance}>
      {children}
    </BrandTheme>
  );
}

/** Everything every route needs: theme, data cache settings, the session and the notices. */
export function Providers({
  children,
  answers,
  missing = [],
  cookies,
  siteUrl,
}: {
  children: ReactNode;
  /** Answers the server already fetched for the page it rendered, by SWR key. */
  answers?: Record<string, unknown>;
  /** Keys the server's calls were answered 404 for. */
  missing?: readonly string[] | undefined;
  /** The request's cookies, when the server renders the page (the browser reads its own). */
  cookies?: string;
  /** The shop's address the server rendered with; the browser otherwise uses its own. */
  siteUrl?: string | undefined;
}) {
  return (
    <ThemeProvider cookies={cookies}>
      <ThemedRoot>
        <SWRConfig
          value={{
            errorRetryCount: 2,
            revalidateOnFocus: false,
            // In the cache itself, not as SWR's `fallback`: a list kept on screen while the next filter
            // loads (keepPreviousData) would otherwise win over the server's answer when the shopper
            // comes back to that filter, and the page would show the other filter's products.
            ...(answers
              ? { provider: () => serverAnswersCache(answers, missing), use: [trustServerAnswers(answers)] }
              : {}),
          }}
        >
          <SessionProvider cookies={cookies}>
            <SiteUrlProvider value={siteUrl}>{children}</SiteUrlProvider>
            <AccountWishlist />
          </SessionProvider>
        </SWRConfig>
        <Toasts />
      </ThemedRoot>
    </ThemeProvider>
  );
}
