import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { whatsAppTexts } from '../../src/domain/whatsapp.ts';
import { expect, waitFor, within } from 'storybook/test';
import TrackOrderRoute from '../../src/app/routes/track-order.tsx';
import { accountEmail } from '../../src/mocks/fixtures/account.ts';
import { refundedReturnOrder, trackedOrder } from '../../src/mocks/fixtures/orders.ts';
import { loading } from '../../src/mocks/overrides.ts';
import { invoiceHref } from '../../src/domain/invoice-route.ts';
import { invoiceLinkTexts } from '../../src/components/invoice-links.tsx';
import { trackOrderNotices, trackOrderTexts } from '../../src/screens/track-order/track-order-texts.ts';

// These stories render the route module `src/app/routes/track-order.tsx` against the MSW handlers, and with
// it the views in src/screens/track-order/: order-result, track-order-view.
const meta = {
  title: 'Screens/TrackOrder',
  component: TrackOrderRoute,
  parameters: { route: { path: '/track-order', url: '/track-order' } },
} satisfies Meta<typeof TrackOrderRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const TRACKED_ID = String(trackedOrder.id);
const TRACKED_PHONE = '+919820012345';

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: trackOrderTexts.heading })).toBeVisible();
    await expect(canvas.getByLabelText(trackOrderTexts.orderId)).toHaveValue('');
    await expect(canvas.getByLabelText(trackOrderTexts.contact)).toHaveValue('');
    await expect(canvas.queryByText(trackOrderTexts.accountHint)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: trackOrderTexts.submit })).toBeEnabled();
  },
};

export const Prefilled: Story = {
  parameters: {
    session: 'signed-in',
    route: { path: '/track-order', url: `/track-order?id=${TRACKED_ID}` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(trackOrderTexts.orderId)).toHaveValue(TRACKED_ID);
    await waitFor(() => expect(canvas.getByLabelText(trackOrderTexts.contact)).toHaveValue(accountEmail));
    await expect(canvas.getByText(trackOrderTexts.accountHint)).toBeVisible();
    await expect(canvas.getByLabelText(trackOrderTexts.contact)).toHaveAccessibleDescription(
      trackOrderTexts.accountHint,
    );
  },
};

/** Signed in, the prefilled e-mail alone finds the order. */
export const PrefilledAndTracked: Story = {
  parameters: Prefilled.parameters,
  play: async (context) => {
    await Prefilled.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: trackOrderTexts.submit }));
    await expect(await context.canvas.findByTestId('tracked-order')).toBeVisible();
  },
};

