import type { APIRequestContext, Page } from '@playwright/test';
import { CART_STORAGE_KEY, type CartItem } from '../src/domain/cart.ts';
import { WISHLIST_STORAGE_KEY, type WishlistItem } from '../src/state/wishlist.ts';
import { createAccount, expect, livePage, test, useToken, SERVER_ONLY } from './support/fixtures.ts';
import { FLOOR_CLEANER, GLOVES, placeOrderByApi, productId } from './support/shopper.ts';

/**
 * The sweep: every route at a small phone, a common phone and a desktop, signed out and signed
 * in, with an empty cart and then a full one (three lines, 120 of one, a saved product). No page
 * may be wider than its window, and on touch screens every tap target is at least 44 x 44 px
 * (WCAG 2.5.5; a link that is a word in a sentence is exempt, as the guideline allows).
 */
const ROUTES = [
  '/',
  '/products',
  '/products?category=household%20supplies&page=2',
  '/product/{gloves}',
  '/cart',
  '/wishlist',
  '/quick-order',
  '/track-order',
  '/contact',
  '/order-success',
  '/terms',
  '/about',
  '/no-such-page',
];
const SIGNED_OUT = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=x',
  '/confirm-email?token=x',
  '/verify-email?token=x',
];
const SIGNED_IN = ['/account', '/orders', '/checkout', '/payment?orderId={order}'];

/**
 * The phones' widths share one page: the shop's layout follows the width in CSS alone (no script
 * reads it), so each route is loaded once and pictured at each width by resizing the window.
 */
const SCREENS = [
  { widths: [320, 390], touch: true },
  { widths: [1280], touch: false },
] as const;

const MIN_TARGET = 44;

/** Everything wider than the window, and (on touch) every tap target under 44 px, in words. */
function problems(page: Page, touch: boolean): Promise<string[]> {
  return page.evaluate(
    ({ touch, min }) => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
          .slice(0, 3)
          .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className)}">`);
        found.push(`${root.scrollWidth}px wide in a ${root.clientWidth}px window: ${wide.join(' ')}`);
      }
      if (!touch) return found;
      const targets = document.querySelectorAll(
        'a[href], button, select, input, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], summary',
      );
      for (const el of targets) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        // A word in a sentence is exempt: an inline link with other words beside it.
        const around = (el.parentElement?.textContent ?? '').trim();
        if (
          getComputedStyle(el).display === 'inline' &&
          around.length > (el.textContent ?? '').trim().length + 3
        )
          continue;
        // What a finger hits: a control's label, a text input's field.
        const target =
          el.closest('label') ??
          (el.matches('input, textarea') ? el.closest('.rt-TextFieldRoot, .rt-TextAreaRoot') : null) ??
          el;
        const box = target.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
          found.push(
            `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" is ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
        }
      }
      return found;
    },
    { touch, min: MIN_TARGET },
  );
}

async function fullCart(request: APIRequestContext): Promise<{ cart: CartItem[]; wishlist: WishlistItem[] }> {
  const gloves = await productId(request, GLOVES);
  const cleaner = await productId(request, FLOOR_CLEANER);
  const line = (id: string, name: string, quantity: number, size?: string): CartItem => ({
    id,
    name,
    image: '',
    price: 399,
    quantity,
    ...(size ? { selectedSize: size } : {}),
  });
  return {
    cart: [line(gloves, GLOVES, 120, 'M'), line(gloves, GLOVES, 3, 'L'), line(cleaner, FLOOR_CLEANER, 9)],
    wishlist: [
      { id: cleaner, name: FLOOR_CLEANER, image: '', price: 199, category: '', sizes: [], colors: [] },
    ],
  };
}

for (const { widths, touch } of SCREENS) {
  for (const signedIn of [false, true]) {
    test(
      `no overflow${touch ? ' and 44 px tap targets' : ''} at ${widths.join(' and ')} px, ${signedIn ? 'signed in' : 'signed out'}`,
      { tag: SERVER_ONLY },
      async ({ browser, request, baseURL }) => {
        const context = await browser.newContext({
          baseURL,
          viewport: { width: widths[0], height: 800 },
          hasTouch: touch,
          isMobile: touch,
          reducedMotion: 'reduce',
        });
        try {
          const routes = [...ROUTES, ...(signedIn ? SIGNED_IN : SIGNED_OUT)];
          const gloves = await productId(request, GLOVES);
          let order = '';
          if (signedIn) {
            const account = await createAccount(request, `sweep-${widths[0]}`);
            await useToken(context, baseURL!, account.token);
            order = await placeOrderByApi(request, account.token, gloves, 'M');
            // A finished order too: My Orders folds its timeline (a summary to tap).
            const cancelled = await placeOrderByApi(request, account.token, gloves, 'M');
            const res = await request.post(`/api/v1/orders/${cancelled}/cancel`, {
              headers: { Authorization: `Bearer ${account.token}` },
              data: { reason: 'Ordered by mistake' },
            });
            expect(res.status(), await res.text()).toBe(200);
          }
          const page = livePage(await context.newPage());
          const found: string[] = [];
          const sweep = async (state: string) => {
            for (const route of routes) {
              const path = route.replace('{gloves}', gloves).replace('{order}', order);
              await page.goto(path);
              for (const width of widths) {
                await page.setViewportSize({ width, height: 800 });
                for (const problem of await problems(page, touch))
                  found.push(`${path} at ${width} px (${state}): ${problem}`);
              }
            }
          };
          await sweep('empty cart');
          const { cart, wishlist } = await fullCart(request);
          await page.evaluate(
            ([cartKey, cartValue, wishlistKey, wishlistValue]) => {
              localStorage.setItem(cartKey!, cartValue!);
              localStorage.setItem(wishlistKey!, wishlistValue!);
            },
            [CART_STORAGE_KEY, JSON.stringify(cart), WISHLIST_STORAGE_KEY, JSON.stringify(wishlist)],
          );
          await sweep('full cart');
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
}
