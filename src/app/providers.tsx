import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { BrandTheme } from '../components/brand-theme.tsx';
import { SessionProvider } from '../state/session.tsx';
import { dismissToast, useToasts } from '../state/toasts.ts';

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
 * the next change of key, focus-less revalidation or mutation like any other.
 */
const trustServerAnswers =
  (fallback: Record<string, unknown>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      key !== null && unstable_serialize(key) in fallback ? { ...config, revalidateIfStale: false } : config,
    );

/** Everything every route needs: theme, data cache settings, the session and the notices. */
export function Providers({
  children,
  fallback,
  cookies,
}: {
  children: ReactNode;
  /** Answers the server already fetched for the page it rendered, by SWR key. */
  fallback?: Record<string, unknown>;
  /** The request's cookies, when the server renders the page (the browser reads its own). */
  cookies?: string;
}) {
  return (
    <BrandTheme>
      <SWRConfig
        value={{
          errorRetryCount: 2,
          revalidateOnFocus: false,
          ...(fallback ? { fallback, use: [trustServerAnswers(fallback)] } : {}),
        }}
      >
        <SessionProvider cookies={cookies}>{children}</SessionProvider>
      </SWRConfig>
      <Toasts />
    </BrandTheme>
  );
}
