import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UpiQrCode } from '../../src/components/upi-qr-code.tsx';
import { buildUpiLink } from '../../src/domain/upi.ts';

// src/components/upi-qr-code: the payment page's QR (src/screens/payment/qr-result) and the
// account's "Scan to pay" (src/screens/account/upi-qr-dialog) draw with it.
const meta = {
  title: 'Components/UpiQrCode',
  component: UpiQrCode,
  args: {
    value: buildUpiLink({
      payeeVpa: 'guptasupply@okaxis',
      payeeName: 'Gupta Supply Co.',
      amountRupees: 2495,
      note: 'Order ORD-5B7K3N2W',
      reference: 'PAY7KQ2M9XW4HB',
    }),
    size: 224,
    label: 'UPI QR code for order ORD-5B7K3N2W',
    testId: 'upi-qr',
  },
} satisfies Meta<typeof UpiQrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A upi://pay link drawn as a QR code, on white in either theme, named for a screen reader. */
export const Drawn: Story = {
  play: async ({ canvas }) => {
    const code = await canvas.findByRole('img', { name: 'UPI QR code for order ORD-5B7K3N2W' });
    await expect(code).toBeVisible();
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(code).toHaveAttribute('width', '224');
  },
};

/** A gateway that sends its own picture of the code: shown as it is, with the same name. */
export const GivenImage: Story = {
  args: {
    value: undefined,
    imageSrc:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>',
      ),
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'UPI QR code for order ORD-5B7K3N2W' });
    await expect(image.tagName.toLowerCase()).toBe('img');
    await expect(image).toHaveAttribute('width', '224');
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  },
};
