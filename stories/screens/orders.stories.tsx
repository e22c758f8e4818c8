import { deliveryTexts } from '../../src/domain/delivery.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import OrdersRoute from '../../src/app/routes/orders.tsx';
import { formatOrderDate } from '../../src/domain/dates.ts';
import { payByTexts } from '../../src/domain/pay-by.ts';
import { invoiceHref } from '../../src/domain/invoice-route.ts';
import { codTexts } from '../../src/domain/cash-on-delivery.ts';
import { accountTexts } from '../../src/domain/credit-account.ts';
import { creditAccountHref, orderHref } from '../../src/domain/routes.ts';
import {
  cancelledOrder,
  cashOnDeliveryOrder,
  onAccountOrder,
  overdueOnAccountOrder,
  returnOffAccountOrder,
  couponOrder,
  deliveredOrder,
  orderHistory,
  orders,
  pendingOrder,
  processingOrder,
  refundedReturnOrder,
  returnAsked,
  returnableOrder,
  shippedOrder,
} from '../../src/mocks/fixtures/orders.ts';
import { microfibreCloths, nitrileGloves, spinMop } from '../../src/mocks/fixtures/products.ts';
import {
  orderAwaitingPayment,
  orderPaidWhileWatched,
  paymentStatuses,
} from '../../src/mocks/fixtures/payments.ts';
import { paymentStatusPath } from '../../src/mocks/handlers/payments.ts';
import { ordersAnswer, specOrderList } from '../../src/mocks/handlers/orders.ts';
import { specStoreInfo } from '../../src/mocks/handlers/store-info.ts';
import { whatsAppTexts } from '../../src/domain/whatsapp.ts';
import { empty, loading } from '../../src/mocks/overrides.ts';
import { paymentStateTexts } from '../../src/domain/payment-status.ts';
import {
  cancelTexts,
  ordersNotices,
  ordersTexts,
  returnUiTexts,
} from '../../src/screens/orders/orders-texts.ts';
import type { OrderInput } from '../../src/contract/order.ts';

const ORDERS = '*/api/v1/orders';

