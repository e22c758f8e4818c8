import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { paymentStatusAnswer } from '../../src/contract/payment.ts';
import { paymentStatuses, testBank } from '../../src/mocks/fixtures/payments.ts';
import { watchTexts } from '../../src/screens/payment/payment-texts.ts';
import { PaymentWatch } from '../../src/screens/payment/payment-watch.tsx';

const status = (key: keyof typeof paymentStatuses) => paymentStatusAnswer.parse(paymentStatuses[key]);

/**
 * The card under the UPI QR (and over a UPI app): what is paid, to whom, for which order, and what
 * the bank has said, by how long the shopper has waited. The flows are in Screens/Payment.
 */
const meta = {
  title: 'Screens/Payment/Watching the payment',
  component: PaymentWatch,
  args: {
    orderId: 'ORD-7K2M9XQ4',
    status: status('pending'),
    phase: 'waiting',
    onPayAgain: fn(),
    onChooseMethod: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentWatch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payment-amount')).toHaveTextContent('₹1,249.50');
    await expect(canvas.getByTestId('payment-payee')).toHaveTextContent(
      'Gupta Supply Co. · guptasupply@okaxis',
    );
    await expect(canvas.getByText('ORD-7K2M9XQ4')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(watchTexts.waiting);
  },
};

/** Before the first answer: the figures wait, the page says it is waiting. */
export const FirstAnswerPending: Story = {
  args: { status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('payment-amount')).toHaveTextContent('…');
    await expect(canvas.getByRole('status')).toHaveTextContent(watchTexts.waiting);
  },
};

/** After a minute. */
export const StillWaiting: Story = {
  args: { phase: 'still-waiting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(watchTexts.stillWaiting);
    await expect(canvas.queryByRole('button', { name: watchTexts.payAgain })).not.toBeInTheDocument();
  },
};

/** After ten minutes: pay again (the same open payment) or choose another method. */
export const OfferChoices: Story = {
  args: { phase: 'offer-choices' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(watchTexts.longTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: watchTexts.payAgain }));
    await expect(args.onPayAgain).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: watchTexts.chooseMethod }));
    await expect(args.onChooseMethod).toHaveBeenCalledOnce();
  },
};

export const PayingAgain: Story = {
  args: { phase: 'offer-choices', retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: watchTexts.retrying })).toBeDisabled();
  },
};

export const Declined: Story = {
  args: { status: status('failed') },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(watchTexts.failedTitle);
    await expect(within(alert).getByRole('button', { name: watchTexts.chooseMethod })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { status: status('expired') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(watchTexts.expiredTitle);
  },
};

export const Paid: Story = {
  args: { status: status('paid') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(watchTexts.paid);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Money arrived that the owner must check: no second payment is asked for. */
export const UnderReview: Story = {
  args: { status: status('review'), phase: 'offer-choices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(watchTexts.reviewTitle);
    await expect(canvas.queryByRole('button', { name: watchTexts.payAgain })).not.toBeInTheDocument();
  },
};

/** Test mode: the sandbox bank, for this payment, in a new tab. */
export const WithTestBank: Story = {
  args: { testBank },
  play: async ({ canvas }) => {
    const form = canvas.getByTestId('test-bank');
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: watchTexts.testBank })).toBeVisible();
  },
};
