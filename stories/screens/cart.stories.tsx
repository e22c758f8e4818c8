import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import CartRoute from '../../src/app/routes/cart.tsx';
import type { CartItem } from '../../src/domain/cart.ts';
import { glovesInCart, tapeInCart } from '../../src/mocks/fixtures/cart.ts';
import { mockBuyerDetails } from '../../src/mocks/fixtures/invoices.ts';
import {
  boppTape,
  bubblePouches,
  bubbleWrap,
  corrugatedBox3Ply,
  nitrileGloves,
  plainProduct,
} from '../../src/mocks/fixtures/products.ts';
import { savedBusinessHandlers } from '../../src/mocks/handlers/address-book.ts';
import { couponOffersHandler } from '../../src/mocks/handlers/coupons.ts';
import { shownCoupons, welcome10 } from '../../src/mocks/fixtures/coupons.ts';
import { couponTexts } from '../../src/domain/coupons.ts';
import { cartNotices, cartTexts } from '../../src/screens/cart/cart-texts.ts';
import { CartView } from '../../src/screens/cart/cart-view.tsx';
import { savedListTexts } from '../../src/domain/quick-order.ts';
import { RECENTLY_VIEWED_KEY, recentlyViewedTexts } from '../../src/domain/recently-viewed.ts';
import { relatedTexts } from '../../src/domain/related-products.ts';
import { actionTexts } from '../../src/app/product-actions.tsx';

const tape = tapeInCart;
const gloves = glovesInCart;

// These stories render the route module `src/app/routes/cart.tsx` against the MSW handlers, and with it the
// views in src/screens/cart/: cart-line, cart-summary, cart-view, clear-cart-dialog, save-list-form,
// and, under an empty cart, the RecentlyViewed row (src/app/lazy-recently-viewed.tsx); under the lines,
// what goes with the newest one (src/app/cart-related.tsx, the product page's RelatedProductsRow).
const meta = {
  title: 'Screens/Cart',
  component: CartRoute,
  parameters: { route: { path: '/cart', url: '/cart' }, cart: [tape, gloves] },
} satisfies Meta<typeof CartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  parameters: { cart: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: cartTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: cartTexts.empty })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: cartTexts.checkout })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: cartTexts.continueShopping }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** An empty cart in a browser that opened products before: they are offered again, to add from. */
export const EmptyWithRecentlyViewed: Story = {
  parameters: { cart: [] },
  beforeEach() {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([plainProduct.id, boppTape.id].map(String)));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: cartTexts.empty })).toBeVisible();
    const list = await canvas.findByRole('list', { name: recentlyViewedTexts.title });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([plainProduct.title, boppTape.title]),
    );
    // Each card adds as any list's does (the journey e2e/recently-viewed.spec.ts adds one here).
    await expect(
      within(list).getByRole('button', { name: `Add to Cart: ${plainProduct.title}` }),
    ).toBeEnabled();
  },
};

/**
 * Under the lines, what other orders bought with the newest one (the tape: a box, bubble wrap…),
 * leaving out what the cart holds; one added from there joins the cart.
 */
export const OftenBoughtTogether: Story = {
  parameters: { cart: [gloves, tape] },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('heading', { level: 2, name: relatedTexts.boughtTogether });
    const row = within(title.closest('section')!);
    const names = () => row.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
    await expect(names()).not.toContain(boppTape.title);
    await expect(names()).not.toContain(nitrileGloves.title);
    const plain = row.getAllByRole('listitem').find((card) => !card.textContent?.includes('Sizes:'))!;
    const name = within(plain).getByRole('heading', { level: 3 }).textContent!;
    await userEvent.click(within(plain).getByRole('button', { name: `Add to Cart: ${name}` }));
    await expect(await body().findByText(actionTexts.addedDetail(name))).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: cartTexts.items })).getByText(name)).toBeVisible();
  },
};