// These stories render the route module `src/app/routes/orders.tsx` against the MSW handlers, and with it
// the views in src/screens/orders/: order-card, orders-view, cancel-order-dialog, return-order-dialog,
// reason-choice (both dialogs' reasons), order-return (a return as it stands) and order-search
// ("Find an order" and no order found: FindAnOrder, NoOrderMatches); the component show-more
// (src/components/show-more.tsx: "Show older orders", ShowOlderOrders, OlderOrdersFailed); and the component
// pay-by-note (src/components/pay-by-note.tsx: by when a Pending order must be paid, 'Loaded'), and
// pay-later-note (src/components/pay-later-note.tsx: cash for the courier, 'CashOnDelivery'; what is
// due on account by when, 'OnAccount', or past it, 'OnAccountOverdue').
const meta = {
  title: 'Screens/Orders',
  component: OrdersRoute,
  parameters: { route: { path: '/orders', url: '/orders' }, session: 'signed-in' },
} satisfies Meta<typeof OrdersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loaded: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ordersTexts.heading })).toBeVisible();
    const cards = await canvas.findAllByTestId('order-card');

    await step('every status gets its coloured label, an unknown one its code', async () => {
      await expect(cards).toHaveLength(orders.length);
      const labels = cards.map((card) => within(card).getByTestId('status-badge'));
      await expect(labels.map((l) => l.textContent)).toEqual([
        'Pending',
        'Processing',
        'Shipped',
        'Delivered',
        'Cancelled',
        'Unknown (7)',
        'Pending',
      ]);
    });

    await step("'Paid' beside the status of the orders the shop has been paid for", async () => {
      const paid = cards.map((card) => within(card).queryByTestId('paid-badge') !== null);
      await expect(paid).toEqual([false, true, true, true, false, false, false]);
    });

    await step("'Pay Now' only on pending orders, 'Track' on every one", async () => {
      const pay = canvas.getAllByRole('link', { name: /^Pay Now/ });
      await expect(pay).toHaveLength(2);
      await expect(pay[0]).toHaveAttribute('href', `/payment?orderId=${pendingOrder.id}`);
      await expect(pay[0]).toHaveAccessibleName(`Pay Now for order ${pendingOrder.id}`);
      await expect(canvas.getAllByRole('link', { name: /^Track for order/ })).toHaveLength(orders.length);
    });

    await step(
      'whom a business order was for, under its date: to tell one company’s orders from another’s',
      async () => {
        const business = cards.map(
          (card) => within(card).queryByTestId('order-business')?.textContent ?? null,
        );
        await expect(business).toEqual([
          null,
          null,
          'For Unicorn Logistics LLP · GSTIN 27AAPFU0939F1ZV · Your purchase order PO/2425/0387',
          null,
          null,
          null,
          null,
        ]);
      },
    );

    await step('the day it should arrive by, on the orders on their way only', async () => {
      const expected = cards.map(
        (card) => within(card).queryByTestId('expected-delivery')?.textContent ?? null,
      );
      // Processing since Saturday 8 February, Shipped since Wednesday 5th: five working days each.
      await expect(expected).toEqual([null, 'By Fri, 14 Feb', 'By Tue, 11 Feb', null, null, null, null]);
    });

    await step(
      'by when to pay, on the pending order our server gave a time (not on one without)',
      async () => {
        const payBy = cards.map((card) => within(card).queryByTestId('pay-by')?.textContent ?? null);
        await expect(payBy).toEqual([
          payByTexts.payBy(String(pendingOrder.payBy)),
          ...orders.slice(1).map(() => null),
        ]);
        await expect(payBy[0]).toMatch(/^Please pay by 11 Feb 2025, 2:00 pm\./);
      },
    );

    await step("'Download invoice' on the orders the shop issued an invoice for", async () => {
      const links = cards.map((card) => within(card).queryByRole('link', { name: /^Download invoice/ }));
      await expect(links.map((l) => l !== null)).toEqual(orders.map((o) => Boolean(o.invoice)));
      await expect(
        canvas.getByRole('link', { name: `Download invoice for order ${processingOrder.id}` }),
      ).toHaveAttribute('href', invoiceHref(String(processingOrder.id)));
    });

    await step('a shipped order follows its courier; its timeline says when each step happened', async () => {
      const shipped = within(cards[2]!);
      await expect(shipped.getByRole('link', { name: /^Track with Delhivery/ })).toHaveAttribute(
        'href',
        'https://www.delhivery.com/track-v2/package/1234567890123',
      );
      await expect(shipped.getByText('Delhivery · AWB 1234567890123')).toBeVisible();
      const steps = within(shipped.getByTestId('order-timeline')).getAllByRole('listitem');
      await expect(steps).toHaveLength(3);
      await expect(steps[2]).toHaveTextContent(/^Shipped.*Packed in two cartons$/);
      // An order without a shipment keeps the spec's words.
      await expect(within(cards[0]!).getByText('Not available')).toBeVisible();
    });

    await step("a finished order's timeline is folded to its last step, and opens", async () => {
      const delivered = within(cards[3]!);
      await expect(within(cards[2]!).queryByTestId('folded-timeline')).not.toBeInTheDocument();
      const summary = delivered.getByText('Timeline').closest('summary')!;
      await expect(summary).toHaveTextContent('Timeline · Delivered 31 Jan 2025, 9:10 pm');
      await expect(delivered.getByText('Received by security at the gate')).not.toBeVisible();
      await userEvent.click(summary);
      await expect(delivered.getByTestId('folded-timeline')).toHaveAttribute('open');
      await expect(delivered.getByText('Received by security at the gate')).toBeVisible();
      await expect(
        within(delivered.getByRole('list', { name: /^Timeline/ })).getAllByRole('listitem'),
      ).toHaveLength(4);
      await userEvent.click(summary);
      await expect(within(cards[4]!).getByTestId('folded-timeline')).toBeInTheDocument();
    });

    await step('the delivery instructions under the address, on the order that has some', async () => {
      const notes = cards.map((card) => within(card).queryByText(deliveryTexts.note) !== null);
      await expect(notes).toEqual(orders.map((o) => o.deliveryNote !== undefined));
      await expect(within(cards[2]!).getByText(String(shippedOrder.deliveryNote))).toBeVisible();
    });

    await step('the GST each total includes; per rate only on the order bought for a business', async () => {
      const perRate = cards.map((card) => within(card).queryByTestId('tax-by-rate') !== null);
      await expect(perRate).toEqual(orders.map((o) => o.business !== undefined));
      await expect(perRate.filter(Boolean)).toHaveLength(1);
      await expect(within(cards[2]!).getByTestId('tax-by-rate')).toHaveTextContent(
        /5% on ₹1,045\.72\s*₹52\.28\s*18% on ₹1,141\.53\s*₹205\.47/,
      );
    });

    await step('the first order in full: date, shipping, items and total in rupees', async () => {
      const first = within(cards[0]!);
      await expect(first.getByRole('heading', { level: 2, name: `Order ${pendingOrder.id}` })).toBeVisible();
      await expect(
        first.getByText(`Placed on ${formatOrderDate(String(pendingOrder.createdAt))}`),
      ).toBeVisible();
      await expect(
        first.getByText('42, 3rd Cross, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka, 560038'),
      ).toBeVisible();
      await expect(first.getByText(ordersTexts.standardShipping)).toBeVisible();
      await expect(first.getByText(ordersTexts.notAvailable)).toBeVisible();
      await expect(first.getByText('Floor Cleaner Liquid, Lavender, 5 L')).toBeVisible();
      await expect(first.getByText('1 x ₹549')).toBeVisible();
      await expect(first.getByTestId('order-total')).toHaveTextContent('Total: ₹1,249.50');
      await expect(first.getByRole('link', { name: /^Track/ })).toHaveAttribute(
        'href',
        `/track-order?id=${pendingOrder.id}`,
      );
      await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
      await expect(first.queryByTestId('order-line-variant')).not.toBeInTheDocument();
    });

    await step('each line shows the size and colour ordered', async () => {
      const delivered = within(cards[3]!);
      await expect(delivered.getAllByTestId('order-line-variant').map((v) => v.textContent)).toEqual([
        'Size: M · Colour: Blue',
        'Size: L · Colour: Black',
        'Size: One Size · Colour: Green',
      ]);
    });

    await step(
      'a delivered order offers to review each product it held, once; the others do not',
      async () => {
        const delivered = within(cards[3]!);
        const reviews = delivered.getAllByRole('link', { name: /^Write a review of / });
        // The gloves in two sizes are one product.
        await expect(reviews).toHaveLength(2);
        await expect(reviews[1]).toHaveAccessibleName(`Write a review of ${microfibreCloths.title}`);
        await expect(reviews[0]).toHaveAccessibleName(`Write a review of ${nitrileGloves.title}`);
        await expect(reviews[0]).toHaveAttribute('href', `/product/${nitrileGloves.id}#reviews`);
        for (const card of cards.slice(0, 3))
          await expect(within(card).queryByRole('link', { name: /^Write a review/ })).not.toBeInTheDocument();
      },
    );

    await step("each order offers a chat on the shop's WhatsApp, its number written in", async () => {
      // The number comes with the store's info, which may arrive after the orders.
      const chats = await Promise.all(
        cards.map((card) => within(card).findByRole('link', { name: /^Ask us on WhatsApp/ })),
      );
      await expect(chats).toHaveLength(orders.length);
      await expect(chats[0]).toHaveAccessibleName(
        `${whatsAppTexts.askAboutOrder}${whatsAppTexts.aboutOrder(String(pendingOrder.id))}`,
      );
      const chat = new URL(chats[0]!.getAttribute('href')!);
      await expect(chat.origin + chat.pathname).toBe('https://wa.me/919876543210');
      await expect(chat.searchParams.get('text')).toBe(whatsAppTexts.orderMessage(String(pendingOrder.id)));
      await expect(chats[0]).toHaveAttribute('target', '_blank');
    });
  },
};

