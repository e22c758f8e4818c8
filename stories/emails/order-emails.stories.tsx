import type { Meta, StoryObj } from '@storybook/react-vite';
import { ewayBillTexts } from '../../src/domain/eway-bill.ts';
import { expect } from 'storybook/test';
import { emailTexts, OrderEmail, type OrderEmailData } from '../../src/emails/order-email.ts';
import { orderEmailText } from '../../src/emails/render.ts';
import { orderEmails } from '../../src/mocks/fixtures/emails.ts';

/** An order e-mail as the shopper sees it, with its plain-text part under it for mail readers without HTML. */
function EmailPreview({ data }: { data: OrderEmailData }) {
  return (
    <main>
      <OrderEmail data={data} />
      <section aria-label="Text part" style={{ maxWidth: 600, margin: '16px auto', fontFamily: 'monospace' }}>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, color: '#1c2024' }}>{orderEmailText(data)}</pre>
      </section>
    </main>
  );
}

const meta = {
  title: 'Emails/Order',
  component: EmailPreview,
  args: { data: orderEmails.placed! },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order ORD-5T9W4NB6' })).toBeVisible();
    await expect(canvas.getAllByText('Size: 10 x 12 in · Colour: White')[0]).toBeVisible();
    // Waiting for payment: the button pays.
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://shop.example.in/payment?orderId=ORD-5T9W4NB6',
    );
    // The shopper's mobile number as people write it, not as it is stored.
    await expect(canvas.getByText('+91 98200 12345')).toBeVisible();
    // By when to pay, in India's time, in both parts.
    await expect(canvas.getAllByText(/^Please pay by 6 Feb 2025, 12:15 pm\./)).toHaveLength(1);
    await expect(
      canvas.getByText(/Please pay by 6 Feb 2025, 12:15 pm\. An order not paid/, { selector: 'pre' }),
    ).toBeVisible();
  },
};

/** Where the text sits, not its cell (cells touch). */
const textBox = (element: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
};

/** A phone's mail reader is narrow: the figures still stand apart, and each keeps to one line. */
export const PlacedOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // The widest figures of their columns, side by side in one row.
    const qty = textBox(canvas.getByRole('cell', { name: '3 x ₹449.50' }));
    const amount = textBox(canvas.getByRole('cell', { name: '₹1,348.50' }));
    await expect(amount.left - qty.right).toBeGreaterThanOrEqual(8);
    for (const name of ['3 x ₹449.50', '₹1,348.50']) {
      const figure = canvas.getByRole('cell', { name });
      await expect(textBox(figure).height).toBeLessThan(
        1.5 * parseFloat(getComputedStyle(figure).fontSize) * 1.2,
      );
    }
  },
};

export const Paid: Story = {
  args: { data: orderEmails.paid! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('₹2,446.50 received by UPI.')[0]).toBeVisible();
    // Paid: the day it should arrive by, in both parts.
    await expect(canvas.getByText('Expected delivery: by Tue, 11 Feb.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(
      'Expected delivery: by Tue, 11 Feb.',
    );
    // The tax invoice, issued with the payment, comes with this e-mail as a PDF.
    await expect(
      canvas.getAllByText(
        'Your GST tax invoice INV/24-25/000131 is attached as a PDF. It is also in My Orders.',
      )[0],
    ).toBeVisible();
  },
};

/** Placed with a coupon: its row under the lines takes the discount off, and the total is after it. */
export const PaidWithCoupon: Story = {
  args: { data: orderEmails.paidWithCoupon! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Coupon WELCOME10' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '-₹200' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(
      /Coupon WELCOME10 -₹200 Total: ₹2,246\.50/,
    );
  },
};