/** The page as the server sends it, before the browser reads the stored cart: its place is held, never shown empty. */
export const BeforeTheStoredCartIsRead: Story = {
  render: () => (
    <CartView
      loading
      items={[]}
      count={0}
      total={0}
      onQuantityChange={fn()}
      onRemove={fn()}
      onClear={fn()}
      onCheckout={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: cartTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('status', { name: cartTexts.loading })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: cartTexts.empty })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: cartTexts.checkout })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const summary = () => within(canvas.getByRole('complementary', { name: cartTexts.summary }));
    const lines = () => canvas.getAllByTestId('cart-line');

    await step('shows every line with its options and totals', async () => {
      await expect(lines()).toHaveLength(2);
      await expect(canvas.getByRole('link', { name: tape.name })).toHaveAttribute(
        'href',
        `/product/${encodeURIComponent(tape.id)}`,
      );
      await expect(canvas.getByText('Colour: Brown')).toBeVisible();
      await expect(canvas.getByText('Size: 48 mm')).toBeVisible();
      await expect(within(lines()[0]!).getByTestId('line-total')).toHaveTextContent('₹698');
      await expect(summary().getByText('3 items')).toBeVisible();
      await expect(summary().getAllByText('₹1,247')).toHaveLength(2);
      await expect(summary().getByText(cartTexts.free)).toBeVisible();
      // The prices include GST (18% on both): what that comes to, from today's rates.
      await expect(await summary().findByTestId('gst-note')).toHaveTextContent('Includes ₹190.22 GST');
      // Not known to buy for a business: no table of rates.
      await expect(summary().queryByTestId('tax-by-rate')).not.toBeInTheDocument();
    });

    await step('plus and minus change the quantity, never below 1', async () => {
      await expect(
        canvas.getByRole('button', { name: cartTexts.decrease(cartTexts.lineName(gloves)) }),
      ).toBeDisabled();
      await userEvent.click(
        canvas.getByRole('button', { name: cartTexts.increase(cartTexts.lineName(tape)) }),
      );
      await expect(within(lines()[0]!).getByTestId('line-total')).toHaveTextContent('₹1,047');
      await expect(summary().getByText('4 items')).toBeVisible();
      await expect(summary().getAllByText('₹1,596')).toHaveLength(2);
      await userEvent.click(
        canvas.getByRole('button', { name: cartTexts.decrease(cartTexts.lineName(tape)) }),
      );
      await expect(summary().getByText('3 items')).toBeVisible();
    });

    await step('remove takes the line out with a notice', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: cartTexts.remove(cartTexts.lineName(gloves)) }),
      );
      await expect(await body().findByText(cartNotices.removedTitle)).toBeVisible();
      await expect(body().getByText(`${gloves.name} removed from your cart`)).toBeVisible();
      await expect(lines()).toHaveLength(1);
      await expect(summary().getByText('2 items')).toBeVisible();
    });

    await step('Clear Cart asks first; Keep Items keeps them', async () => {
      const clear = canvas.getByRole('button', { name: cartTexts.clear });
      await userEvent.click(clear);
      const question = await body().findByRole('alertdialog', { name: cartTexts.clearTitle });
      await expect(question).toHaveTextContent('All 2 items in your cart will be removed.');
      await userEvent.click(within(question).getByRole('button', { name: cartTexts.keep }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(lines()).toHaveLength(1);
      await expect(clear).toHaveFocus();
    });

    await step('Clear Cart, confirmed, empties it with a notice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: cartTexts.clear }));
      const question = await body().findByRole('alertdialog', { name: cartTexts.clearTitle });
      await userEvent.click(within(question).getByRole('button', { name: cartTexts.clear }));
      await expect(await body().findByText(cartNotices.clearedTitle)).toBeVisible();
      await expect(body().getByText('All items have been removed from your cart.')).toBeVisible();
      await expect(canvas.getByRole('heading', { name: cartTexts.empty })).toBeVisible();
    });
  },
};

