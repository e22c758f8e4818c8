import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
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

/** Everything every route needs: theme, data cache settings, the session and the notices. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <BrandTheme>
      <SWRConfig value={{ errorRetryCount: 2, revalidateOnFocus: false }}>
        <SessionProvider>{children}</SessionProvider>
      </SWRConfig>
      <Toasts />
    </BrandTheme>
  );
}
