import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BottomBar } from '../../src/components/bottom-bar.tsx';

const meta = {
  title: 'Layout/BottomBar',
  component: BottomBar,
  args: { cartCount: 3 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { route: { path: '*', url: '/' } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick links' });
    await expect(nav).toBeVisible();
    await expect(nav.querySelectorAll('a')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Category' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('3');
    await expect(getComputedStyle(nav).position).toBe('fixed');
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
