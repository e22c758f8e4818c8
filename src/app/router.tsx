import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout } from './layouts/bare-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireAuthOutlet } from './require-auth.tsx';
import { ScrollToTop } from './layouts/scroll-to-top.tsx';
import { HydrationMark } from '../components/use-hydrated.ts';
import { SimpleRouteHead, type SimpleHead } from './route-head.tsx';
import type { ServerData } from './server-render.ts';
import { fetchStoreInfo, storeInfoKey } from '../api/store-info.ts';

/**
 * A route module (src/app/routes/*.tsx): its screen, and `serverData` when the shop's server
 * renders the page (src/entry-server.tsx); pages without it render in the browser only.
 */
export interface RouteModule {
  default: ComponentType;
  serverData?: ServerData;
}

// One chunk per screen; the keys name the source file, which the server looks up in the build
// manifest to preload the chunk (and its CSS) of the page it renders.
const screens = import.meta.glob<RouteModule>('./routes/*.tsx');

/** What the router's routes carry in `handle` for the server's render and for hydration. */
export interface RouteHandle {
  /** A screen's module: its source path (as the build manifest names it) and its loader. */
  screen?: { module: string; load: () => Promise<RouteModule> };
  /** Data a layout needs on every page it frames (a screen declares its own in its module). */
  serverData?: ServerData;
}

/**
 * Each screen is its own chunk: the first load carries only the layouts and the page it shows.
 * A screen whose chunk has arrived (preloaded, or rendered before) renders at once, which the
 * server's render and the browser's hydration rely on; one still loading suspends, and the
 * router's navigations are transitions, so the page on screen stays until the next one is ready.
 */
function page(name: string, extra: Omit<RouteObject, 'element' | 'children'> = {}, head?: SimpleHead) {
  const file = `./routes/${name}.tsx`;
  const load = screens[file];
  if (!load) throw new Error(`No route module ${file}`);
  let Loaded: ComponentType | undefined;
  const loaded = () => load().then((m) => ((Loaded = m.default), m));
  const Lazy = lazy(loaded);
  function Page() {
    return (
      <>
        {head && <SimpleRouteHead {...head} />}
        {Loaded ? <Loaded /> : <Lazy />}
      </>
    );
  }
  const handle: RouteHandle = { screen: { module: `src/app/routes/${name}.tsx`, load: loaded } };
  return { ...extra, element: <Page />, handle } as RouteObject;
}

/** The store's name, logo and categories frame every page of the main layout; the name and logo the sign-in pages'. */
const layoutData: ServerData = async ({ load }) => {
  await load(storeInfoKey, fetchStoreInfo);
};

/** A signed-out visitor of a protected page is sent to /login from the browser (RequireAuth). */
const signedInOnly: ServerData = ({ signedIn }) => Promise.resolve(signedIn ? undefined : false);

/** The route table of spec section 2, and the pages of our extensions (/wishlist, /reset-password, ...). */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    ),
    children: [
      {
        element: <MainLayout />,
        handle: { serverData: layoutData } satisfies RouteHandle,
        children: [
          page('home', { index: true }),
          page('products', { path: 'products' }),
          page('product-detail', { path: 'product/:id' }),
          page('cart', { path: 'cart' }, { title: 'Shopping Cart' }),
          page('wishlist', { path: 'wishlist' }, { title: 'My Wishlist', noindex: true }),
          page('track-order', { path: 'track-order' }, { title: 'Track Your Order' }),
          page('quick-order', { path: 'quick-order' }, { title: 'Quick order', noindex: true }),
          page('contact', { path: 'contact' }, { title: 'Contact Us' }),
          page('api-test', { path: 'api-test' }, { title: 'API Test', noindex: true }),
          page('order-success', { path: 'order-success' }, { title: 'Order placed', noindex: true }),
          page('stock-alert', { path: 'stock-alert' }, { title: 'Back-in-stock alert', noindex: true }),
          page('not-found', { path: '404' }, { title: 'Page not found', noindex: true }),
          {
            element: <RequireAuthOutlet />,
            handle: { serverData: signedInOnly } satisfies RouteHandle,
            children: [
              page('account', { path: 'account' }, { title: 'My Account', noindex: true }),
              page('checkout', { path: 'checkout' }, { title: 'Checkout', noindex: true }),
              page('orders', { path: 'orders' }, { title: 'My Orders', noindex: true }),
              page('payment', { path: 'payment' }, { title: 'Payment', noindex: true }),
            ],
          },
          // Policy slugs; reserved words and unknown slugs go to /404 from inside the policy route.
          page('policy', { path: ':policyType' }),
          page('not-found', { path: '*' }, { title: 'Page not found', noindex: true }),
        ],
      },
      // A document to read and print: no shop header, footer or bottom bar around it (and so the
      // live-page mark the layouts carry is set here).
      {
        element: (
          <>
            <HydrationMark />
            <Outlet />
          </>
        ),
        children: [
          page('invoice', { path: 'invoice' }, { title: 'Tax invoice', noindex: true }),
          page('quotation', { path: 'quotation' }, { title: 'Quotation', noindex: true }),
        ],
      },
      {
        element: <BareLayout />,
        handle: { serverData: layoutData } satisfies RouteHandle,
        children: [
          page('login', { path: 'login' }, { title: 'Sign in', noindex: true }),
          page('register', { path: 'register' }, { title: 'Create an account', noindex: true }),
          page('forgot-password', { path: 'forgot-password' }, { title: 'Forgot password', noindex: true }),
          page('reset-password', { path: 'reset-password' }, { title: 'Reset password', noindex: true }),
          page(
            'confirm-email',
            { path: 'confirm-email' },
            { title: 'Confirm your e-mail address', noindex: true },
          ),
          page(
            'verify-email',
            { path: 'verify-email' },
            { title: 'Confirm your e-mail address', noindex: true },
          ),
        ],
      },
    ],
  },
];

/** The app's routes; render inside a router (BrowserRouter, StaticRouter, MemoryRouter). */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(appRoutes)}</Suspense>;
}

/** The routes a path matches, outermost first, with their handles. */
export const matchPage = (pathname: string) =>
  (matchRoutes(appRoutes, pathname) ?? []).map(({ route, params }) => ({
    params,
    handle: route.handle as RouteHandle | undefined,
  }));

/** Loads the screens a path shows, so that they render without suspending (server render, hydration). */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(matchPage(pathname).map(({ handle }) => handle?.screen?.load()));
}