/** Today's stock against the cart: a line gone, sold out or short says so, beside its quantity. */
export const StockWarnings: Story = {
  parameters: { cart: [tape, { ...gloves, quantity: 5 }, { ...gloves, selectedSize: 'L', quantity: 1 }] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/products/:id', ({ params }) =>
        params.id === boppTape.id
          ? HttpResponse.json({ error: 'Product not found' }, { status: 404 })
          : HttpResponse.json({ ...nitrileGloves, stock: 2, sizeStock: { S: 9, M: 2, L: 0, XL: 0 } }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByTestId('cart-line');
    await expect(await within(lines[0]!).findByTestId('line-stock')).toHaveTextContent(cartTexts.stockGone);
    await expect(within(lines[1]!).getByTestId('line-stock')).toHaveTextContent(cartTexts.stockShort('2'));
    await expect(within(lines[2]!).getByTestId('line-stock')).toHaveTextContent(cartTexts.stockSoldOut);
  },
};

/** Typing a line's quantity changes it and its total; a bad entry says why and changes nothing. */
/**
 * The shop changed a price since the line was added: the cart shows today's, which the order is
 * charged, and says what it was.
 */
export const PriceChanged: Story = {
  parameters: { cart: [tape, { ...gloves, price: 499 }] },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByTestId('cart-line');
    await expect(await within(lines[1]!).findByTestId('line-price-change')).toHaveTextContent(
      'Price changed: ₹499 when you added it',
    );
    await expect(within(lines[1]!).getByText('₹549 each')).toBeVisible();
    await expect(within(lines[0]!).queryByTestId('line-price-change')).not.toBeInTheDocument();
    const summary = within(canvas.getByRole('complementary', { name: cartTexts.summary }));
    await expect(summary.getAllByText('₹1,247')).toHaveLength(2);
  },
};

export const TypedQuantity: Story = {
  parameters: { cart: [tape, gloves] },
  play: async ({ canvas, userEvent }) => {
    const line = within(canvas.getAllByTestId('cart-line')[0]!);
    const field = line.getByRole('textbox', { name: cartTexts.quantityOf(cartTexts.lineName(tape)) });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(line.getByRole('alert')).toHaveTextContent('Quantity must be at least 1');
    await expect(line.getByTestId('line-total')).toHaveTextContent('₹698');
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await expect(line.queryByRole('alert')).not.toBeInTheDocument();
    await expect(line.getByTestId('line-total')).toHaveTextContent('₹3,490');
  },
};

const wideTape = { ...tape, selectedSize: '72 mm', quantity: 1 };

/** Two sizes of one product are two lines; removing one leaves the other. */
export const RemoveOneSizeOfTwo: Story = {
  parameters: { cart: [tape, wideTape, gloves] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(3);
    await expect(canvas.getByText('Size: 48 mm')).toBeVisible();
    await expect(canvas.getByText('Size: 72 mm')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cartTexts.remove(cartTexts.lineName(tape)) }));
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(2);
    await expect(canvas.queryByText('Size: 48 mm')).not.toBeInTheDocument();
    await expect(canvas.getByText('Size: 72 mm')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: cartTexts.remove(cartTexts.lineName(wideTape)) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: gloves.name })).toBeVisible();
  },
};

export const CheckoutSignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: cartTexts.checkout }));
    await expect(await body().findByText('Login Required')).toBeVisible();
    await expect(body().getByText(cartNotices.login)).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /login?redirect=%2Fcheckout',
    );
  },
};

/**
 * A signed-in shopper whose account has bought for a business: under what the total includes, the
 * taxable value and tax at each rate (tape at 18%, boxes at 5%), as their invoice will split them.
 */
export const BusinessBuyer: Story = {
  parameters: {
    session: 'signed-in',
    cart: [
      tape,
      {
        id: String(corrugatedBox3Ply.id),
        name: corrugatedBox3Ply.title,
        image: '/mock-images/box.svg',
        price: 549,
        quantity: 1,
        selectedSize: '8 x 6 x 4 in',
      },
    ],
  },
  beforeEach({ msw }) {
    msw.use(...savedBusinessHandlers(mockBuyerDetails));
  },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('complementary', { name: cartTexts.summary }));
    // ₹698 at 18% holds ₹106.47; ₹549 at 5% holds ₹26.14.
    await expect(await summary.findByTestId('tax-by-rate')).toHaveTextContent(
      /5% on ₹522\.86\s*₹26\.14\s*18% on ₹591\.53\s*₹106\.47/,
    );
    await expect(summary.getByTestId('gst-note')).toHaveTextContent('Includes ₹132.61 GST');
  },
};

/**
 * Volume prices: twenty rolls reach the ₹999 tier, so the line is priced at it (the price before
 * struck through) with the saving, and the total follows, as the order will be charged.
 */