export const ConfirmedCashOnDelivery: Story = {
  args: { data: orderEmails.confirmedCashOnDelivery! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
    await expect(
      canvas.getAllByText('Please keep ₹2,486.50 ready in cash for the courier.')[0],
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Cash on delivery fee' })).toBeVisible();
    // The text part has the fee as its own line too.
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(
      /Cash on delivery fee ₹40 Total: ₹2,486\.50/,
    );
  },
};

export const Shipped: Story = {
  args: { data: orderEmails.shipped! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Delhivery, AWB 1234567890123')[0]).toBeVisible();
    await expect(canvas.getAllByText('Expected delivery: by Tue, 11 Feb.')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track-v2/package/1234567890123',
    );
  },
};

/** A bulk order on its way: the business buyer is told the e-way bill its goods travel with. */
export const ShippedWithEwayBill: Story = {
  args: { data: orderEmails.shippedWithEwayBill! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Delhivery, AWB 1234567890123')[0]).toBeVisible();
    await expect(canvas.getAllByText('E-way bill 1812 3456 7890')[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(
      /Delhivery, AWB 1234567890123 E-way bill 1812 3456 7890/,
    );
  },
};

export const Delivered: Story = {
  args: { data: orderEmails.delivered! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your order has been delivered' }),
    ).toBeVisible();
    // Each product it held, to review on its page.
    const first = orderEmails.delivered!.reviews![0]!;
    await expect(canvas.getByRole('link', { name: `Review ${first.title}` })).toHaveAttribute(
      'href',
      first.url,
    );
  },
};

export const Cancelled: Story = {
  args: { data: orderEmails.cancelled! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reason: Ordered by mistake')[0]).toBeVisible();
    await expect(canvas.getAllByText('Nothing was charged.')[0]).toBeVisible();
  },
};

/** Six hours before the time to pay runs out (src/domain/pay-by.ts remindAt), once. */
export const PayReminder: Story = {
  args: { data: orderEmails.payReminder! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your order is waiting for payment' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^Please pay by 6 Feb 2025, 12:15 pm\./)).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://shop.example.in/payment?orderId=ORD-5T9W4NB6',
    );
  },
};

/** The shop cancelled it: the time to pay ran out (store.config.json payWithinHours). */
export const CancelledUnpaid: Story = {
  args: { data: orderEmails.cancelledUnpaid! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reason: Not paid within 24 hours')[0]).toBeVisible();
    await expect(canvas.getAllByText('Nothing was charged.')[0]).toBeVisible();
  },
};

export const CancelledAfterPayment: Story = {
  args: { data: orderEmails.cancelledAfterPayment! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/Your payment of ₹2,446.50 will be refunded/)[0]).toBeVisible();
    await expect(canvas.getAllByText(/Credit note CRN\/24-25\/000015, against invoice/)[0]).toBeVisible();
  },
};

/**
 * The shop's own e-mail (ORDER_ALERTS_TO): what to pack, what it was paid, the commands for what comes
 * next, and the counts the order left low.
 */
