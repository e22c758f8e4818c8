import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTimeline, ShipmentTracking, timelineTexts } from '../../src/components/order-timeline.tsx';
import { order } from '../../src/contract/order.ts';
import { DEFAULT_PAY_WITHIN_HOURS, payByTexts } from '../../src/domain/pay-by.ts';
import {
  cancelledOrder,
  deliveredOrder,
  pendingOrder,
  processingOrder,
  shippedOrder,
} from '../../src/mocks/fixtures/orders.ts';

const read = (input: Parameters<typeof order.parse>[0]) => order.parse(input);

/** An order's life on /orders and /track-order: each status with its date, time and note, and the courier. */
function Timeline({ input }: { input: Parameters<typeof order.parse>[0] }) {
  const o = read(input);
  return (
    <section aria-labelledby="timeline-heading" style={{ maxWidth: 420 }}>
      <h2 id="timeline-heading" style={{ fontSize: 16 }}>
        {timelineTexts.heading}
      </h2>
      <OrderTimeline history={o.history} headingId="timeline-heading" />
      {o.shipment && (
        <div style={{ marginTop: 16 }}>
          <ShipmentTracking shipment={o.shipment} />
        </div>
      )}
    </section>
  );
}

const meta = {
  title: 'Components/OrderTimeline',
  component: Timeline,
  args: { input: pendingOrder },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvas: HTMLElement) =>
  within(within(canvas).getByTestId('order-timeline')).getAllByRole('listitem');

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement);
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent(timelineTexts.placed);
    await expect(items[0]).toHaveTextContent('10 Feb 2025');
  },
};

export const Processing: Story = {
  args: { input: processingOrder },
  play: async ({ canvasElement }) => {
    await expect(
      steps(canvasElement).map((li) => li.firstChild?.nextSibling?.firstChild?.textContent),
    ).toEqual([timelineTexts.placed, 'Processing']);
  },
};

/** Shipped: the courier, its AWB and a link to the courier's own tracking page. */
export const ShippedWithTracking: Story = {
  args: { input: shippedOrder },
  play: async ({ canvas, canvasElement }) => {
    await expect(steps(canvasElement).at(-1)).toHaveTextContent(/^Shipped.*Packed in two cartons$/);
    await expect(canvas.getByTestId('shipment')).toHaveTextContent('Delhivery · AWB 1234567890123');
    const link = canvas.getByRole('link', { name: /Track with Delhivery/ });
    await expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/1234567890123');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByTestId('eway-bill')).not.toBeInTheDocument();
  },
};

/** Goods over ₹50,000 travel with an e-way bill: its number under the AWB, in fours as the portal prints it. */
export const ShippedWithEwayBill: Story = {
  args: { input: { ...shippedOrder, shipment: { ...shippedOrder.shipment!, ewayBill: '181234567890' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('eway-bill')).toHaveTextContent(/^E-way bill 1812 3456 7890$/);
    await expect(canvas.getByRole('link', { name: /Track with Delhivery/ })).toBeVisible();
  },
};

/** The server sent no tracking page: the shop's own list of couriers gives it. */
export const DeliveredLinkFromCourierList: Story = {
  args: { input: deliveredOrder },
  play: async ({ canvas, canvasElement }) => {
    await expect(steps(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /Track with Blue Dart/ })).toHaveAttribute(
      'href',
      expect.stringContaining('trackNo=81234567890'),
    );
  },
};

export const CancelledWithReason: Story = {
  args: { input: cancelledOrder },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement).at(-1)).toHaveTextContent(/^Cancelled.*Ordered the wrong mop$/);
  },
};

/** The shop cancelled it: not paid in the time the store gives (src/domain/pay-by.ts). */
export const CancelledUnpaid: Story = {
  args: {
    input: {
      ...pendingOrder,
      status: 4,
      history: [
        ...(pendingOrder.history ?? []),
        { status: 4, at: '2025-02-11T08:35:00.000Z', note: payByTexts.notPaid(DEFAULT_PAY_WITHIN_HOURS) },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement).at(-1)).toHaveTextContent(/^Cancelled.*Not paid within 24 hours$/);
  },
};

/** A courier the shop has no tracking page for, and a served link that is not https: named, not linked. */
export const UnknownCourier: Story = {
  args: {
    input: {
      ...shippedOrder,
      shipment: { courier: 'Gupta Van', awb: 'GV-000123', trackingUrl: 'javascript:alert(1)' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('shipment')).toHaveTextContent('Gupta Van · AWB GV-000123');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
