import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { BareLayout } from './layouts/bare-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RequireAuthOutlet } from './require-auth.tsx';
import { ScrollToTop } from './layouts/scroll-to-top.tsx';

type RouteModule = Promise<{ default: ComponentType }>;

/** Each screen is its own chunk: the first load carries only the layouts and the page it shows. */
const page = (load: () => RouteModule) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table of spec section 2 (plus /wishlist, /forgot-password and /reset-password). */
export const appRoutes: RouteObject[] = [
  {
    // The first screen's chunk loads before anything renders; a blank page beats a flash of another.
    HydrateFallback: () => null,
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
          { index: true, ...page(() => import('./routes/home.tsx')) },
          { path: 'products', ...page(() => import('./routes/products.tsx')) },
          { path: 'product/:id', ...page(() => import('./routes/product-detail.tsx')) },
          { path: 'cart', ...page(() => import('./routes/cart.tsx')) },
          { path: 'wishlist', ...page(() => import('./routes/wishlist.tsx')) },
          { path: 'track-order', ...page(() => import('./routes/track-order.tsx')) },
          { path: 'contact', ...page(() => import('./routes/contact.tsx')) },
          { path: 'api-test', ...page(() => import('./routes/api-test.tsx')) },
          { path: 'order-success', ...page(() => import('./routes/order-success.tsx')) },
          { path: '404', ...page(() => import('./routes/not-found.tsx')) },
          {
            element: <RequireAuthOutlet />,
            children: [
              { path: 'account', ...page(() => import('./routes/account.tsx')) },
              { path: 'checkout', ...page(() => import('./routes/checkout.tsx')) },
              { path: 'orders', ...page(() => import('./routes/orders.tsx')) },
              { path: 'payment', ...page(() => import('./routes/payment.tsx')) },
            ],
          },
          // Policy slugs; reserved words and unknown slugs go to /404 from inside the policy route.
          { path: ':policyType', ...page(() => import('./routes/policy.tsx')) },
          { path: '*', ...page(() => import('./routes/not-found.tsx')) },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'login', ...page(() => import('./routes/login.tsx')) },
          { path: 'register', ...page(() => import('./routes/register.tsx')) },
          { path: 'forgot-password', ...page(() => import('./routes/forgot-password.tsx')) },
          { path: 'reset-password', ...page(() => import('./routes/reset-password.tsx')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(appRoutes);
