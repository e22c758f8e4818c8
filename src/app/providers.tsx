import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BrandTheme } from '../components/brand-theme.tsx';
import { ToastList } from '../components/toast-list.tsx';
import { SessionProvider } from '../state/session.tsx';
import { dismissToast, useToasts } from '../state/toasts.ts';

function Toasts() {
  return <ToastList toasts={useToasts()} onDismiss={dismissToast} />;
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
