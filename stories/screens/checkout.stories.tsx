import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import CheckoutRoute from '../../src/app/routes/checkout.tsx';
import { CheckoutView } from '../../src/screens/checkout/checkout-view.tsx';
import { addressMessages, deliveryNoteMessage } from '../../src/contract/address.ts';
import { deliveryTexts } from '../../src/domain/delivery.ts';
import { addressBookTexts } from '../../src/domain/address-book.ts';
import { noLongerSold } from '../../src/domain/product.ts';
import { makeCartItem } from '../../src/mocks/factories.ts';
import { bubbleWrap, corrugatedBox3Ply, nitrileGloves } from '../../src/mocks/fixtures/products.ts';
import { savedAddresses } from '../../src/mocks/fixtures/address-book.ts';
import { addressBookHandlers } from '../../src/mocks/handlers/address-book.ts';
import { NEW_ORDER_ID, UNSERVED_PIN } from '../../src/mocks/handlers/orders.ts';
import { loading, serverError } from '../../src/mocks/overrides.ts';
import { checkoutNotices, checkoutTexts } from '../../src/screens/checkout/checkout-texts.ts';
import { useCart } from '../../src/state/cart.ts';
import { goOffline } from '../../src/mocks/offline.ts';
import { offlineTexts } from '../../src/components/offline-notice.tsx';

const ORDERS = '*/api/v1/orders';

// Two lines of one product (sizes M and L) and a line priced with paise: '2 x ₹45.50'.
const glovesM = makeCartItem({
  id: 'f0000000-0000-4000-8000-000000000023',
  name: 'Nitrile Gloves, Powder-Free (Box of 100)',
  price: 549,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Blue',
});
const glovesL = { ...glovesM, selectedSize: 'L', quantity: 2 };
const cups = makeCartItem({
  id: 'f0000000-0000-4000-8000-000000000031',
  name: 'Paper Cups, 150 ml (Pack of 50)',
  price: 45.5,
  quantity: 2,
});

// These stories render the route module `src/app/routes/checkout.tsx` against the MSW handlers, and with it
// the views in src/screens/checkout/: checkout-view, order-summary, shipping-form, state-select.
const meta = {
  title: 'Screens/Checkout',
  component: CheckoutRoute,
  parameters: {
    route: { path: '/checkout', url: '/checkout' },
    session: 'signed-in',
    cart: [glovesM, glovesL, cups],
  },
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const shippingForm = (canvas: StoryContext['canvas']) =>
  within(canvas.getByRole('form', { name: checkoutTexts.shipping }));
const placeOrderButton = (canvas: StoryContext['canvas']) =>
  canvas.getByRole('button', { name: checkoutTexts.placeOrder });

export const Filled: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const form = shippingForm(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: checkoutTexts.heading })).toBeVisible();
    // Every address field is needed, and announced so; the business box is a choice.
    for (const label of [
      checkoutTexts.fullName,
      checkoutTexts.address,
      checkoutTexts.city,
      checkoutTexts.state,
      checkoutTexts.postalCode,
      checkoutTexts.phone,
    ])
      await expect(form.getByLabelText(label)).toBeRequired();
    // The courier's instructions are the shopper's choice.
    await expect(form.getByLabelText(deliveryTexts.noteLabel)).not.toBeRequired();

    await step(
      'the order summary shows each line as quantity x price, free shipping and the total',
      async () => {
        const lines = canvas.getAllByTestId('summary-line');
        await expect(lines).toHaveLength(3);
        await expect(within(lines[0]!).getByText('1 x ₹549')).toBeVisible();
        await expect(within(lines[1]!).getByText('2 x ₹549')).toBeVisible();
        await expect(within(lines[1]!).getByText('₹1,098')).toBeVisible();
        await expect(within(lines[2]!).getByText('2 x ₹45.50')).toBeVisible();
        await expect(within(lines[2]!).getByText('₹91')).toBeVisible();
        await expect(canvas.getByText(checkoutTexts.free)).toBeVisible();
        await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,738');
      },
    );

    await step("the full name comes from the account, the phone starts at '+91'", async () => {
      await waitFor(() => expect(form.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
      await expect(form.getByLabelText(checkoutTexts.phone)).toHaveValue('+91');
    });

    await step('fill in the address', async () => {
      await userEvent.type(
        form.getByLabelText(checkoutTexts.address),
        '42, 3rd Cross, HAL 2nd Stage, Indiranagar',
      );
      await userEvent.type(form.getByLabelText(checkoutTexts.city), 'Bengaluru');
      await userEvent.selectOptions(form.getByLabelText(checkoutTexts.state), 'Karnataka');
      await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '56 0038x9');
      await expect(form.getByLabelText(checkoutTexts.postalCode)).toHaveValue('560038');
      await userEvent.type(form.getByLabelText(checkoutTexts.phone), '98765 4321o0');
      await expect(form.getByLabelText(checkoutTexts.phone)).toHaveValue('+919876543210');
      // The delivery promise for the PIN (our server's extension) has arrived.
      await expect(await form.findByTestId('delivery-promise')).toBeVisible();
    });
  },
};

