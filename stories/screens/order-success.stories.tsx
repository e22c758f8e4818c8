import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import OrderSuccessRoute from '../../src/app/routes/order-success.tsx';
import { orderSuccessTexts as texts } from '../../src/screens/order-success/order-success-view.tsx';

const ORDER_ID = 'b7e2c1a4-5d3f-4e8a-9c1b-2f6a8d4e0c13';

// These stories render the route module `src/app/routes/order-success.tsx` against the MSW handlers, and
// with it the views in src/screens/order-success/: order-success-view.
const meta = {
  title: 'Screens/OrderSuccess',
  component: OrderSuccessRoute,
  parameters: { route: { path: '/order-success', url: `/order-success?orderId=${ORDER_ID}` } },
} satisfies Meta<typeof OrderSuccessRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByTestId('order-id')).toHaveTextContent(ORDER_ID);
    await expect(canvas.getByRole('link', { name: texts.track })).toHaveAttribute(
      'href',
      `/track-order?id=${ORDER_ID}`,
    );
    await expect(canvas.getByRole('link', { name: texts.continue })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('link', { name: texts.orders }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /orders');
  },
};

export const WithoutOrderId: Story = {
  parameters: { route: { path: '/order-success', url: '/order-success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.queryByTestId('order-id')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: texts.orders })).toHaveAttribute('href', '/orders');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
