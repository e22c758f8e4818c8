import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomBar } from '../../src/components/bottom-bar.tsx';

const meta = {
  title: 'Layout/BottomBar',
  component: BottomBar,
  args: { cartCount: 3, wishlistCount: 2 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { route: { path: '*', url: '/' } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(nav).toBeVisible();
    await expect(nav.querySelectorAll('a')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    const wishlist = canvas.getByRole('link', { name: 'Wishlist, 2 products' });
    await expect(wishlist).toHaveAttribute('href', '/wishlist');
    await expect(wishlist).toHaveTextContent('2');
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('3');
    await expect(getComputedStyle(nav).position).toBe('fixed');
  },
};

/** Nothing saved: the heart has no count, and the link still says how many. */
export const EmptyWishlist: Story = {
  args: { cartCount: 0, wishlistCount: 0 },
  play: async ({ canvas }) => {
    const wishlist = canvas.getByRole('link', { name: 'Wishlist, 0 products' });
    await expect(within(wishlist).queryByText('0')).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('link', { name: 'Cart, 0 items' })).queryByText('0'),
    ).not.toBeInTheDocument();
  },
};

export const OnCart: Story = {
  args: { cartCount: 1 },
  parameters: { route: { path: '*', url: '/cart' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** From 768px wide the header carries the navigation and the bar is hidden. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  },
};