/** Products the shop knows, at 18% (gloves) and 5% (boxes): the summary says what GST the total includes. */
export const IncludesGst: Story = {
  parameters: {
    cart: [
      makeCartItem({ id: String(nitrileGloves.id), name: nitrileGloves.title, price: 549, quantity: 1 }),
      makeCartItem({
        id: String(corrugatedBox3Ply.id),
        name: corrugatedBox3Ply.title,
        price: 549,
        quantity: 2,
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,647');
    // ₹549 at 18% holds ₹83.75; 2 × ₹549 at 5% holds ₹52.29.
    await expect(await canvas.findByTestId('gst-note')).toHaveTextContent('Includes ₹136.04 GST');
  },
};

/** The shop changed a price since the line was added: the summary and total are today's, as charged, and the line says so. */
export const PriceChanged: Story = {
  parameters: {
    cart: [
      makeCartItem({ id: String(nitrileGloves.id), name: nitrileGloves.title, price: 499, quantity: 2 }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('summary-price-change')).toHaveTextContent(
      'Price changed: ₹499 when you added it',
    );
    await expect(canvas.getByTestId('summary-line')).toHaveTextContent('2 x ₹549');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹1,098');
  },
};

/** Five rolls reach the ₹1,049 tier: the summary prices the line at it, says the saving, and the GST follows. */
export const VolumePrices: Story = {
  parameters: {
    cart: [makeCartItem({ id: String(bubbleWrap.id), name: bubbleWrap.title, price: 1099, quantity: 5 })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('summary-saving')).toHaveTextContent('Bulk price: you save ₹250');
    await expect(canvas.getByTestId('summary-line')).toHaveTextContent('5 x ₹1,049');
    await expect(canvas.getByTestId('checkout-total')).toHaveTextContent('₹5,245');
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹800.08 GST');
  },
};

export const ValidationError: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = shippingForm(canvas);
    await waitFor(() => expect(form.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'));
    await userEvent.click(placeOrderButton(canvas));
    await expect(await body().findByText(checkoutNotices.missingTitle)).toBeVisible();
    // The spec's message once, as the summary; each empty field says what it needs.
    await expect(form.getByRole('alert')).toHaveTextContent(addressMessages.required);
    await expect(form.getAllByText(addressMessages.required)).toHaveLength(1);
    const address = form.getByLabelText(checkoutTexts.address);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(checkoutTexts.missing.address);
    await expect(form.getByLabelText(checkoutTexts.city)).toHaveAccessibleDescription(
      checkoutTexts.missing.city,
    );
    await expect(form.getByLabelText(checkoutTexts.state)).toHaveAccessibleDescription(
      checkoutTexts.missing.state,
    );
    await expect(form.getByLabelText(checkoutTexts.postalCode)).toHaveAccessibleDescription(
      checkoutTexts.missing.postalCode,
    );
    await expect(form.getByText(checkoutTexts.missing.phone)).toBeVisible();
    await expect(address).toHaveFocus();
    await expect(form.getByLabelText(checkoutTexts.fullName)).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The 'Please fill all fields' notice goes once every field is filled in, before the next try. */
export const ValidationErrorFixed: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await waitFor(() =>
      expect(shippingForm(canvas).getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma'),
    );
    await userEvent.click(placeOrderButton(canvas));
    await expect(await body().findByText(checkoutNotices.missingTitle)).toBeVisible();
    await Filled.play?.(context);
    await waitFor(() => expect(body().queryByText(checkoutNotices.missingTitle)).not.toBeInTheDocument());
    await expect(shippingForm(canvas).queryByText(addressMessages.required)).not.toBeInTheDocument();
  },
};

/** Well-formed but wrong: a PIN starting with 0 and a phone that is too short, shown inline. */
export const InvalidPinAndPhone: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvas, userEvent } = context;
    const form = shippingForm(canvas);
    await userEvent.clear(form.getByLabelText(checkoutTexts.postalCode));
    await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '060038');
    await userEvent.type(form.getByLabelText(checkoutTexts.phone), '{Backspace}{Backspace}');
    await userEvent.click(placeOrderButton(canvas));
    await expect(await form.findByText(addressMessages.postalCode)).toBeVisible();
    await expect(form.getByText(addressMessages.phone)).toBeVisible();
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** A PIN from another state's postal region: the field says where the PIN is, and nothing is sent. */
export const PinNotInState: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvas, userEvent } = context;
    const form = shippingForm(canvas);
    await userEvent.clear(form.getByLabelText(checkoutTexts.postalCode));
    await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '400104');
    await userEvent.click(placeOrderButton(canvas));
    await expect(
      await form.findByText(
        'PIN code 400104 is in Maharashtra, not Karnataka. Please check the PIN code or the state.',
      ),
    ).toBeVisible();
    await expect(form.getByLabelText(checkoutTexts.postalCode)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** The PIN typed: the shop says whether, and how soon, it delivers there (our server's extension). */
export const DeliveryPromise: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    await expect(await context.canvas.findByTestId('delivery-promise')).toHaveTextContent(
      'Delivery to 560038 by Sat, 20 Jun · Cash on delivery available',
    );
  },
};

/** A served PIN without cash on delivery: the promise says nothing of it (the payment page says why). */
export const DeliveryWithoutCashOnDelivery: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvas, userEvent } = context;
    const form = shippingForm(canvas);
    await userEvent.selectOptions(form.getByLabelText(checkoutTexts.state), 'Maharashtra');
    await userEvent.clear(form.getByLabelText(checkoutTexts.postalCode));
    await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), '400104');
    await waitFor(() =>
      expect(canvas.getByTestId('delivery-promise')).toHaveTextContent(/^Delivery to 400104 by Sat, 20 Jun$/),
    );
  },
};