export const Found: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('enter the order number and the phone used for it', async () => {
      await userEvent.type(canvas.getByLabelText(trackOrderTexts.orderId), TRACKED_ID);
      await userEvent.type(canvas.getByLabelText(trackOrderTexts.contact), TRACKED_PHONE);
      await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    });
    await step('the notice and the order card show', async () => {
      await expect(await body().findByText(trackOrderNotices.foundTitle)).toBeVisible();
      await expect(body().getByText(trackOrderNotices.found)).toBeVisible();
      const card = within(await canvas.findByTestId('tracked-order'));
      await expect(card.getByRole('heading', { name: `Order ${TRACKED_ID}` })).toBeVisible();
      await expect(card.getByTestId('status-badge')).toHaveTextContent('Shipped');
      // Placed on, and the first step of the timeline.
      await expect(card.getAllByText('5 Feb 2025, 12:15 pm')).toHaveLength(2);
      await expect(within(card.getByTestId('order-timeline')).getAllByRole('listitem')).toHaveLength(3);
      await expect(card.getByRole('link', { name: /^Track with Delhivery/ })).toBeVisible();
      // The instructions given for the courier.
      await expect(card.getByText(String(trackedOrder.deliveryNote))).toBeVisible();
      // On its way: the day it should arrive by.
      await expect(card.getByTestId('expected-delivery')).toHaveTextContent('By Tue, 11 Feb');
      // Two sizes of one box are two lines, each with its size.
      await expect(card.getAllByText('3-Ply Corrugated Box (Pack of 25)')).toHaveLength(2);
      await expect(card.getAllByTestId('order-line-variant').map((v) => v.textContent)).toEqual([
        'Size: 8 x 6 x 4 in',
        'Size: 12 x 10 x 8 in',
        'Size: 10 x 12 in · Colour: White',
      ]);
      await expect(card.getByTestId('tracked-order-total')).toHaveTextContent('₹2,445');
      // Bought for a business: the tax per rate under what the total includes.
      await expect(card.getByTestId('gst-note')).toHaveTextContent('Includes ₹257.75 GST');
      await expect(card.getByTestId('tax-by-rate')).toHaveTextContent(
        /5% on ₹1,045\.72\s*₹52\.28\s*18% on ₹1,141\.53\s*₹205\.47/,
      );
      await expect(
        card.getByText(
          'Unit 7, Goregaon Industrial Estate, Off Link Road, Goregaon West, Mumbai, Maharashtra, 400104',
        ),
      ).toBeVisible();
      // Its invoice, shown to the contact the order was found with.
      await expect(card.getByRole('link', { name: invoiceLinkTexts.download })).toHaveAttribute(
        'href',
        invoiceHref(TRACKED_ID, TRACKED_PHONE),
      );
      // A question about it: a WhatsApp chat with the shop, the order's number written in.
      const chat = new URL(card.getByRole('link', { name: /^Ask us on WhatsApp/ }).getAttribute('href')!);
      await expect(chat.pathname).toBe('/919876543210');
      await expect(chat.searchParams.get('text')).toBe(whatsAppTexts.orderMessage(TRACKED_ID));
    });
  },
};

/**
 * A delivered order whose return was refunded, tracked from an e-mail without signing in: where the
 * return stands shows as on My Orders.
 */
export const FoundWithReturn: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v1/orders/:id', () => HttpResponse.json(refundedReturnOrder)));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.orderId), String(refundedReturnOrder.id));
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.contact), TRACKED_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    const card = within(await canvas.findByTestId('tracked-order'));
    const summary = card.getByTestId('order-return');
    await expect(within(summary).getByRole('heading', { name: 'Return refunded' })).toBeVisible();
    await expect(summary).toHaveTextContent('Refunded on 10 Feb 2025');
    await expect(summary).toHaveTextContent('Going back: 2 x 3-Ply Corrugated Box (Pack of 25)');
    await expect(summary).toHaveTextContent(
      '₹1,098 refunded to your original payment method; the credit note is with the invoice.',
    );
    await expect(summary).toHaveTextContent('From the shop: Our courier collects them on Monday');
  },
};

export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.orderId), TRACKED_ID);
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.contact), 'someone.else@example.com');
    await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    await expect(await body().findByText(trackOrderNotices.failedTitle)).toBeVisible();
    await expect(await canvas.findByTestId('track-order-error')).toHaveTextContent(trackOrderNotices.failed);
    await expect(body().getAllByText(trackOrderNotices.failed)).toHaveLength(2);
    await expect(canvas.queryByTestId('tracked-order')).not.toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.contact), TRACKED_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    await expect(await body().findByText(trackOrderNotices.requiredTitle)).toBeVisible();
    await expect(body().getByText(trackOrderNotices.required)).toBeVisible();
    const orderId = canvas.getByLabelText(trackOrderTexts.orderId);
    await expect(orderId).toHaveAttribute('aria-invalid', 'true');
    await expect(orderId).toHaveAccessibleDescription(trackOrderTexts.orderIdMissing);
    await expect(orderId).toHaveFocus();
  },
};

/** Blank after trimming counts as missing. */
export const BlankFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.orderId), '   ');
    await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    await expect(await body().findByText(trackOrderNotices.required)).toBeVisible();
    await expect(canvas.getByLabelText(trackOrderTexts.contact)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Tracking: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', '*/api/v1/orders/:id'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.orderId), TRACKED_ID);
    await userEvent.type(canvas.getByLabelText(trackOrderTexts.contact), TRACKED_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: trackOrderTexts.submit }));
    await expect(await canvas.findByRole('button', { name: trackOrderTexts.submitting })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Found.play,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Found.play,
};
