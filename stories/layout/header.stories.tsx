import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SiteHeader } from '../../src/app/layouts/main-layout.tsx';
import { Header } from '../../src/components/header.tsx';
import { WishlistSync } from '../../src/app/wishlist-sync.tsx';
import { makeCartItem, makeWishlistItem } from '../../src/mocks/factories.ts';
import { products } from '../../src/mocks/fixtures/products.ts';
import { wishlistHandlers } from '../../src/mocks/handlers/wishlist.ts';
import { storeInfo } from '../../src/mocks/fixtures/store-info.ts';
import { themeTexts } from '../../src/domain/theme.ts';

const STORE_NAME = storeInfo.storeName as string;

const meta = {
  title: 'Layout/Header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: STORE_NAME })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'HouseHold Supplies' })).toHaveAttribute(
      'href',
      '/products?category=household%20supplies',
    );
    await expect(canvas.getByRole('link', { name: 'Packaging & Shipping Products' })).toHaveAttribute(
      'href',
      '/products?category=packaging%20%26%20shipping%20products',
    );
    await expect(canvas.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/quick-order');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const WithCartItems: Story = {
  parameters: {
    cart: [makeCartItem({ id: 'a', quantity: 2 }), makeCartItem({ id: 'b', quantity: 1 })],
  },
  play: async ({ canvas }) => {
    const cart = await canvas.findByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveTextContent('3');
  },
};

/** The cart's and wishlist's badges with one, nine or more than 99 ('99+', in the link's name too). */
const badgeStory = (count: number, shown: string, name: string): Story => ({
  render: () => (
    <Header
      storeName="Gupta Supply Co."
      categories={['Cleaning', 'Kitchen']}
      cartCount={count}
      wishlistCount={count}
      signedIn
    />
  ),
  play: async ({ canvas }) => {
    const cart = canvas.getByRole('link', { name });
    await expect(cart).toHaveTextContent(shown);
    // The badge sits on its icon, inside the page.
    const badge = within(cart).getByText(shown).getBoundingClientRect();
    const box = cart.getBoundingClientRect();
    await expect(badge.left).toBeGreaterThan(box.left);
    await expect(badge.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

export const BadgeOne: Story = badgeStory(1, '1', 'Cart, 1 item');
export const BadgeNine: Story = badgeStory(9, '9', 'Cart, 9 items');
export const BadgeOverNinetyNine: Story = badgeStory(123, '99+', 'Cart, 99+ items');

/** The heart leads to the wishlist and counts what is saved (from 768 px; phones have it in the bottom bar). */
export const WithWishlist: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    wishlist: [makeWishlistItem({ id: 'a' }), makeWishlistItem({ id: 'b' })],
  },
  play: async ({ canvas }) => {
    const wishlist = await canvas.findByRole('link', { name: 'Wishlist, 2 products' });
    await expect(wishlist).toHaveAttribute('href', '/wishlist');
    await expect(wishlist).toHaveTextContent('2');
    await expect(wishlist).toBeVisible();
  },
};

/** Signed in, the account's saved products (kept by the server) reach the header's count. */
export const SignedInWishlistFromAccount: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { session: 'signed-in', wishlist: [makeWishlistItem({ id: String(products[0]!.id) })] },
  beforeEach({ msw }) {
    msw.use(...wishlistHandlers([String(products[1]!.id), String(products[2]!.id)]));
  },
  render: () => (
    <>
      <SiteHeader />
      <WishlistSync />
    </>
  ),
  play: async ({ canvas }) => {
    // Two on the account, one in this browser: merged at sign-in.
    await expect(await canvas.findByRole('link', { name: 'Wishlist, 3 products' })).toBeVisible();
  },
};

/** Only three of the store's categories make it into the header. */
export const ManyCategories: Story = {
  args: {},
  render: () => (
    <Header
      storeName="Gupta Supply Co."
      categories={['Cleaning', 'Kitchen', 'Packaging', 'Office']}
      cartCount={1}
      signedIn={false}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Packaging' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Office' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent, step }) => {
    const menu = await canvas.findByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The bottom bar carries the wishlist on phones.
    await expect(canvas.queryByRole('link', { name: /^Wishlist/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'HouseHold Supplies' })).not.toBeInTheDocument();
    await step('open the menu', async () => {
      await userEvent.click(menu);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() =>
        expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBeVisible(),
      );
      await expect(await canvas.findByRole('link', { name: 'HouseHold Supplies' })).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Packaging & Shipping Products' })).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'All Products' })).toBeVisible();
      // On phones the quick-order pad is a link in the menu, not an icon in the bar.
      await expect(canvas.getAllByRole('link', { name: 'Quick order' })).toHaveLength(1);
      await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: themeTexts.toDark })).toBeVisible();
    });
    await step('following a link closes it', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'All Products' }));
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** The presentational header past 20 px of scroll: solid background and a shadow. */
export const Scrolled: Story = {
  render: () => (
    <Header
      storeName="Gupta Supply Co."
      categories={['HouseHold Supplies', 'Packaging & Shipping Products']}
      cartCount={0}
      signedIn={false}
      scrolled
    />
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    const style = getComputedStyle(banner);
    await expect(style.boxShadow).not.toBe('none');
    const page = getComputedStyle(banner.closest('.radix-themes') ?? document.body).backgroundColor;
    await expect(style.backgroundColor).toBe(page);
  },
};

/** The wired header at the top of a long page, then scrolled past 20 px. */
export const ScrollingTurnsOpaque: Story = {
  render: () => (
    <>
      <SiteHeader />
      <div style={{ height: 2000 }} />
    </>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await expect(getComputedStyle(banner).boxShadow).toBe('none');
    window.scrollTo(0, 100);
    await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).toHaveAttribute('data-scrolled', 'false'));
  },
};

/**
 * The theme toggle: a moon in light (to dark), a sun in dark (to light); the pick is kept in the
 * `theme` cookie, which the server reads to render the next page in it.
 */
export const ThemeToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const toDark = await canvas.findByRole('button', { name: themeTexts.toDark });
    await userEvent.click(toDark);
    await expect(await canvas.findByRole('button', { name: themeTexts.toLight })).toBeVisible();
    await expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(canvas.getByRole('button', { name: themeTexts.toLight }));
    await expect(document.cookie).toMatch(/(^|; )theme=light(;|$)/);
    await expect(document.documentElement).not.toHaveClass('dark');
    document.cookie = 'theme=; Path=/; Max-Age=0';
  },
};

export const ThemeToggleInDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: themeTexts.toLight })).toBeVisible();
  },
};