export const VolumePrices: Story = {
  parameters: {
    cart: [
      {
        id: String(bubbleWrap.id),
        name: bubbleWrap.title,
        image: '/mock-images/bubble-wrap.svg',
        price: 1099,
        quantity: 20,
        selectedSize: '1 m x 100 m',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const line = within(canvas.getByTestId('cart-line'));
    await expect(await line.findByTestId('line-saving')).toHaveTextContent('Bulk price: you save ₹2,000');
    await expect(line.getByText(/₹999 each/)).toBeVisible();
    await expect(line.getByTestId('line-total')).toHaveTextContent('₹19,980');
    const summary = within(canvas.getByRole('complementary', { name: cartTexts.summary }));
    await expect(summary.getAllByText('₹19,980')).toHaveLength(2);
    // One fewer falls to the ₹1,049 tier.
    await userEvent.click(
      line.getByRole('button', {
        name: cartTexts.decrease(cartTexts.lineName({ name: bubbleWrap.title, selectedSize: '1 m x 100 m' })),
      }),
    );
    await expect(line.getByTestId('line-total')).toHaveTextContent('₹19,931');
    await expect(line.getByTestId('line-saving')).toHaveTextContent('Bulk price: you save ₹950');
  },
};

/**
 * A product sold in cartons of 10, with 3 in the cart (put there before the rule): the line says
 * what it needs, and + goes to the first whole carton.
 */
export const CartonRule: Story = {
  parameters: {
    cart: [
      {
        id: String(bubblePouches.id),
        name: bubblePouches.title,
        image: '/mock-images/bubble-wrap.svg',
        price: 349,
        quantity: 3,
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const line = within(canvas.getByTestId('cart-line'));
    await expect(await line.findByTestId('line-quantity-rule')).toHaveTextContent('Order at least 10');
    await userEvent.click(
      line.getByRole('button', {
        name: cartTexts.increase(cartTexts.lineName({ name: bubblePouches.title })),
      }),
    );
    await expect(line.getByTestId('quantity-input')).toHaveValue('10');
    await expect(line.queryByTestId('line-quantity-rule')).not.toBeInTheDocument();
    await expect(line.getByTestId('line-total')).toHaveTextContent('₹3,490');
  },
};

export const CheckoutSignedIn: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: cartTexts.checkout }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /checkout');
    await expect(body().queryByText('Login Required')).not.toBeInTheDocument();
  },
};

/**
 * A signed-in shopper sees the shop's offers under the summary: what each takes off, and what the
 * cart lacks to use it or that checkout applies it; a second roll of tape reaches WELCOME10's ₹500.
 */
export const Offers: Story = {
  parameters: { session: 'signed-in', cart: [{ ...tape, quantity: 1 }] },
  beforeEach({ msw }) {
    msw.use(couponOffersHandler(shownCoupons()));
  },
  play: async ({ canvas, userEvent }) => {
    const offers = within(await canvas.findByRole('region', { name: couponTexts.offers }));
    const offer = (code: string) => within(offers.getByText(code).closest('li')!);
    await expect(offer('WELCOME10').getByText(couponTexts.describe(welcome10))).toBeVisible();
    await expect(offer('WELCOME10').getByText(couponTexts.addMore(151))).toBeVisible();
    await expect(offer('FLAT50').getByText(couponTexts.atCheckout)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cartTexts.increase(cartTexts.lineName(tape)) }));
    await waitFor(() => expect(offer('WELCOME10').getByText(couponTexts.atCheckout)).toBeVisible());
  },
};

/** A guest, or a shop with no offers: nothing under the summary. */
export const NoOffersSignedOut: Story = {
  parameters: { cart: [tape] },
  beforeEach({ msw }) {
    msw.use(couponOffersHandler(shownCoupons()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: cartTexts.summary })).toBeVisible();
    await expect(canvas.queryByTestId('cart-offers')).not.toBeInTheDocument();
  },
};

/**
 * A stored cart that is not a list at all: the store discards it and the page shows the empty
 * cart instead of failing. The preview's cart store is seeded from `parameters.cart`.
 */
