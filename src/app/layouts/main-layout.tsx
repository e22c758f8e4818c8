import { Button } from '@radix-ui/themes';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { awaitingFirstAnswer } from '../../api/awaiting.ts';
import { useStoreInfo } from '../../api/store-info.ts';
import { BottomBar } from '../../components/bottom-bar.tsx';
import { Footer } from '../../components/footer.tsx';
import { Header } from '../../components/header.tsx';
import { Notice } from '../../components/notice.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { HydrationMark } from '../../components/use-hydrated.ts';
import { STORE_INFO_ERROR, storeCategories, storeDisplayName } from '../../domain/store.ts';
import { useCart } from '../../state/cart.ts';
import { useOnline } from '../../state/online.ts';
import { useTheme } from '../../state/theme.tsx';
import { useSession } from '../../state/session.tsx';
import { useWishlist } from '../../state/wishlist.ts';
import styles from './layouts.module.css';
import { useScrolled } from './use-scrolled.ts';
import { HeaderSearch } from '../header-search.tsx';

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
    <Notice
      tone="error"
      mb="4"
      actions={
        <Button size="2" variant="surface" color="red" highContrast onClick={onRefresh}>
          Refresh
        </Button>
      }
    >
      {STORE_INFO_ERROR}
    </Notice>
  );
}

function useLayoutData() {
  const storeInfo = useStoreInfo();
  const { data: info, error, mutate } = storeInfo;
  const failed = Boolean(error) && !info;
  return {
    info,
    failed,
    isLoading: awaitingFirstAnswer(storeInfo),
    refresh: () => void mutate(),
  };
}

/** The header fed from store info, cart and session; opaque past 20 px of scroll. */
export function SiteHeader() {
  const { info, failed, isLoading } = useLayoutData();
  // The cart and session are read here and in the bottom bar, not by the layout: a change (or
  // the stored cart arriving after hydration) re-renders these small parts, not the page.
  const { count } = useCart();
  const wishlistCount = useWishlist().count;
  const signedIn = useSession().status === 'authenticated';
  const scrolled = useScrolled(HEADER_OPAQUE_AFTER_PX);
  const theme = useTheme();
  return (
    <Header
      appearance={theme.appearance}
      onToggleTheme={theme.toggle}
      storeName={storeDisplayName(info)}
      logoUrl={info?.companyLogoUrl}
      categories={storeCategories(info, failed)}
      cartCount={count}
      wishlistCount={wishlistCount}
      signedIn={signedIn}
      scrolled={scrolled}
      loading={isLoading}
      search={<HeaderSearch />}
    />
  );
}

function SiteBottomBar() {
  const { count } = useCart();
  const wishlistCount = useWishlist().count;
  return <BottomBar cartCount={count} wishlistCount={wishlistCount} />;
}

/** Header, page, footer and the phone's bottom bar; a store-info failure shows above the page with Refresh. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const { info, failed, refresh } = useLayoutData();
  const online = useOnline();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {!online && (
          <div className={styles.notice}>
            <OfflineNotice />
          </div>
        )}
        {failed && online && (
          <div className={styles.notice}>
            <StoreInfoNotice onRefresh={refresh} />
          </div>
        )}
        {/* Each boundary hydrates as its own small task after the header, and a screen still
            loading keeps the one on screen (navigations are transitions). */}
        <Suspense fallback={null}>
          {children ?? <Outlet />}
          <HydrationMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer
          companyName={info?.companyName?.trim() || storeDisplayName(info)}
          description={info?.description}
          companyAddress={info?.companyAddress}
          companyPhone={info?.companyPhone}
          companyEmail={info?.companyEmail}
          whatsapp={info?.whatsapp}
        />
      </Suspense>
      <SiteBottomBar />
    </div>
  );
}
