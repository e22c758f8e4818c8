import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import OrderSuccessRoute from '../../src/app/routes/order-success.tsx';
import { http, HttpResponse } from 'msw';
import { loading } from '../../src/mocks/overrides.ts';
import { couponOrder, shippedOrder } from '../../src/mocks/fixtures/orders.ts';
import { invoiceHref } from '../../src/domain/invoice-route.ts';
import { invoiceLinkTexts } from '../../src/components/invoice-links.tsx';
import { orderAwaitingPayment } from '../../src/mocks/fixtures/payments.ts';
import { paymentStateTexts } from '../../src/domain/payment-status.ts';
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
    // Signed out, nothing of the order is shown beyond the number the address carries.
    await expect(canvas.queryByTestId('order-summary')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: texts.orders }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /orders');
  },
};

/** The signed-in shopper's own order: each line with its size and colour, the total and the address. */
export const SignedInWithLines: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/order-success', url: `/order-success?orderId=${String(shippedOrder.id).toLowerCase()}` },
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByTestId('order-summary');
    await expect(summary).toBeVisible();
    const lines = canvas.getAllByTestId('order-summary-line');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Size: 8 x 6 x 4 in');
    await expect(lines[1]).toHaveTextContent('Size: 12 x 10 x 8 in');
    await expect(lines[2]).toHaveTextContent('Size: 10 x 12 in · Colour: White');
    await expect(lines[2]).toHaveTextContent('3 x');
    await expect(canvas.getByTestId('order-summary-total')).toHaveTextContent('₹2,445');
    await expect(canvas.getByTestId('order-summary')).toHaveTextContent('Shipped');
    await expect(canvas.getByTestId('paid-badge')).toHaveTextContent('Paid');
    // Boxes at 5%, courier bags at 18%: 2 × ₹26.14 + ₹205.47 (as its invoice splits them).
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹257.75 GST');
    // Bought for a business: the taxable value and tax at each rate, as on its invoice.
    await expect(canvas.getByTestId('tax-by-rate')).toHaveTextContent(
      /5% on ₹1,045\.72\s*₹52\.28\s*18% on ₹1,141\.53\s*₹205\.47/,
    );
    await expect(canvas.getByRole('link', { name: invoiceLinkTexts.download })).toHaveAttribute(
      'href',
      invoiceHref(String(shippedOrder.id)),
    );
    // The number as the shop writes it, not as it was typed into the address.
    await expect(canvas.getByTestId('order-id')).toHaveTextContent(String(shippedOrder.id));
    // The shopper's words for the courier, under where it ships.
    await expect(canvas.getByText(String(shippedOrder.deliveryNote))).toBeVisible();
    await expect(canvas.getByTestId('expected-delivery')).toHaveTextContent('By Tue, 11 Feb');
  },
};

/** Placed with a coupon: under the total, the coupon and what it took off. */
export const SignedInWithCoupon: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/order-success', url: `/order-success?orderId=${String(couponOrder.id)}` },
  },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v1/orders', () => HttpResponse.json([couponOrder])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('order-summary-total')).toHaveTextContent('₹1,392.30');
    await expect(canvas.getByTestId('coupon-note')).toHaveTextContent(
      'You saved ₹154.70 with coupon WELCOME10',
    );
  },
};

/** The signed-in shopper's orders on their way (the page as the server sends it): the summary's place is held. */
export const SignedInCheckingOrders: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/order-success', url: `/order-success?orderId=${String(shippedOrder.id)}` },
  },
  beforeEach({ msw }) {
    msw.use(loading('get', '*/api/v1/orders'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByTestId('order-summary-place')).toBeVisible();
    await expect(canvas.queryByTestId('order-summary')).not.toBeInTheDocument();
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

/** Signed in, with a number that is not among the shopper's orders: the page confirms nothing. */
export const SignedInNotYourOrder: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/order-success', url: '/order-success?orderId=ORD-ZZZZZZZZ' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.notYoursHeading })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.notYours);
    await expect(canvas.queryByRole('heading', { name: texts.heading })).not.toBeInTheDocument();
    await expect(canvas.queryByText('ORD-ZZZZZZZZ')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: texts.orders })).toHaveAttribute('href', '/orders');
  },
};

/** Back from the gateway before its word has come: the page waits with the shopper, and says so. */
export const WaitingForTheBank: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/order-success', url: `/order-success?orderId=${String(orderAwaitingPayment.id)}` },
  },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v1/orders', () => HttpResponse.json([orderAwaitingPayment])));
  },
  play: async ({ canvas }) => {
    const summary = await canvas.findByTestId('order-summary');
    await expect(summary).toHaveTextContent('Pending');
    await expect(await canvas.findByTestId('payment-progress')).toHaveTextContent(paymentStateTexts.waiting);
    // Under the payment's progress: by when it must come.
    await expect(canvas.getByTestId('pay-by')).toHaveTextContent(/^Please pay by 11 Feb 2025, 2:00 pm\./);
  },
};
