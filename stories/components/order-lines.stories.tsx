import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderLines } from '../../src/components/order-line-name.tsx';
import { order } from '../../src/contract/order.ts';
import { deliveredOrder } from '../../src/mocks/fixtures/orders.ts';

const { items } = order.parse(deliveredOrder);

const meta = {
  title: 'Components/OrderLines',
  component: OrderLines,
  args: { items, lineTestId: 'line' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each line as the warehouse packs it: two sizes of one product are two lines, with 'quantity x price'. */
export const SizesAndColours: Story = {
  play: async ({ canvas }) => {
    const lines = canvas.getAllByTestId('line');
    await expect(lines).toHaveLength(3);
    await expect(within(lines[0]!).getByTestId('order-line-variant')).toHaveTextContent(
      'Size: M · Colour: Blue',
    );
    await expect(within(lines[1]!).getByTestId('order-line-variant')).toHaveTextContent(
      'Size: L · Colour: Black',
    );
    await expect(lines[0]).toHaveTextContent(/1 x ₹\d/);
  },
};
