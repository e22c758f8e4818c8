import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BrandTheme, type Appearance } from '../src/components/brand-theme.tsx';
import { ToastList } from '../src/components/toast-list.tsx';
import { CART_STORAGE_KEY, type CartItem } from '../src/domain/cart.ts';
import { CartContext } from '../src/state/cart.ts';
import { createCartStore } from '../src/state/cart-store.ts';
import { SessionProvider } from '../src/state/session.tsx';
import { ThemeProvider } from '../src/state/theme.tsx';
import { THEME_COOKIE } from '../src/domain/theme.ts';
import {
  WISHLIST_STORAGE_KEY,
  WishlistContext,
  createWishlistStore,
  type WishlistItem,
} from '../src/state/wishlist.ts';
import { dismissToast, useToasts } from '../src/state/toasts.ts';
import { createMemoryStorage } from '../src/test/memory-storage.ts';

export interface RouteParameters {
  /** The route pattern the story renders under, e.g. '/product/:id'. */
  path?: string;
  /** The address the story starts at, e.g. '/product/abc?x=1'. */
  url?: string;
}

/** Notices stay until dismissed: a picture taken later in a story must not depend on timing. */
function Toasts() {
  return <ToastList toasts={useToasts()} onDismiss={dismissToast} duration={Infinity} />;
}

/** Theme from the toolbar (light or dark; the header's toggle shows it), toasts on top. */
export const withTheme: Decorator = (Story, { globals }) => {
  const appearance = (globals.theme as Appearance | undefined) ?? 'light';
  return (
    <ThemeProvider key={appearance} cookies={`${THEME_COOKIE}=${appearance}`}>
      <BrandTheme appearance={appearance}>
        <Story />
        <Toasts />
      </BrandTheme>
    </ThemeProvider>
  );
};

/** Where a story navigated to, so play functions can assert it. */
function NavigatedAway() {
  const { pathname, search, hash } = useLocation();
  return (
    <main>
      <p data-testid="navigated-to">Navigated to {pathname + search + hash}</p>
    </main>
  );
}

/**
 * A memory router configured by `parameters.route`: the story renders at `path` (default: any),
 * starting at `url`; navigating elsewhere shows where it went.
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  // Flows render the app's own router; they set `route: false`.
  if (parameters.route === false) return <Story />;
  const route = (parameters.route ?? {}) as RouteParameters;
  return (
    <MemoryRouter initialEntries={[route.url ?? route.path ?? '/']}>
      <Routes>
        <Route path={route.path ?? '*'} element={<Story />} />
        {route.path && <Route path="*" element={<NavigatedAway />} />}
      </Routes>
    </MemoryRouter>
  );
};

/** Every story gets its own SWR cache, or data leaks from one story into the next. */
export const withFreshSwr: Decorator = (Story, { id }) => (
  <SWRConfig key={id} value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
    <Story />
  </SWRConfig>
);

function CartProvider({ items, children }: { items: CartItem[]; children: React.ReactNode }) {
  const store = useMemo(
    () => createCartStore(createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(items) }), undefined),
    [items],
  );
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** A cart of its own per story, seeded from `parameters.cart`. */
export const withCart: Decorator = (Story, { parameters }) => (
  <CartProvider items={(parameters.cart as CartItem[] | undefined) ?? []}>
    <Story />
  </CartProvider>
);

function WishlistProvider({ items, children }: { items: WishlistItem[]; children: React.ReactNode }) {
  const store = useMemo(
    () =>
      createWishlistStore(createMemoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify(items) }), undefined),
    [items],
  );
  return <WishlistContext.Provider value={store}>{children}</WishlistContext.Provider>;
}

/** A wishlist of its own per story, seeded from `parameters.wishlist`. */
export const withWishlist: Decorator = (Story, { parameters }) => (
  <WishlistProvider items={(parameters.wishlist as WishlistItem[] | undefined) ?? []}>
    <Story />
  </WishlistProvider>
);

/**
 * The session: `parameters.session` 'signed-in' stores a token before the story renders (the
 * account info then comes from the MSW handlers); anything else starts signed out.
 */
export const withSession: Decorator = (Story) => (
  <SessionProvider>
    <Story />
  </SessionProvider>
);
