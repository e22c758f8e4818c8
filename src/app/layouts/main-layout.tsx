import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useStoreInfo } from '../../api/store-info.ts';
import { BottomBar } from '../../components/bottom-bar.tsx';
import { Footer } from '../../components/footer.tsx';
import { Header } from '../../components/header.tsx';
import { STORE_INFO_ERROR, storeCategories, storeDisplayName } from '../../domain/store.ts';
import { useCart } from '../../state/cart.ts';
import { useSession } from '../../state/session.tsx';
import styles from './layouts.module.css';
import { useScrolled } from './use-scrolled.ts';

export const HEADER_OPAQUE_AFTER_PX = 20;

export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Skip to content
    </a>
  );
}

function StoreInfoNotice({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Callout.Root color="red" role="alert" mb="4">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>{STORE_INFO_ERROR}</Callout.Text>
        <Button size="2" variant="surface" color="red" highContrast onClick={onRefresh}>
          Refresh
        </Button>
      </Flex>
    </Callout.Root>
  );
}

function useLayoutData() {
  const { data: info, error, isLoading, mutate } = useStoreInfo();
  const { count } = useCart();
  const { status } = useSession();
  const failed = Boolean(error) && !info;
  return {
    info,
    failed,
    isLoading,
    refresh: () => void mutate(),
    count,
    signedIn: status === 'authenticated',
  };
}

/** The header fed from store info, cart and session; opaque past 20 px of scroll. */
export function SiteHeader() {
  const { info, failed, isLoading, count, signedIn } = useLayoutData();
  const scrolled = useScrolled(HEADER_OPAQUE_AFTER_PX);
  return (
    <Header
      storeName={storeDisplayName(info)}
      logoUrl={info?.companyLogoUrl}
      categories={storeCategories(info, failed)}
      cartCount={count}
      signedIn={signedIn}
      scrolled={scrolled}
      loading={isLoading}
    />
  );
}

/** Header, page, footer and the phone's bottom bar; a store-info failure shows above the page with Refresh. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { info, failed, refresh, count } = useLayoutData();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {failed && (
          <div className={styles.notice}>
            <StoreInfoNotice onRefresh={refresh} />
          </div>
        )}
        {children ?? <Outlet />}
      </main>
      <Footer
        companyName={info?.companyName?.trim() || storeDisplayName(info)}
        description={info?.description}
        companyAddress={info?.companyAddress}
        companyPhone={info?.companyPhone}
        companyEmail={info?.companyEmail}
      />
      <BottomBar cartCount={count} />
    </div>
  );
}
