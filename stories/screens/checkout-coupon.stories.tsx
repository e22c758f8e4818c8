import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import CheckoutRoute from '../../src/app/routes/checkout.tsx';
import type { OrderCreateRequest } from '../../src/contract/order.ts';
import { couponTexts } from '../../src/domain/coupons.ts';
import { noLongerSold } from '../../src/domain/product.ts';
import { makeCartItem } from '../../src/mocks/factories.ts';
import { corrugatedBox3Ply, courierBags } from '../../src/mocks/fixtures/products.ts';
import { NEW_ORDER_ID } from '../../src/mocks/handlers/orders.ts';
import { couponOffersHandler } from '../../src/mocks/handlers/coupons.ts';
import { shownCoupons } from '../../src/mocks/fixtures/coupons.ts';
import { mockPath, extensionRoutes } from '../../src/mocks/handlers/routes.ts';
import { checkoutNotices, checkoutTexts } from '../../src/screens/checkout/checkout-texts.ts';

const ORDERS = '*/api/v1/orders';
const CHECK = mockPath(extensionRoutes.couponCheck);

// The coupon order's lines (src/mocks/fixtures/orders.ts, couponOrder): 2 × ₹549 boxes at 5% and
// a ₹449 pack of courier bags at 18%, ₹1,547 in all.
const cart = [
  makeCartItem({
    id: String(corrugatedBox3Ply.id),
    name: corrugatedBox3Ply.title,
    price: 549,
    quantity: 2,
    selectedSize: '12 x 10 x 8 in',
  }),
  makeCartItem({
    id: String(courierBags.id),
    name: courierBags.title,
    price: 449,
    quantity: 1,
    selectedSize: '10 x 12 in',
    selectedColor: 'White',
  }),
];

// These stories render the route module `src/app/routes/checkout.tsx` against the MSW handlers, and
// with it the coupon box in src/screens/checkout/coupon-field.tsx.
const meta = {
  title: 'Screens/Checkout/Coupon',
  component: CheckoutRoute,
  parameters: { route: { path: '/checkout', url: '/checkout' }, session: 'signed-in', cart },
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const couponBox = (canvas: StoryContext['canvas']) => canvas.getByLabelText(couponTexts.label);
const apply = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>, code: string) => {
  await userEvent.clear(couponBox(canvas));
  if (code) await userEvent.type(couponBox(canvas), code);
  await userEvent.click(canvas.getByRole('button', { name: couponTexts.apply }));
};

async function fillAddress({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const form = within(canvas.getByRole('form', { name: checkoutTexts.shipping }));
  await waitFor(() => expect(form.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
  await userEvent.type(
    form.getByLabelText(checkoutTexts.address),
    '42, 3rd Cross, HAL 2nd Stage, Indiranagar',
  );
  await userEvent.type(form.getByLabelText(checkoutTexts.city), 'Bengaluru');
  await userEvent.selectOptions(form.getByLabelText(checkoutTexts.state), 'Karnataka');
  await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '560038');
  await userEvent.type(form.getByLabelText(checkoutTexts.phone), '9876543210');
}

/**
 * WELCOME10 typed in small letters: 10% off the goods, shown under the box and as a row of the
 * summary; the total and the GST it includes are after it, as its invoice will be.
 */
export const Applied: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByTestId('gst-note')).toHaveTextContent('Includes ₹120.78 GST');
    await apply(context, ' welcome10 ');
    await expect(await canvas.findByTestId('coupon-applied')).toHaveTextContent(
      'WELCOME10 applied: ₹154.70 off',
    );
    await expect(canvas.getByTestId('coupon-applied')).toHaveTextContent(
      '10% off, up to ₹200, on orders of ₹500 or more',
    );
    await expect(canvas.getByTestId('summary-coupon')).toHaveTextContent('Coupon WELCOME10-₹154.70');
    await expect(canvas.getByText('₹1,547')).toBeVisible();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,392.30');
    // Each line's share of the discount is out of the GST, as on couponInvoice (₹47.06 + ₹61.64).
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹108.70 GST');
  },
};

let placed: OrderCreateRequest | undefined;