export const CorruptStoredCart: Story = {
  parameters: { cart: '{"oops": not json' as unknown as CartItem[] },
  beforeEach() {
    localStorage.setItem('cart', '{"oops": not json');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: cartTexts.empty })).toBeVisible();
  },
};

/** Lines that do not read as cart lines are dropped; the good ones stay. */
export const PartlyCorruptStoredCart: Story = {
  parameters: {
    cart: [
      null,
      'junk',
      { id: 'x', name: 'No price', quantity: 1 },
      { ...gloves, quantity: -2 },
      tape,
    ] as unknown as CartItem[],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: tape.name })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await expect(context.canvas.getAllByTestId('cart-line')).toHaveLength(2);
    await expect(context.canvas.getByRole('button', { name: cartTexts.checkout })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Phone.play,
};

/** A removed line comes back at its place with Undo on the notice. */
export const RemoveThenUndo: Story = {
  parameters: { cart: [tape, wideTape, gloves] },
  play: async ({ canvas, userEvent }) => {
    const names = () => canvas.getAllByTestId('cart-line').map((line) => line.textContent ?? '');
    await userEvent.click(
      canvas.getByRole('button', { name: cartTexts.remove(cartTexts.lineName(wideTape)) }),
    );
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(2);
    const notice = (await body().findByText(cartNotices.removedTitle)).closest('li')!;
    await userEvent.click(within(notice).getByRole('button', { name: cartNotices.undo }));
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(3);
    await expect(names()[1]).toContain('Size: 72 mm');
    await waitFor(() => expect(body().queryByText(cartNotices.removedTitle)).not.toBeInTheDocument());
  },
};

/** 'Clear your cart?': the question Clear Cart asks before it empties the cart. */
export const ClearCartQuestion: Story = {
  parameters: { cart: [tape, wideTape, gloves] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: cartTexts.clear }));
    const question = await body().findByRole('alertdialog', { name: cartTexts.clearTitle });
    await expect(question).toHaveTextContent('All 4 items in your cart will be removed.');
    await expect(within(question).getByRole('button', { name: cartTexts.keep })).toHaveFocus();
  },
};

let savedBody: unknown;
let listsAsked = false;

/**
 * A signed-in buyer keeps the cart as a reorder list: each line by its size's SKU, under a name,
 * to load into Quick order next month.
 */
export const SaveAsList: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    savedBody = undefined;
    msw.use(
      http.post('*/api/v1/lists', async ({ request }) => {
        savedBody = await request.json();
        return HttpResponse.json(
          {
            data: [
              {
                id: 'list-1',
                name: 'Monthly office supplies',
                lines: [],
                updatedAt: '2026-11-26T05:00:00.000Z',
              },
            ],
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: savedListTexts.save }));
    const form = within(canvas.getByRole('form', { name: savedListTexts.save }));
    const name = form.getByRole('textbox', { name: savedListTexts.nameLabel });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-required', 'true');
    await userEvent.click(form.getByRole('button', { name: savedListTexts.confirm }));
    await expect(form.getByText(savedListTexts.nameMissing)).toBeVisible();
    await userEvent.type(name, 'Monthly office supplies');
    await userEvent.click(form.getByRole('button', { name: savedListTexts.confirm }));
    await expect(await body().findByText(savedListTexts.saved('Monthly office supplies'))).toBeVisible();
    await expect(savedBody).toEqual({
      name: 'Monthly office supplies',
      lines: [
        { sku: 'TAP-001-48MM', quantity: 2 },
        { sku: 'CLE-003-M', quantity: 1 },
      ],
    });
    await expect(canvas.getByRole('button', { name: savedListTexts.save })).toBeVisible();
  },
};

/** A shop that keeps no lists (a spec-only server): the cart offers none. */
export const SaveAsListNotOffered: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    listsAsked = false;
    msw.use(
      http.get('*/api/v1/lists', () => {
        listsAsked = true;
        return HttpResponse.json({ error: 'Not Found' }, { status: 404 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: cartTexts.checkout })).toBeVisible();
    await waitFor(() => expect(listsAsked).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    await expect(canvas.queryByRole('button', { name: savedListTexts.save })).not.toBeInTheDocument();
    await expect(canvas.queryByText(savedListTexts.noSku)).not.toBeInTheDocument();
  },
};
