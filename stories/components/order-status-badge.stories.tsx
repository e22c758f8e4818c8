import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from '../../src/components/order-status-badge.tsx';
import { ORDER_STATUS_CODES } from '../../src/domain/order-status.ts';

const meta = {
  title: 'Components/OrderStatusBadge',
  component: OrderStatusBadge,
  parameters: { layout: 'padded' },
  args: { status: 0 },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (label: string, color: string): Story['play'] =>
  async ({ canvas }) => {
    const badge = canvas.getByText(label);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-accent-color', color);
  };

export const Pending: Story = { args: { status: 0 }, play: shows('Pending', 'yellow') };
export const Processing: Story = { args: { status: 1 }, play: shows('Processing', 'blue') };
export const Shipped: Story = { args: { status: 2 }, play: shows('Shipped', 'purple') };
export const Delivered: Story = { args: { status: 3 }, play: shows('Delivered', 'green') };
export const Cancelled: Story = { args: { status: 4 }, play: shows('Cancelled', 'red') };
/** Confirmed for cash on delivery and not yet collected: 'Cash on delivery' beside the status. */
export const ProcessingCashOnDelivery: Story = {
  args: { status: 1, cashOnDelivery: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cod-badge')).toHaveTextContent('Cash on delivery');
  },
};

/** Bought on account and not yet paid: 'On account' beside the status. */
export const ProcessingOnAccount: Story = {
  args: { status: 1, onAccount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('account-badge')).toHaveTextContent('On account');
    await expect(canvas.queryByTestId('cod-badge')).not.toBeInTheDocument();
  },
};

/** Delivered and the cash collected: 'Paid', no longer 'Cash on delivery'. */
export const DeliveredCashCollected: Story = {
  args: { status: 3, cashOnDelivery: true, paid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('paid-badge')).toHaveTextContent('Paid');
    await expect(canvas.queryByTestId('cod-badge')).not.toBeInTheDocument();
  },
};

export const Unknown: Story = { args: { status: 7 }, play: shows('Unknown (7)', 'gray') };

export const AllStatuses: Story = {
  render: () => (
    <Flex gap="2" wrap="wrap">
      {[...ORDER_STATUS_CODES, 9].map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Unknown (9)']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