export const OwnerToPack: Story = {
  args: { data: orderEmails.ownerToPack! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A new order to pack' })).toBeVisible();
    await expect(canvas.getAllByText('₹2,446.50 received by UPI.')[0]).toBeVisible();
    await expect(
      canvas.getAllByText('See it in full: npm run shop -- orders show ORD-5T9W4NB6')[0],
    ).toBeVisible();
    await expect(canvas.getAllByText('Size: 10 x 12 in · Colour: White')[0]).toBeVisible();
    // The shopper's words for the courier, under the address, in both parts.
    const note = 'Delivery instructions: Goods entrance at the back; call before coming';
    await expect(canvas.getAllByText(note)[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(note);
    // What the order leaves low, so the shop restocks before the next one is refused.
    await expect(
      canvas.getAllByText(
        'Running low: 3-Ply Corrugated Box (Pack of 25), size 8 x 6 x 4 in: 3 left; Tamper-Proof Courier Bags (Pack of 100), size 10 x 12 in: sold out.',
      )[0],
    ).toBeVisible();
    // Nothing for the shop to follow on the shopper's pages.
    await expect(canvas.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Text part' })).not.toHaveTextContent('View your orders');
  },
};

export const OwnerToPackCashOnDelivery: Story = {
  args: { data: orderEmails.ownerToPackCashOnDelivery! },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Cash on delivery: the courier collects ₹2,486.50.')[0]).toBeVisible();
  },
};

export const OwnerCancelled: Story = {
  args: { data: orderEmails.ownerCancelled! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'An order you may be packing was cancelled' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Reason: Found it cheaper elsewhere')[0]).toBeVisible();
    await expect(
      canvas.getAllByText(
        'Send ₹2,446.50 back to the customer, then record it: npm run shop -- payments refunded ORD-5T9W4NB6',
      )[0],
    ).toBeVisible();
  },
};

/**
 * The shop's own, when money came in that it could not take as it stands (here ₹500 more than the
 * order's total): what was received, how, why it is held, and what the owner can do.
 */
export const OwnerPaymentFlagged: Story = {
  args: { data: orderEmails.ownerPaymentFlagged! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'A payment needs you' })).toBeVisible();
    await expect(
      canvas.getAllByText(
        '₹2,946.50 received by UPI (payment PAY7Q2M4K9X1B3C): paid an amount other than the order total.',
      )[0],
    ).toBeVisible();
    await expect(canvas.getAllByText(/npm run shop -- payments mark-paid ORD-5T9W4NB6$/)[0]).toBeVisible();
    await expect(
      canvas.getAllByText('Every payment that needs you: npm run shop -- payments flagged')[0],
    ).toBeVisible();
  },
};

/** A return asked for: the customer's copy says what goes back, its value and why, and asks for a photo. */
export const ReturnRequested: Story = {
  args: { data: orderEmails.returnRequested! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We have your return request' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText('Reason: Arrived damaged: one pack crushed at the corner')[0],
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Value of the return' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '1 x ₹549' })).toBeVisible();
    await expect(canvas.queryByText('Tamper-Proof Courier Bags (Pack of 100)')).not.toBeInTheDocument();
  },
};

/** The shop's copy: the commands that answer it. */
export const OwnerReturnRequested: Story = {
  args: { data: orderEmails.ownerReturnRequested! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A customer asks to return items' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(
        'To approve it, saying how it comes back: npm run shop -- returns approve ORD-5T9W4NB6 --note "Pickup on Monday"',
      )[0],
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
  },
};

export const ReturnApproved: Story = {
  args: { data: orderEmails.returnApproved! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your return is approved' })).toBeVisible();
    await expect(
      canvas.getAllByText('From us: Our courier collects it on Monday, 1 December; keep it in its box.')[0],
    ).toBeVisible();
  },
};

export const ReturnDeclined: Story = {
  args: { data: orderEmails.returnDeclined! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We cannot accept this return' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText('From us: Opened packs of courier bags cannot be returned.')[0],
    ).toBeVisible();
  },
};

/** The money sent back for a return, with the credit note issued for its lines. */
export const ReturnRefunded: Story = {
  args: { data: orderEmails.returnRefunded! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your refund is on its way' })).toBeVisible();
    await expect(
      canvas.getAllByText('₹549 has been refunded to your original payment method.')[0],
    ).toBeVisible();
    // The credit note comes with the invoice it is against, as the e-mail's PDF.
    await expect(
      canvas.getAllByText(
        'Credit note CRN/24-25/000014, against invoice INV/24-25/000131, is attached as a PDF with that invoice. Both are also in My Orders.',
      )[0],
    ).toBeVisible();
  },
};

/** Bought on account: packed at once, the invoice attached, and what to pay by which day, and how. */
export const ConfirmedOnAccount: Story = {
  args: { data: orderEmails.confirmedOnAccount! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
    await expect(canvas.getAllByText('On account: pay ₹2,446.50 by 12 Mar 2025.')[0]).toBeVisible();
    await expect(
      canvas.getAllByText(
        'Pay by UPI to guptasupply@okaxis, or by bank transfer (NEFT, RTGS or IMPS) to the account below, with the order ID as the payment’s note, and we will mark it paid.',
      )[0],
    ).toBeVisible();
    await expect(
      canvas.getAllByText(
        'Bank transfer: Gupta Supply Company Pvt. Ltd., account 50200012345678, IFSC HDFC0001234, HDFC Bank, IMT Manesar.',
      )[0],
    ).toBeVisible();
    await expect(canvas.getAllByText(/Your GST tax invoice INV\/24-25\/000134 is attached/)[0]).toBeVisible();
  },
};