/**
 * The State left empty: a whole PIN whose postal region is one state's fills it in (the phone's
 * long list skipped); a PIN two states share (403: Goa, within Maharashtra's 40) leaves it to choose.
 */
export const StateFromPin: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = shippingForm(canvas);
    const state = form.getByLabelText(checkoutTexts.state);
    const pin = form.getByLabelText(checkoutTexts.postalCode);
    await userEvent.type(form.getByLabelText(checkoutTexts.address), 'Flat 2, Miramar Residency');
    await userEvent.type(form.getByLabelText(checkoutTexts.city), 'Panaji');
    await userEvent.type(pin, '403001');
    await expect(await canvas.findByTestId('delivery-promise')).toBeVisible();
    await expect(state).toHaveValue('');
    await userEvent.selectOptions(state, 'Goa');
    await userEvent.clear(pin);
    await userEvent.clear(form.getByLabelText(checkoutTexts.city));
    await userEvent.type(form.getByLabelText(checkoutTexts.city), 'Bengaluru');
    await userEvent.type(pin, '560038');
    // A state already chosen stays as chosen (the PIN check says if the two disagree).
    await expect(state).toHaveValue('Goa');
    await userEvent.selectOptions(state, '');
    await userEvent.clear(pin);
    await userEvent.type(pin, '560038');
    await expect(state).toHaveValue('Karnataka');
  },
};

