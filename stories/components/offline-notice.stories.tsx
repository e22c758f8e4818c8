import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice, offlineTexts } from '../../src/components/offline-notice.tsx';

const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above every page while the shopper has no signal (the layouts show it). */
export const Browsing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${offlineTexts.title} ${offlineTexts.browsing}`,
    );
  },
};

/** At checkout: the order waits for a connection, and nothing typed is lost. */
export const Checkout: Story = {
  args: { step: 'checkout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineTexts.checkout);
  },
};

/** On the payment page: nothing has been charged. */
export const Payment: Story = {
  args: { step: 'payment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineTexts.payment);
  },
};