/** The reminder three days before an order on account is due, with how to pay it. */
export const DueSoonOnAccount: Story = {
  args: { data: orderEmails.dueSoonOnAccount! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your payment is due soon' })).toBeVisible();
    await expect(canvas.getAllByText('Due soon: please pay ₹2,446.50 by 12 Mar 2025.')[0]).toBeVisible();
    await expect(
      canvas.getAllByText(/^Pay by UPI to guptasupply@okaxis, or by bank transfer \(NEFT, RTGS or IMPS\)/)[0],
    ).toBeVisible();
    await expect(
      canvas.getAllByText(/^Bank transfer: .*, account 50200012345678, IFSC HDFC0001234/)[0],
    ).toBeVisible();
  },
};

/** The one reminder once an order on account is past its day. */
export const OverdueOnAccount: Story = {
  args: { data: orderEmails.overdueOnAccount! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your payment is overdue' })).toBeVisible();
    await expect(
      canvas.getAllByText('Overdue: ₹2,446.50 was due by 12 Mar 2025. Please pay it now.')[0],
    ).toBeVisible();
  },
};

/** The receipt once the shop has recorded the money. */
export const PaidOnAccount: Story = {
  args: { data: orderEmails.paidOnAccount! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'We have received your payment' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('₹2,446.50 received by payment on account.')[0]).toBeVisible();
  },
};

/** The shop's 'To pack' for an order on account: nothing to collect, and the command for the money. */
export const OwnerToPackOnAccount: Story = {
  args: { data: orderEmails.ownerToPackOnAccount! },
  play: async ({ canvas }) => {
    // ₹2,446.50 of goods: no e-way bill, and none asked for when it ships.
    await expect(canvas.queryByText(/E-way bill/)).toBeNull();
    await expect(canvas.getAllByText(emailTexts.whenShipped('ORD-5T9W4NB6'))[0]).toHaveTextContent(
      /--awb NUMBER$/,
    );
    await expect(
      canvas.getAllByText(
        'On account: ₹2,446.50 is due by 12 Mar 2025. When it comes: npm run shop -- payments mark-paid ORD-5T9W4NB6',
      )[0],
    ).toBeVisible();
    await expect(canvas.queryByText(/courier collects/)).toBeNull();
  },
};

/** A bulk order's goods over ₹50,000: the shop is reminded to generate the e-way bill before it ships. */
export const OwnerToPackNeedsEwayBill: Story = {
  args: { data: orderEmails.ownerToPackBulk! },
  play: async ({ canvas }) => {
    const reminder = ewayBillTexts.needed(63_890);
    await expect(reminder).toMatch(/^E-way bill: these goods are worth ₹63,890, over ₹50,000\./);
    await expect(canvas.getAllByText(reminder)[0]).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Text part' })).toHaveTextContent(reminder);
    // The command to ship it asks for the bill's number too.
    await expect(canvas.getAllByText(emailTexts.whenShipped('ORD-5T9W4NB6', true))[0]).toHaveTextContent(
      /--awb NUMBER --ewb NUMBER$/,
    );
  },
};

/** A return of an order on account not yet paid: taken off what is owed, no bank involved. */
export const ReturnTakenOffAccount: Story = {
  args: { data: orderEmails.returnTakenOffAccount! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText(
        'Nothing is sent back to you: ₹549 is taken off what you owe for this order on account.',
      )[0],
    ).toBeVisible();
    await expect(canvas.queryByText(/Your bank/)).toBeNull();
    await expect(canvas.queryByText(/refunded to your original payment method/)).toBeNull();
  },
};