/** A PIN the shop does not serve: said at once, under the field. */
export const PinNotServed: Story = {
  play: async (context) => {
    await Filled.play?.(context);
    const { canvas, userEvent } = context;
    const form = shippingForm(canvas);
    await userEvent.selectOptions(form.getByLabelText(checkoutTexts.state), 'Manipur');
    await userEvent.clear(form.getByLabelText(checkoutTexts.postalCode));
    await userEvent.type(form.getByLabelText(checkoutTexts.postalCode), UNSERVED_PIN);
    await expect(await canvas.findByTestId('delivery-promise')).toHaveTextContent(
      `Sorry, we do not deliver to ${UNSERVED_PIN} yet.`,
    );
  },
};

export const EmptyCart: Story = {
  parameters: { cart: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: checkoutTexts.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(checkoutTexts.emptyHint)).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: checkoutTexts.placeOrder })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: checkoutTexts.browse }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /products');
  },
};

/** The page as the server sends it, before the browser reads the stored cart: the form's and the summary's places are held. */
export const BeforeTheStoredCartIsRead: Story = {
  render: () => (
    <CheckoutView loading items={[]} total={0} placing={false} onPlaceOrder={fn()} onMissingFields={fn()} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: checkoutTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(checkoutTexts.loading);
    await expect(canvas.queryByRole('heading', { name: checkoutTexts.emptyTitle })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: checkoutTexts.placeOrder })).not.toBeInTheDocument();
  },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    msw.use(loading('post', ORDERS));
  },
  play: async (context) => {
    await Filled.play?.(context);
    await context.userEvent.click(placeOrderButton(context.canvas));
    await expect(
      await context.canvas.findByRole('button', { name: checkoutTexts.processing }),
    ).toBeDisabled();
  },
};

export const PlaceOrderFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('post', ORDERS));
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    await userEvent.click(placeOrderButton(canvas));
    await expect(await body().findByText(checkoutNotices.failedTitle)).toBeVisible();
    await expect(body().getByText(checkoutNotices.failed)).toBeVisible();
    await expect(placeOrderButton(canvas)).toBeEnabled();
    await expect(canvas.getAllByTestId('summary-line')).toHaveLength(3);
    const form = shippingForm(canvas);
    await expect(form.getByLabelText(checkoutTexts.city)).toHaveValue('Bengaluru');
    await expect(form.getByLabelText(checkoutTexts.phone)).toHaveValue('+919876543210');
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** The shop cannot fill the order: the notice gives the server's words (which line, how many are left). */
export const PlaceOrderOutOfStock: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(ORDERS, () =>
        HttpResponse.json(
          { error: "Not enough stock. items[1]: 'Nitrile Gloves' size L: 1 left" },
          { status: 409 },
        ),
      ),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    await userEvent.click(placeOrderButton(canvas));
    await expect(await body().findByText(checkoutNotices.stockTitle)).toBeVisible();
    // The server's words, without the request's field names.
    await expect(body().getByText("Not enough stock. 'Nitrile Gloves' size L: 1 left")).toBeVisible();
    await expect(placeOrderButton(canvas)).toBeEnabled();
    await expect(canvas.getAllByTestId('summary-line')).toHaveLength(3);
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** A product in the cart was retired since it was added: the notice gives the server's words. */
export const PlaceOrderNoLongerSold: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(ORDERS, () =>
        HttpResponse.json(
          { error: `items[0]: ${noLongerSold('Nitrile Gloves, Powder-Free (Box of 100)')}` },
          { status: 409 },
        ),
      ),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    await userEvent.click(placeOrderButton(canvas));
    await expect(await body().findByText(checkoutNotices.failedTitle)).toBeVisible();
    await expect(
      body().getByText('Nitrile Gloves, Powder-Free (Box of 100) is no longer sold. Please remove it.'),
    ).toBeVisible();
    await expect(body().queryByText(checkoutNotices.stockTitle)).not.toBeInTheDocument();
    await expect(placeOrderButton(canvas)).toBeEnabled();
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};

