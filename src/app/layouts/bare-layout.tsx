import { Card, Flex } from '@radix-ui/themes';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useStoreInfo } from '../../api/store-info.ts';
import { StoreLogo } from '../../components/store-logo.tsx';
import { HydrationMark } from '../../components/use-hydrated.ts';
import { storeDisplayName } from '../../domain/store.ts';
import styles from './layouts.module.css';
import { SkipLink } from './main-layout.tsx';

/** Sign-in and registration: a centred card on a soft background, the store name leading home. */
export function BareLayout({ children }: { children?: ReactNode }) {
  const { data: info } = useStoreInfo();
  return (
    <div className={styles.bare}>
      <SkipLink />
      <Flex direction="column" align="center" gap="5" px="4" py={{ initial: '6', sm: '9' }}>
        <header>
          <StoreLogo name={storeDisplayName(info)} logoUrl={info?.companyLogoUrl} size="5" />
        </header>
        <main id="main" tabIndex={-1} className={styles.bareMain}>
          <Card size={{ initial: '3', sm: '4' }}>
            <Suspense fallback={null}>
              {children ?? <Outlet />}
              <HydrationMark />
            </Suspense>
          </Card>
        </main>
      </Flex>
    </div>
  );
}
