import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentProgress } from '../../src/components/payment-progress.tsx';
import { paymentStateTexts as texts } from '../../src/domain/payment-status.ts';

// A Pending order's payment on the order pages (My Orders, order success); the routes keep it live.
const meta = {
  title: 'Components/PaymentProgress',
  component: PaymentProgress,
  parameters: { layout: 'padded' },
  args: { status: 'pending' },
} satisfies Meta<typeof PaymentProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  };

export const Waiting: Story = { play: says(`${texts.waiting} ${texts.ordersWaitingHint}`) };
export const Paid: Story = { args: { status: 'paid' }, play: says(texts.paid) };
export const Declined: Story = {
  args: { status: 'failed' },
  play: says(`${texts.failedTitle}. ${texts.notTaken}`),
};
export const Expired: Story = {
  args: { status: 'expired' },
  play: says(`${texts.expiredTitle}. ${texts.notTaken}`),
};
/** Money arrived that the owner must look at: nothing more to pay. */
export const UnderReview: Story = {
  args: { status: 'pending', review: true },
  play: says(texts.reviewTitle),
};