/** Shows where the router is and how many lines the cart holds, next to the screen. */
function CartAndLocation() {
  const { pathname, search } = useLocation();
  const { items } = useCart();
  return (
    <p data-testid="probe">
      At {pathname + search}; cart lines: {items.length}
    </p>
  );
}

let placed: { body: unknown; key: string | null } | undefined;

/** POST /orders makes the new order, and what it was sent is kept in `placed`. */
function capturePlacedOrder(msw: StoryContext['msw']) {
  placed = undefined;
  msw.use(
    http.post(ORDERS, async ({ request }) => {
      placed = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
      return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
    }),
  );
}

export const PlacesOrder: Story = {
  // The screen stays mounted at any address here, so the probe can show the emptied cart.
  parameters: { route: { path: '/:page', url: '/checkout' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CartAndLocation />
      </>
    ),
  ],
  beforeEach: ({ msw }) => capturePlacedOrder(msw),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    await expect(canvas.getByTestId('probe')).toHaveTextContent('cart lines: 3');
    await userEvent.click(placeOrderButton(canvas));
    await expect(await canvas.findByText(`At /payment?orderId=${NEW_ORDER_ID}; cart lines: 0`)).toBeVisible();
    await expect(placed?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(placed?.body).toEqual({
      // The spec's map adds sizes M and L of the gloves up into one entry; the lines beside it keep
      // each size and colour (a server that knows only the spec reads the map).
      products: { [glovesM.id]: 3, [cups.id]: 2 },
      items: [
        { productId: glovesM.id, quantity: 1, size: 'M', color: 'Blue' },
        { productId: glovesM.id, quantity: 2, size: 'L', color: 'Blue' },
        { productId: cups.id, quantity: 2 },
      ],
      shippingAddress: {
        fullName: 'Priya Sharma',
        address: '42, 3rd Cross, HAL 2nd Stage, Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560038',
        phone: '+919876543210',
      },
    });
  },
};

/**
 * Delivery instructions for the courier (our server's extension): sent on one line with the order,
 * shown on its pages, the packing slip and the shop's e-mail.
 */
export const PlacesOrderWithDeliveryNote: Story = {
  beforeEach: ({ msw }) => capturePlacedOrder(msw),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    const note = shippingForm(canvas).getByLabelText(deliveryTexts.noteLabel);
    await expect(note).toHaveAccessibleDescription(deliveryTexts.noteHint);
    await userEvent.type(note, '  Near the Shiv temple,   call first ');
    await userEvent.click(placeOrderButton(canvas));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /payment?orderId=${NEW_ORDER_ID}`,
    );
    await expect(placed?.body).toMatchObject({ deliveryNote: 'Near the Shiv temple, call first' });
  },
};

/** Instructions past 200 characters: said under the field, which takes the focus; nothing is sent. */
export const DeliveryNoteTooLong: Story = {
  beforeEach: ({ msw }) => capturePlacedOrder(msw),
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    const note = shippingForm(canvas).getByLabelText(deliveryTexts.noteLabel);
    await userEvent.click(note);
    await userEvent.paste(`Flat 4B, ${'behind the big banyan tree '.repeat(8)}`);
    await userEvent.click(placeOrderButton(canvas));
    await expect(await canvas.findByText(deliveryNoteMessage)).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(note).toHaveFocus();
    // What was typed stays, to be shortened.
    await expect(note).toHaveValue(`Flat 4B, ${'behind the big banyan tree '.repeat(8)}`);
    await expect(placed).toBeUndefined();
  },
};

let keys: (string | null)[] = [];

/** A retry of the same order keeps its Idempotency-Key; a changed address is a new order and a new key. */
export const RetryAfterFailure: Story = {
  beforeEach({ msw }) {
    keys = [];
    msw.use(
      http.post(ORDERS, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length < 3) return HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
        return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
      }),
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await Filled.play?.(context);
    await userEvent.click(placeOrderButton(canvas));
    await waitFor(() => expect(keys).toHaveLength(1));
    // The POST is seen before its answer lands; until then the button reads 'Processing...'.
    await waitFor(() => expect(placeOrderButton(canvas)).toBeEnabled());
    await userEvent.click(placeOrderButton(canvas));
    await waitFor(() => expect(keys).toHaveLength(2));
    await expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(placeOrderButton(canvas)).toBeEnabled());
    const city = shippingForm(canvas).getByLabelText(checkoutTexts.city);
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(placeOrderButton(canvas));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /payment?orderId=${NEW_ORDER_ID}`,
    );
    await expect(keys[2]).toMatch(/^[0-9a-f-]{32,36}$/);
    await expect(keys[2]).not.toBe(keys[0]);
  },
};