/** A shop that gives no WhatsApp number (or a server without it): no chat is offered. */
export const NoWhatsApp: Story = {
  beforeEach({ msw }) {
    msw.use(specStoreInfo());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('order-card')).toHaveLength(orders.length);
    await expect(canvas.queryByTestId('order-question')).not.toBeInTheDocument();
  },
};

/** Buy again: every line back in the cart with its size and colour, then the cart. */
/**
 * A link to one order (its e-mails', the account's list of orders owed on account) opens My Orders
 * scrolled to it, once the orders have come.
 */
export const LinkedToOneOrder: Story = {
  parameters: { route: { path: '/orders', url: orderHref(String(cancelledOrder.id)) } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: ordersTexts.order(String(cancelledOrder.id)) });
    await expect(card).toHaveAttribute('id', `order-${cancelledOrder.id}`);
    // The fifth card, below the screen's fold: scrolled up to the top of the screen.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    const { top } = card.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(window.innerHeight / 2);
    // Focused, as a link to a part of a page leaves it: read out, and the next Tab goes on from it.
    await expect(card).toHaveFocus();
  },
};

export const BuyAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('order-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: /^Buy again/ }));
    await expect(await body().findByText(ordersNotices.buyAgainTitle)).toBeVisible();
    await expect(body().getByText('3 of 3 lines added to your cart.')).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

/** Buy again when the shop has changed: what is gone, sold out or short is said, the rest added. */
export const BuyAgainPartly: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/products/:id', ({ params }) => {
        if (params.id === microfibreCloths.id)
          return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
        return HttpResponse.json({ ...nitrileGloves, stock: 1, sizeStock: { S: 5, M: 1, L: 0, XL: 0 } });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('order-card');
    await userEvent.click(within(cards[3]!).getByRole('button', { name: /^Buy again/ }));
    await expect(await body().findByText(ordersNotices.buyAgainTitle)).toBeVisible();
    await expect(
      body().getByText(
        `1 of 3 lines added to your cart. ${nitrileGloves.title} is out of stock. ` +
          `${microfibreCloths.title} is no longer sold.`,
      ),
    ).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

/** Nothing of the order can be bought now: the notice says why, and the page stays. */
export const BuyAgainNothing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/products/:id', () =>
        HttpResponse.json({ error: 'Product not found' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const cards = await canvas.findAllByTestId('order-card');
    await userEvent.click(within(cards[4]!).getByRole('button', { name: /^Buy again/ }));
    await expect(await body().findByText(ordersNotices.buyAgainNoneTitle)).toBeVisible();
    await expect(
      body().getByText(`0 of 1 line added to your cart. ${spinMop.title} is no longer sold.`),
    ).toBeVisible();
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

export const PayNow: Story = {
  play: async ({ canvas, userEvent }) => {
    const [pay] = await canvas.findAllByRole('link', { name: /^Pay Now/ });
    await userEvent.click(pay!);
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /payment?orderId=${pendingOrder.id}`,
    );
  },
};

/**
 * Our server's extension: a Pending order the shopper has started to pay is watched here as on the
 * payment screen; once the bank says yes the order turns Paid without a reload.
 */
export const PaymentWatchedThenPaid: Story = {
  beforeEach({ msw }) {
    let paid = false;
    let asked = 0;
    msw.use(
      http.get(ORDERS, () => HttpResponse.json([paid ? orderPaidWhileWatched : orderAwaitingPayment])),
      http.get(paymentStatusPath, () => {
        paid = ++asked > 1;
        return HttpResponse.json(paid ? paymentStatuses.paid : paymentStatuses.pending);
      }),
    );
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(await card.findByTestId('payment-progress')).toHaveTextContent(paymentStateTexts.waiting);
    await expect(card.getByTestId('status-badge')).toHaveTextContent('Pending');
    // The next ask (3 s on) hears "paid": the notice, then the order as the server now has it.
    await expect(await body().findByText(paymentStateTexts.paidToast, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(card.getByTestId('paid-badge')).toHaveTextContent('Paid'));
    await expect(card.getByTestId('status-badge')).toHaveTextContent('Processing');
    await expect(card.queryByTestId('payment-progress')).not.toBeInTheDocument();
    await expect(card.queryByRole('link', { name: /^Pay Now/ })).not.toBeInTheDocument();
  },
};

/** A declined attempt says so beside the order, and Pay Now is the way on; nothing is asked again. */
export const PaymentDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(ORDERS, () =>
        HttpResponse.json([
          { ...orderAwaitingPayment, payment: { ...orderAwaitingPayment.payment!, status: 'failed' } },
        ]),
      ),
      http.get(paymentStatusPath, () => HttpResponse.error()),
    );
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('payment-progress')).toHaveTextContent(
      `${paymentStateTexts.failedTitle}. ${paymentStateTexts.notTaken}`,
    );
    await expect(card.getByRole('link', { name: /^Pay Now/ })).toBeVisible();
  },
};

/** A served order without a total: the sum of its lines is shown, added in paise (3 x 45.10). */
export const TotalFromLines: Story = {
  beforeEach({ msw }) {
    const items = [{ id: 'OI-1', productTitle: 'Paper Cups, 150 ml (Pack of 50)', quantity: 3, price: 45.1 }];
    msw.use(http.get(ORDERS, () => HttpResponse.json([{ ...pendingOrder, items, total: null }])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('order-total')).toHaveTextContent('Total: ₹135.30');
  },
};

/** Confirmed for cash on delivery: 'Cash on delivery' beside the status, and what the courier collects. */
export const CashOnDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([cashOnDeliveryOrder])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('status-badge')).toHaveTextContent('Processing');
    await expect(card.getByTestId('cod-badge')).toHaveTextContent(codTexts.badge);
    await expect(card.queryByTestId('paid-badge')).not.toBeInTheDocument();
    await expect(card.getByTestId('order-total')).toHaveTextContent('Total: ₹1,289.50');
    await expect(card.getByTestId('cod-note')).toHaveTextContent(
      'Pay ₹1,289.50 in cash when your order arrives. This includes the ₹40 cash on delivery fee.',
    );
    await expect(card.queryByRole('link', { name: /^Pay Now/ })).not.toBeInTheDocument();
  },
};

/**
 * Bought on account: 'On account' beside the status, what to pay by which day, and Pay Now, which
 * opens the account page at its credit section, where it is paid ('OnAccountPayNow').
 */
export const OnAccount: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([onAccountOrder])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('account-badge')).toHaveTextContent(accountTexts.badge);
    await expect(card.queryByTestId('paid-badge')).not.toBeInTheDocument();
    await expect(card.getByTestId('account-note')).toHaveTextContent(
      'On account: pay ₹2,495 by 10 Mar 2025.',
    );
    await expect(card.getByRole('link', { name: `Pay Now for order ${onAccountOrder.id}` })).toBeVisible();
  },
};

/** Pay Now on an order owed on account goes to the account page's credit section, not to /payment. */
export const OnAccountPayNow: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([onAccountOrder])));
  },
  play: async ({ canvas, userEvent }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await userEvent.click(card.getByRole('link', { name: `Pay Now for order ${onAccountOrder.id}` }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent(`Navigated to ${creditAccountHref}`);
  },
};

/** Once paid, an order bought on account asks nothing more: no note, no Pay Now. */
export const OnAccountPaid: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([{ ...onAccountOrder, paid: true }])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('paid-badge')).toBeVisible();
    await expect(card.queryByTestId('account-badge')).not.toBeInTheDocument();
    await expect(card.queryByTestId('account-note')).not.toBeInTheDocument();
    await expect(card.queryByRole('link', { name: /^Pay Now/ })).not.toBeInTheDocument();
  },
};

/** Past its day and not yet paid: said in red, with the day it was due by. */
export const OnAccountOverdue: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([overdueOnAccountOrder])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('account-note')).toHaveTextContent(
      'Overdue: ₹2,495 was due by 05 Jan 2025. Please pay it now.',
    );
  },
};

/** A return of an order on account not yet paid: its value came off what is owed, nothing sent to a bank. */
export const ReturnOffAccount: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([returnOffAccountOrder])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('order-return')).toHaveTextContent(
      '₹1,098 taken off what you owe on account; the credit note is with the invoice.',
    );
    await expect(card.getByTestId('order-return')).not.toHaveTextContent(/original payment method/);
    await expect(card.getByTestId('account-note')).toHaveTextContent(
      'On account: pay ₹1,547 by 07 Mar 2025.',
    );
  },
};

/** Placed with a coupon: the total is after it, and under it the coupon and what it took off. */
export const WithCoupon: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(ORDERS, () => HttpResponse.json([couponOrder])));
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByTestId('order-card'));
    await expect(card.getByTestId('order-total')).toHaveTextContent('Total: ₹1,392.30');
    await expect(card.getByTestId('coupon-note')).toHaveTextContent(
      'You saved ₹154.70 with coupon WELCOME10',
    );
    // The GST is on what was paid for each line, as its invoice has it.
    await expect(card.getByTestId('gst-note')).toHaveTextContent('Includes ₹108.70 GST');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', ORDERS));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ordersTexts.loading);
    await expect(canvas.queryByTestId('order-card')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('get', ORDERS));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: ordersTexts.emptyTitle })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ordersTexts.tryAgain })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: ordersTexts.browse }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /products');
  },
};

let calls = 0;

export const LoadError: Story = {
  beforeEach({ msw }) {
    calls = 0;
    // Fails once, then answers: 'Try Again' brings the orders back.
    msw.use(
      http.get(ORDERS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(orders);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await body().findByText(ordersNotices.failedTitle, { exact: true })).toBeVisible();
    await expect(body().getAllByText(ordersNotices.failed).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: ordersTexts.emptyTitle })).toBeVisible();
    await expect(canvas.queryByTestId('order-card')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: ordersTexts.tryAgain }));
    await expect(await canvas.findAllByTestId('order-card')).toHaveLength(orders.length);
  },
};

// ---- A long history, a page at a time (our server's extension) ----

const historyIds = orderHistory.map((o) => String(o.id));
let asked: URLSearchParams[] = [];
/** Our server's GET /orders over the history; pages of older orders fail `failing` times first. */
const history = (failing = 0) =>
  http.get(ORDERS, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (failing > 0 && query.has('before')) {
      failing -= 1;
      return HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
    }
    return ordersAnswer(request, orderHistory);
  });
const shownIds = async (canvas: HTMLElement) =>
  (await within(canvas).findAllByTestId('order-card')).map((card) => card.id.replace(/^order-/, ''));

/**
 * More orders than a page: the newest 20, then the older ones on asking, until none are left. A
 * page that could not be loaded is asked for again by the same button.
 */
export const ShowOlderOrders: Story = {
  beforeEach({ msw }) {
    asked = [];
    msw.use(history(1));
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitFor(async () => expect(await shownIds(canvasElement)).toEqual(historyIds.slice(0, 20)));
    // One order more than the page shows, to know whether older ones follow.
    await expect(asked.map((q) => q.get('limit'))).toEqual(['21']);
    await userEvent.click(canvas.getByRole('button', { name: ordersTexts.older }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ordersTexts.olderFailed);
    await userEvent.click(canvas.getByRole('button', { name: ordersTexts.older }));
    await waitFor(async () => expect(await shownIds(canvasElement)).toEqual(historyIds));
    // The first of them takes the focus: the button is gone, and reading goes on from the new orders.
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: ordersTexts.order(historyIds[20]!) })).toHaveFocus(),
    );
    await expect(asked.at(-1)?.get('before')).toBe(historyIds[19]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: ordersTexts.older })).not.toBeInTheDocument();
  },
};

/** Older orders that could not be loaded: those shown stay, and the button says so beside it. */
export const OlderOrdersFailed: Story = {
  beforeEach({ msw }) {
    asked = [];
    msw.use(history(Infinity));
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ordersTexts.older }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ordersTexts.olderFailed);
    await expect(await shownIds(canvasElement)).toEqual(historyIds.slice(0, 20));
    // Not the spec's failed list: its notice and its emptying are for the list itself.
    await expect(body().queryByText(ordersNotices.failed)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: ordersTexts.older })).toBeEnabled();
  },
};

/** A link to an order older than the first page (an old e-mail's): the rest comes at once, and it is shown. */
export const LinkedToOldOrder: Story = {
  parameters: { route: { path: '/orders', url: orderHref(historyIds[23]!) } },
  beforeEach({ msw }) {
    asked = [];
    msw.use(history());
  },
  play: async ({ canvasElement, canvas }) => {
    const card = await canvas.findByRole('article', { name: ordersTexts.order(historyIds[23]!) });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(await shownIds(canvasElement)).toEqual(historyIds);
    // The first page, then everything after it in one answer: no page-by-page walk.
    await expect(asked.map((q) => [q.get('limit'), q.get('before')])).toEqual([
      ['21', null],
      [null, historyIds[19]],
    ]);
    await expect(canvas.queryByRole('button', { name: ordersTexts.older })).not.toBeInTheDocument();
  },
};

// ---- Finding an order (our server's extension; a spec server's list is searched in the browser) ----

/** Words find the orders holding them (a product, a size, a colour; a number as typed); the link shows all again. */
export const FindAnOrder: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await waitFor(async () => expect(await shownIds(canvasElement)).toHaveLength(orders.length));
    const search = canvas.getByRole('searchbox', { name: ordersTexts.findLabel });
    await userEvent.type(search, 'box');
    await userEvent.click(canvas.getByRole('button', { name: ordersTexts.find }));
    // The boxes, and the gloves sold in boxes of 100.
    await waitFor(async () =>
      expect(await shownIds(canvasElement)).toEqual(['ORD-5T9W4NB6', 'ORD-8P1C6RZ3']),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(ordersTexts.matching('box'));
    const searchAgain = async (words: string) => {
      await userEvent.tripleClick(canvas.getByRole('searchbox', { name: ordersTexts.findLabel }));
      await userEvent.keyboard(`${words}{Enter}`);
    };
    await searchAgain('box black');
    await waitFor(async () => expect(await shownIds(canvasElement)).toEqual(['ORD-8P1C6RZ3']));
    await searchAgain('ord-7k2m');
    await waitFor(async () => expect(await shownIds(canvasElement)).toEqual(['ORD-7K2M9XQ4']));
    // A business order, by the company or the buyer's own purchase order number.
    for (const words of ['unicorn', 'po/2425/0387']) {
      await searchAgain(words);
      await waitFor(async () => expect(await shownIds(canvasElement)).toEqual([shippedOrder.id]));
    }
    await userEvent.click(canvas.getByRole('link', { name: ordersTexts.showAll }));
    await waitFor(async () => expect(await shownIds(canvasElement)).toHaveLength(orders.length));
    await expect(canvas.getByRole('searchbox', { name: ordersTexts.findLabel })).toHaveValue('');
  },
};

/**
 * A spec server that refuses the query values it does not know (400) is asked again the spec's
 * way, and answers every order: the app looks for the words itself, and a long list comes whole,
 * with no button for older ones. (One that ignores them: src/api/order-pages.test.ts, and the
 * journeys' spec-only shop.)
 */
export const FindAnOrderOnSpecServer: Story = {
  parameters: { route: { path: '/orders', url: '/orders?q=box%20black' } },
  beforeEach({ msw }) {
    msw.use(specOrderList([...orders, ...orderHistory], { refusesQueries: true }));
  },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(async () => expect(await shownIds(canvasElement)).toEqual(['ORD-8P1C6RZ3']));
    await expect(canvas.getByRole('status')).toHaveTextContent(ordersTexts.matching('box black'));
    await expect(canvas.queryByRole('button', { name: ordersTexts.older })).not.toBeInTheDocument();
  },
};

/**
 * A link whose search is longer than the box takes (100 characters): read as far as the box would
 * take it, not refused. Here "box", then spaces, then words past the hundredth character.
 */
export const LongSearchLink: Story = {
  parameters: {
    route: { path: '/orders', url: `/orders?q=${encodeURIComponent(`box${' '.repeat(120)}black`)}` },
  },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(async () =>
      expect(await shownIds(canvasElement)).toEqual(['ORD-5T9W4NB6', 'ORD-8P1C6RZ3']),
    );
    await expect(canvas.getByRole('searchbox', { name: ordersTexts.findLabel })).toHaveValue('box');
    await expect(body().queryByText(ordersNotices.failed)).not.toBeInTheDocument();
  },
};

/** No order holds the words: what to try, the words kept to change, and the way back to all. */
export const NoOrderMatches: Story = {
  parameters: { route: { path: '/orders', url: '/orders?q=stapler' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: ordersTexts.noMatchTitle('stapler') }),
    ).toBeVisible();
    await expect(canvas.getByText(ordersTexts.noMatchHint)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: ordersTexts.findLabel })).toHaveValue('stapler');
    await expect(canvas.queryByRole('heading', { name: ordersTexts.emptyTitle })).not.toBeInTheDocument();
    // Both ways back lead to every order (the one under the status is followed in FindAnOrder).
    for (const link of canvas.getAllByRole('link', { name: ordersTexts.showAll }))
      await expect(link).toHaveAttribute('href', '/orders');
  },
};

// ---- Cancelling before the order ships (our server's extension) ----

const cardOf = async (canvas: HTMLElement, id: string) => {
  const cards = await within(canvas).findAllByTestId('order-card');
  return within(cards.find((c) => c.textContent?.includes(`Order ${id}`))!);
};

/** Pending and Processing orders offer to cancel; one that has shipped, been delivered or cancelled does not. */
export const CancelOfferedBeforeShipping: Story = {
  play: async ({ canvasElement }) => {
    const cancelButtons = async (id: string) =>
      (await cardOf(canvasElement, id)).queryAllByRole('button', { name: /^Cancel order/ });
    await expect(await cancelButtons(String(pendingOrder.id))).toHaveLength(1);
    await expect(await cancelButtons(String(processingOrder.id))).toHaveLength(1);
    await expect(await cancelButtons(String(shippedOrder.id))).toHaveLength(0);
    await expect(await cancelButtons(String(deliveredOrder.id))).toHaveLength(0);
    await expect(await cancelButtons(String(cancelledOrder.id))).toHaveLength(0);
  },
};

/** A Pending order: a reason, then the cancellation; nothing was charged. */
export const CancelPendingOrder: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const card = await cardOf(canvasElement, String(pendingOrder.id));
    const button = card.getByRole('button', { name: `Cancel order for order ${pendingOrder.id}` });
    await userEvent.click(button);
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(
      dialog.getByRole('heading', { name: cancelTexts.title(String(pendingOrder.id)) }),
    ).toBeVisible();
    await expect(dialog.getByText(cancelTexts.unpaidNote)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: cancelTexts.confirm });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Ordered by mistake' }));
    await userEvent.click(confirm);
    await expect(await body().findByText(cancelTexts.done(String(pendingOrder.id)))).toBeVisible();
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A paid order: the dialog and the notice say the money comes back. */
export const CancelPaidOrder: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const card = await cardOf(canvasElement, String(processingOrder.id));
    await userEvent.click(card.getByRole('button', { name: /^Cancel order/ }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(cancelTexts.paidNote('₹2,495'))).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    await userEvent.type(dialog.getByLabelText(cancelTexts.detailsLabel), 'Bought at the local market');
    await userEvent.click(dialog.getByRole('button', { name: cancelTexts.confirm }));
    await expect(
      await body().findByText(cancelTexts.refundDue(String(processingOrder.id), '₹2,495')),
    ).toBeVisible();
  },
};

/** The shop says no (it shipped meanwhile): the dialog stays with the reason, and says why. */
export const CancelRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v1/orders/:id/cancel', () =>
        HttpResponse.json(
          {
            error: 'This order is Shipped and can no longer be cancelled. Please contact us about a return.',
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const card = await cardOf(canvasElement, String(pendingOrder.id));
    await userEvent.click(card.getByRole('button', { name: /^Cancel order/ }));
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Delivery is too slow' }));
    await userEvent.click(dialog.getByRole('button', { name: cancelTexts.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/can no longer be cancelled/);
    await expect(dialog.getByRole('radio', { name: 'Delivery is too slow' })).toBeChecked();
  },
};

// ---- Returning items after delivery (our server's extension) ----

const RETURNABLE = String(returnableOrder.id);
const servesOrders = (list: OrderInput[]) => http.get(ORDERS, () => HttpResponse.json(list));

/** Only an order the shop marks returnable (delivered within 7 days) offers the return; one past it does not. */
export const ReturnOfferedAfterDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(servesOrders([returnableOrder, deliveredOrder, shippedOrder]));
  },
  play: async ({ canvasElement }) => {
    const returnButtons = async (id: string) =>
      (await cardOf(canvasElement, id)).queryAllByRole('button', { name: /^Request a return/ });
    await expect(await returnButtons(RETURNABLE)).toHaveLength(1);
    await expect(await returnButtons(String(deliveredOrder.id))).toHaveLength(0);
    await expect(await returnButtons(String(shippedOrder.id))).toHaveLength(0);
  },
};

let askedFor: { lines: unknown[]; reason: string } | undefined;

/**
 * The shopper picks the line and how many of its boxes go back (a count beyond the order's is
 * refused as typed), a reason in their own words, and sends it: the shop gets exactly that.
 */
export const RequestReturn: Story = {
  beforeEach({ msw }) {
    askedFor = undefined;
    const { returnUntil: _, ...delivered } = returnableOrder;
    msw.use(
      // Once asked, the list serves the order with its request, as the server does.
      http.get(ORDERS, () =>
        HttpResponse.json([
          askedFor
            ? {
                ...delivered,
                return: { status: 'requested', requestedAt: '2025-02-05T10:00:00.000Z', ...askedFor },
              }
            : returnableOrder,
        ]),
      ),
      http.post('*/api/v1/orders/:id/return', async ({ request }) => {
        askedFor = (await request.clone().json()) as typeof askedFor;
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const card = await cardOf(canvasElement, RETURNABLE);
    const button = card.getByRole('button', { name: `Request a return for order ${RETURNABLE}` });
    await userEvent.click(button);
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: returnUiTexts.title(RETURNABLE) })).toBeVisible();
    await expect(dialog.getByText(/^Returns are accepted until 11 Feb 2025\./)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: returnUiTexts.confirm });
    await expect(confirm).toBeDisabled();

    await step('the boxes, two of the four: a count beyond four is refused as typed', async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: /^3-Ply Corrugated Box/ }));
      const count = dialog.getByRole('textbox', { name: /^How many of 3-Ply Corrugated Box/ });
      await expect(count).toHaveValue('4');
      await userEvent.clear(count);
      await userEvent.type(count, '9');
      await expect(count).toHaveAccessibleDescription(returnUiTexts.howManyProblem(4));
      await userEvent.clear(count);
      await userEvent.type(count, '2');
      await expect(count).not.toHaveAttribute('aria-invalid', 'true');
    });

    await step('why, in their own words too, then sent', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Arrived damaged' }));
      await userEvent.type(dialog.getByLabelText(returnUiTexts.detailsLabel), 'Two flaps torn');
      await userEvent.click(confirm);
      await expect(await body().findByText(returnUiTexts.done(RETURNABLE))).toBeVisible();
      await expect(askedFor).toEqual({
        lines: [{ itemId: 'OI-0021', quantity: 2 }],
        reason: 'Arrived damaged: Two flaps torn',
      });
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      // The button gives way to the request, which takes the focus.
      const summary = await card.findByRole('heading', { name: 'Return requested' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(button).not.toBeInTheDocument();
    });
  },
};

/** The shop says no (the window closed meanwhile): the dialog stays with the choices, and says why. */
export const ReturnRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      servesOrders([returnableOrder]),
      http.post('*/api/v1/orders/:id/return', () =>
        HttpResponse.json(
          {
            error: 'Returns for this order closed on 11 Feb 2025, 7 days after delivery. Please contact us.',
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const card = await cardOf(canvasElement, RETURNABLE);
    await userEvent.click(card.getByRole('button', { name: /^Request a return/ }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Tamper-Proof Courier Bags/ }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Different from what I ordered' }));
    await userEvent.click(dialog.getByRole('button', { name: returnUiTexts.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/Returns for this order closed/);
    await expect(dialog.getByRole('radio', { name: 'Different from what I ordered' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^Tamper-Proof Courier Bags/ })).toBeChecked();
  },
};

/**
 * Once asked, the order says where the return stands: asked, approved with the pickup, declined with
 * why, or refunded with the amount (its credit note beside the invoice).
 */
export const ReturnAnswered: Story = {
  beforeEach({ msw }) {
    const { returnUntil: _, ...delivered } = returnableOrder;
    msw.use(
      servesOrders([
        { ...delivered, return: { status: 'requested', ...returnAsked } },
        {
          ...delivered,
          id: 'ORD-4R7T2WQ8',
          return: {
            status: 'approved',
            ...returnAsked,
            decidedAt: '2025-02-06T05:30:00.000Z',
            note: 'Our courier collects them on Monday; keep them in their box.',
          },
        },
        {
          ...delivered,
          id: 'ORD-4R7T2WQ7',
          return: {
            status: 'declined',
            ...returnAsked,
            reason: 'No longer needed (unused, in its packaging)',
            decidedAt: '2025-02-06T05:30:00.000Z',
            note: 'Opened packs cannot be returned.',
          },
        },
        refundedReturnOrder,
      ]),
    );
  },
  play: async ({ canvas }) => {
    const returns = await canvas.findAllByTestId('order-return');
    await expect(returns.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Return requested',
      'Return approved',
      'Return declined',
      'Return refunded',
    ]);
    await expect(returns[3]!).toHaveTextContent('Refunded on 10 Feb 2025');
    await expect(returns[3]!).toHaveTextContent(
      '₹1,098 refunded to your original payment method; the credit note is with the invoice.',
    );
    await expect(returns[0]!).toHaveTextContent('Requested on 05 Feb 2025');
    await expect(returns[0]!).toHaveTextContent(
      'Going back: 2 x 3-Ply Corrugated Box (Pack of 25) (Size: 12 x 10 x 8 in)',
    );
    await expect(returns[1]!).toHaveTextContent(
      'From the shop: Our courier collects them on Monday; keep them in their box.',
    );
    await expect(returns[2]!).toHaveTextContent('Reason: No longer needed (unused, in its packaging)');
    // Asked once: no order offers another.
    await expect(canvas.queryByRole('button', { name: /^Request a return/ })).not.toBeInTheDocument();
  },
};