/** The order goes with the code applied, for the server to price again. */
export const PlacedWithTheCode: Story = {
  beforeEach({ msw }) {
    placed = undefined;
    msw.use(
      http.post(ORDERS, async ({ request }) => {
        placed = (await request.json()) as OrderCreateRequest;
        return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
      }),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await apply(context, 'welcome10');
    await expect(await canvas.findByTestId('coupon-applied')).toBeVisible();
    await fillAddress(context);
    await userEvent.click(canvas.getByRole('button', { name: checkoutTexts.placeOrder }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('/payment');
    await expect(placed?.couponCode).toBe('WELCOME10');
  },
};

const offered: Pick<Story, 'beforeEach'> = {
  beforeEach({ msw }) {
    msw.use(couponOffersHandler(shownCoupons()));
  },
};

/** The shop shows two coupons at checkout (GET /coupons), each with what it takes off and Apply. */
export const Offers: Story = {
  ...offered,
  play: async ({ canvas }) => {
    const offers = within(await canvas.findByRole('region', { name: couponTexts.offers }));
    const items = offers.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('WELCOME1010% off, up to ₹200, on orders of ₹500 or more');
    await expect(items[1]).toHaveTextContent('FLAT50₹50 off, on orders of ₹300 or more');
    await expect(offers.getAllByRole('button', { name: /^Apply / })).toHaveLength(2);
  },
};

/** An offer applied with a tap: the list gives way to the coupon applied. */
export const OfferTapped: Story = {
  ...offered,
  play: async ({ canvas, userEvent }) => {
    const offers = within(await canvas.findByRole('region', { name: couponTexts.offers }));
    await userEvent.click(offers.getByRole('button', { name: couponTexts.applyOffer('FLAT50') }));
    await expect(await canvas.findByTestId('coupon-applied')).toHaveTextContent('FLAT50 applied: ₹50 off');
    await expect(canvas.queryByRole('region', { name: couponTexts.offers })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,497');
  },
};

/** Removing the coupon puts the total back; the box keeps the code, to apply again or change. */
export const Removed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await apply(context, 'FLAT50');
    await expect(await canvas.findByTestId('coupon-applied')).toHaveTextContent('FLAT50 applied: ₹50 off');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,497');
    await userEvent.click(canvas.getByRole('button', { name: couponTexts.remove }));
    await expect(canvas.queryByTestId('summary-coupon')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,547');
    await expect(couponBox(canvas)).toHaveValue('FLAT50');
  },
};

/**
 * Codes that do not apply, each with its reason under the box: none typed, not a code, an ended
 * coupon, one the shopper has used; typing again clears the reason. Nothing comes off the total.
 */
export const Refused: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await apply(context, '');
    await expect(await canvas.findByText(couponTexts.blank)).toBeVisible();
    await apply(context, 'TEN OFF');
    await expect(await canvas.findByText(couponTexts.badCode)).toBeVisible();
    await apply(context, 'diwali');
    await expect(await canvas.findByText(couponTexts.expired)).toBeVisible();
    await expect(couponBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(couponBox(canvas), '1');
    await expect(canvas.queryByText(couponTexts.expired)).not.toBeInTheDocument();
    await apply(context, 'USED');
    await expect(await canvas.findByText('You have already used this coupon.')).toBeVisible();
    await expect(canvas.queryByTestId('summary-coupon')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,547');
  },
};

/** A cart below the coupon's minimum: the reason says how much more it needs. */
export const BelowMinimum: Story = {
  parameters: { cart: [cart[1]!] },
  play: async (context) => {
    await apply(context, 'WELCOME10');
    await expect(
      await context.canvas.findByText('This coupon is for orders of ₹500 or more: add ₹51 more to use it.'),
    ).toBeVisible();
  },
};

/** A server that takes no coupons (404): the box gives way to a note, and the order goes without one. */
export const NotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(CHECK, () => HttpResponse.json({ error: 'Not Found' }, { status: 404 })));
  },
  play: async (context) => {
    await apply(context, 'WELCOME10');
    await expect(await context.canvas.findByTestId('coupon-not-offered')).toHaveTextContent(
      couponTexts.notOffered,
    );
    await expect(context.canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,547');
  },
};

/** The server cannot price a line (retired since it was added): its words, without the field's name. */
export const LineNoLongerSold: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(CHECK, () =>
        HttpResponse.json({ error: `items[1]: ${noLongerSold(courierBags.title)}` }, { status: 409 }),
      ),
    );
  },
  play: async (context) => {
    await apply(context, 'WELCOME10');
    await expect(await context.canvas.findByText(noLongerSold(courierBags.title))).toBeVisible();
    await expect(context.canvas.queryByText(/items\[1\]/)).not.toBeInTheDocument();
  },
};

let usedUp = false;

/**
 * The coupon ran out between applying it and placing the order: the order is refused with the
 * reason, the box asks again and says it, and the total is back to the goods'.
 */
export const RanOutBeforeOrdering: Story = {
  beforeEach({ msw }) {
    usedUp = false;
    msw.use(
      http.post(ORDERS, () => {
        usedUp = true;
        return HttpResponse.json({ error: couponTexts.usedUp }, { status: 409 });
      }),
      http.post(CHECK, () =>
        usedUp
          ? HttpResponse.json({ error: couponTexts.usedUp }, { status: 422 })
          : HttpResponse.json({
              code: 'FLAT50',
              discount: 50,
              description: '₹50 off, on orders of ₹300 or more',
            }),
      ),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await apply(context, 'FLAT50');
    await expect(await canvas.findByTestId('coupon-applied')).toBeVisible();
    await fillAddress(context);
    await userEvent.click(canvas.getByRole('button', { name: checkoutTexts.placeOrder }));
    await expect(await body().findByText(checkoutNotices.failedTitle)).toBeVisible();
    await expect(
      body().getByText(couponTexts.usedUp, { ignore: '[data-testid="coupon-form"] *' }),
    ).toBeVisible();
    // The box, asked again, says why and takes the discount off the summary.
    const form = await canvas.findByTestId('coupon-form');
    await expect(await within(form).findByText(couponTexts.usedUp)).toBeVisible();
    await expect(canvas.queryByTestId('summary-coupon')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,547');
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};
