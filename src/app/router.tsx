import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { BareLayout } from './layouts/bare-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireAuthOutlet } from './require-auth.tsx';
import { ScrollToTop } from './layouts/scroll-to-top.tsx';

type RouteModule = { default: ComponentType };

// One chunk per screen; the keys name the source file, which the server looks up in the build
// manifest to preload the chunk (and its CSS) of the page it renders.
const screens = import.meta.glob<RouteModule>('./routes/*.tsx');

interface Screen {
  /** The route module's source path, as the build manifest names it. */
  module: string;
  preload: () => Promise<unknown>;
}

const routeScreens = new WeakMap<RouteObject, Screen>();

/**
 * Each screen is its own chunk: the first load carries only the layouts and the page it shows.
 * A screen whose chunk has arrived (preloaded, or rendered before) renders at once, which the
 * server's render and the browser's hydration rely on; one still loading suspends, and the
 * router's navigations are transitions, so the page on screen stays until the next one is ready.
 */
function page(name: string, extra: Omit<RouteObject, 'element' | 'children'> = {}) {
  const file = `./routes/${name}.tsx`;
  const load = screens[file];
  if (!load) throw new Error(`No route module ${file}`);
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      Loaded = m.default;
    });
  const Lazy = lazy(() => load().then((m) => ((Loaded = m.default), m)));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const route = { ...extra, element: <Page /> } as RouteObject;
  routeScreens.set(route, { module: `src/app/routes/${name}.tsx`, preload });
  return route;
}

/** The route table of spec section 2 (plus /wishlist, /forgot-password and /reset-password). */
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
        children: [
          page('home', { index: true }),
          page('products', { path: 'products' }),
          page('product-detail', { path: 'product/:id' }),
          page('cart', { path: 'cart' }),
          page('wishlist', { path: 'wishlist' }),
          page('track-order', { path: 'track-order' }),
          page('contact', { path: 'contact' }),
          page('api-test', { path: 'api-test' }),
          page('order-success', { path: 'order-success' }),
          page('not-found', { path: '404' }),
          {
            element: <RequireAuthOutlet />,
            children: [
              page('account', { path: 'account' }),
              page('checkout', { path: 'checkout' }),
              page('orders', { path: 'orders' }),
              page('payment', { path: 'payment' }),
            ],
          },
          // Policy slugs; reserved words and unknown slugs go to /404 from inside the policy route.
          page('policy', { path: ':policyType' }),
          page('not-found', { path: '*' }),
        ],
      },
      {
        element: <BareLayout />,
        children: [
          page('login', { path: 'login' }),
          page('register', { path: 'register' }),
          page('forgot-password', { path: 'forgot-password' }),
          page('reset-password', { path: 'reset-password' }),
        ],
      },
    ],
  },
];

/** The app's routes; render inside a router (BrowserRouter, StaticRouter, MemoryRouter). */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(appRoutes)}</Suspense>;
}

/** The screens a path shows (usually one), with their source modules. */
export function routeModules(pathname: string): string[] {
  return (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => {
    const screen = routeScreens.get(route);
    return screen ? [screen.module] : [];
  });
}

/** Loads the screens a path shows, so that they render without suspending (server render, hydration). */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => routeScreens.get(route)?.preload()));
}
