import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceTiers } from '../../src/components/price-tiers.tsx';

// The example: ₹12 each, ₹10.80 from 50, ₹9.60 from 200.
const meta = {
  title: 'Components/PriceTiers',
  component: PriceTiers,
  parameters: { layout: 'padded' },
  args: {
    price: 12,
    tiers: [
      { minQuantity: 50, price: 10.8 },
      { minQuantity: 200, price: 9.6 },
    ],
    quantity: 1,
  },
} satisfies Meta<typeof PriceTiers>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const current = (canvas: HTMLElement) =>
  rows(canvas).findIndex((r) => r.getAttribute('aria-current') === 'true');

/** Below the first tier: the product's own price is "your price", and the next tier is offered. */
export const NoTierReached: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(rows(canvasElement).map((r) => r.textContent)).toEqual([
      '1–49Your price₹12',
      '50–199₹10.80',
      '200+₹9.60',
    ]);
    await expect(current(canvasElement)).toBe(0);
    await expect(canvas.getByTestId('next-tier')).toHaveTextContent('Buy 50 or more and pay ₹10.80 each');
  },
};

/** 75 reach the middle tier; 200 are one step away. */
export const MiddleTier: Story = {
  args: { quantity: 75 },
  play: async ({ canvas, canvasElement }) => {
    await expect(current(canvasElement)).toBe(1);
    await expect(canvas.getByTestId('next-tier')).toHaveTextContent('Buy 200 or more and pay ₹9.60 each');
  },
};

/** The top tier: nothing more to offer. */
export const TopTier: Story = {
  args: { quantity: 500 },
  play: async ({ canvas, canvasElement }) => {
    await expect(current(canvasElement)).toBe(2);
    await expect(canvas.queryByTestId('next-tier')).not.toBeInTheDocument();
  },
};

/** On sale below a tier's price: each row shows what is really paid, never more than the sale. */
export const OnSale: Story = {
  args: { price: 11, quantity: 60 },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).map((r) => r.lastChild?.textContent)).toEqual([
      '₹11',
      '₹10.80',
      '₹9.60',
    ]);
  },
};

/** No tiers: nothing is shown. */
export const NoTiers: Story = {
  args: { tiers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="price-tiers"]')).toBeNull();
  },
};