let posts = 0;

export const DoubleClick: Story = {
  beforeEach({ msw }) {
    posts = 0;
    msw.use(
      http.post(ORDERS, async () => {
        posts += 1;
        await delay(300);
        return HttpResponse.json({ id: NEW_ORDER_ID }, { status: 201 });
      }),
    );
  },
  play: async (context) => {
    const { canvas } = context;
    await Filled.play?.(context);
    const button = placeOrderButton(canvas);
    // Two clicks in the same task, before React can re-render the button as disabled.
    button.click();
    button.click();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /payment?orderId=${NEW_ORDER_ID}`,
    );
    await expect(posts).toBe(1);
  },
};

/**
 * Our server's extension: the signed-in shopper's address book. The default fills the form; another
 * saved address fills it instead; "A new address" empties it (the account's name stays).
 */
export const SavedAddresses: Story = {
  beforeEach({ msw }) {
    msw.use(...addressBookHandlers(savedAddresses));
  },
  play: async ({ canvas, userEvent }) => {
    const form = shippingForm(canvas);
    const choice = within(await canvas.findByRole('radiogroup', { name: addressBookTexts.checkoutLegend }));
    const [home, office] = savedAddresses;
    await expect(choice.getAllByRole('radio')).toHaveLength(3);
    await waitFor(() =>
      expect(form.getByLabelText(checkoutTexts.address)).toHaveValue(home!.shippingAddress.address),
    );
    await expect(choice.getByRole('radio', { name: /Default/ })).toBeChecked();
    await expect(await canvas.findByTestId('delivery-promise')).toHaveTextContent('Delivery to 560038');

    await expect(form.getByLabelText(deliveryTexts.noteLabel)).toHaveValue('');

    await userEvent.click(choice.getByRole('radio', { name: addressBookTexts.newAddress }));
    await expect(form.getByLabelText(checkoutTexts.address)).toHaveValue('');
    await expect(form.getByLabelText(checkoutTexts.fullName)).toHaveValue('Priya Sharma');

    await userEvent.click(choice.getByRole('radio', { name: /Goregaon/ }));
    await expect(form.getByLabelText(checkoutTexts.city)).toHaveValue('Mumbai');
    await expect(form.getByLabelText(checkoutTexts.postalCode)).toHaveValue('400104');
    await expect(form.getByLabelText(checkoutTexts.phone)).toHaveValue(office!.shippingAddress.phone);
    // The instructions last given with the office come with it, and go with "A new address".
    await expect(form.getByLabelText(deliveryTexts.noteLabel)).toHaveValue(office!.deliveryNote);
    await userEvent.click(choice.getByRole('radio', { name: addressBookTexts.newAddress }));
    await expect(form.getByLabelText(deliveryTexts.noteLabel)).toHaveValue('');
  },
};

/** No signal: checkout says the order must wait, keeps what was typed, and sends nothing. */
export const Offline: Story = {
  beforeEach: () => goOffline(),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(offlineTexts.checkout)).toBeVisible();
    await expect(placeOrderButton(canvas)).toBeDisabled();
    const name = shippingForm(canvas).getByLabelText('Full name');
    await userEvent.type(name, 'Asha Verma{Enter}');
    await expect(name).toHaveValue('Asha Verma');
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
  },
};
