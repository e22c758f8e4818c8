import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { SiteUrlProvider } from '../../src/state/site-url.tsx';
import { rememberAsk, rememberedAsk } from '../../src/state/guest-alert-asks.ts';
import { quoteHref, quoteTexts } from '../../src/domain/quote.ts';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ProductDetailRoute from '../../src/app/routes/product-detail.tsx';
import { actionTexts } from '../../src/app/product-actions.tsx';
import {
  bubblePouches,
  bubbleWrap,
  manyAttributesProduct,
  noImageProduct,
  oneSizeProduct,
  optionsProduct,
  plainProduct,
  saleProduct,
  sizesAndColorsProduct,
} from '../../src/mocks/fixtures/products.ts';
import { UNSERVED_PIN } from '../../src/mocks/handlers/orders.ts';
import { extensionRoutes, mockPath, notOffered } from '../../src/mocks/handlers/routes.ts';
import { RELATED_LIMIT, relatedTexts } from '../../src/domain/related-products.ts';
import { RECENTLY_VIEWED_KEY, recentlyViewedTexts } from '../../src/domain/recently-viewed.ts';
import { loading, serverError } from '../../src/mocks/overrides.ts';
import { deliveryTexts } from '../../src/domain/delivery.ts';
import { productDetailTexts as texts } from '../../src/screens/product-detail/product-detail-texts.ts';
import { stockAlertTexts } from '../../src/domain/stock-alerts.ts';
import { MAX_STOCK_ALERTS } from '../../src/contract/limits.ts';
import { accountEmail } from '../../src/mocks/fixtures/account.ts';
import { ALERT_REQUESTED_AT, stockAlertHandlers } from '../../src/mocks/handlers/stock-alerts.ts';
import {
  emailShareHref,
  productShare,
  shareTexts,
  whatsAppHref,
  type Shared,
} from '../../src/domain/share.ts';

const at = (id: string | number) => ({ route: { path: '/product/:id', url: `/product/${id}` } });

// These stories render the route module `src/app/routes/product-detail.tsx` against the MSW handlers, and
// with it the views in src/screens/product-detail/: product-detail-frame,
// product-detail-states, product-detail-view, product-gallery, specifications-list, stock-alert
// guest-alert-form, share-button, share-dialog and related-products (RelatedProductsRow, with the
// ProductRow and ProductGrid of src/components), and src/app/recently-viewed.tsx (RecentlyViewed,
// with src/components' RecentlyViewedRow) (and the quantity field and the option groups
// from src/components).
const meta = {
  title: 'Screens/ProductDetail',
  component: ProductDetailRoute,
  parameters: at(optionsProduct.id),
} satisfies Meta<typeof ProductDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const PRODUCT_PATH = '*/api/v1/products/:id';

export const Loaded: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the facts of the product', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: optionsProduct.title }),
      ).toBeVisible();
      await expect(canvas.getByTestId('price')).toHaveTextContent('₹349');
      await expect(canvas.getByText('₹399')).toBeVisible();
      // The GST the ₹349 holds at the product's 18%, for a business comparing a price "+ GST".
      await expect(canvas.getByTestId('tax-note')).toHaveTextContent('Inclusive of 18% GST (₹53.24)');
      await expect(canvas.getByText('Packaging & Shipping Products')).toBeVisible();
      await expect(canvas.getByTestId('product-id')).toHaveTextContent('Product ID: a1b2c3d4');
      await expect(canvas.getByText(optionsProduct.description ?? '')).toBeVisible();
    });
    await step('size and colour choices, none chosen yet', async () => {
      const size = canvas.getByRole('radiogroup', { name: texts.size });
      await expect(within(size).getAllByRole('radio')).toHaveLength(3);
      await expect(within(size).getByRole('radio', { name: '48 mm' })).not.toBeChecked();
      const colour = canvas.getByRole('radiogroup', { name: texts.colour });
      await expect(within(colour).getAllByRole('radio')).toHaveLength(4);
    });
    await step('thumbnails switch the picture', async () => {
      const thumbs = within(canvas.getByRole('list', { name: texts.pictures })).getAllByRole('button');
      await expect(thumbs).toHaveLength(3);
      await expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(thumbs[1]!);
      await expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('img', { name: optionsProduct.title })).toHaveAttribute(
        'src',
        '/mock-images/tape-clear.svg',
      );
    });
    await step('quantity starts at 1 and minus is disabled there', async () => {
      await expect(canvas.getByTestId('quantity-input')).toHaveValue('1');
      await expect(canvas.getByRole('button', { name: texts.decrease })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: texts.increase }));
      await expect(canvas.getByTestId('quantity-input')).toHaveValue('2');
      await userEvent.click(canvas.getByRole('button', { name: texts.decrease }));
      await expect(canvas.getByTestId('quantity-input')).toHaveValue('1');
      await expect(canvas.getByRole('button', { name: texts.decrease })).toBeDisabled();
    });
  },
};

/** A server without GST data (the spec's product): the price is still said to include every tax. */
export const PriceWithoutTaxData: Story = {
  beforeEach({ msw }) {
    const { gstRate: _rate, hsnCode: _hsn, ...specProduct } = optionsProduct;
    msw.use(http.get(PRODUCT_PATH, () => HttpResponse.json(specProduct)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tax-note')).toHaveTextContent(texts.allTaxes);
    await expect(canvas.queryByText(/GST/)).not.toBeInTheDocument();
  },
};

/** At most 10, phone keys hidden, underscores shown as spaces (spec /product/{id}). */
export const Specifications: Story = {
  parameters: at(manyAttributesProduct.id),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByTestId('specifications'));
    await expect(list.getAllByRole('term')).toHaveLength(10);
    await expect(list.getByText('bursting factor')).toBeVisible();
    await expect(list.getByText('150 g/m²')).toBeVisible();
    await expect(list.queryByText(/phone/i)).not.toBeInTheDocument();
    await expect(list.queryByText('+919812345678')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', PRODUCT_PATH));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-detail-skeleton')).toBeInTheDocument();
    await expect(canvas.getByTestId('product-detail')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: texts.addToCart })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: at('no-such-product'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.notFound })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: texts.browse }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /products');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', PRODUCT_PATH));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.error)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
    await expect(canvas.queryByText(texts.notFound)).not.toBeInTheDocument();
  },
};

/** 'Try Again' calls again: a server that recovers shows the product. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(PRODUCT_PATH, () =>
        calls++ === 0
          ? HttpResponse.json({ error: 'Busy' }, { status: 503 })
          : HttpResponse.json(optionsProduct),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: texts.retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: optionsProduct.title })).toBeVisible();
  },
};

export const OneSizePreselected: Story = {
  parameters: at(oneSizeProduct.id),
  play: async ({ canvas, userEvent }) => {
    const size = await canvas.findByRole('radiogroup', { name: texts.size });
    await expect(within(size).getByRole('radio', { name: 'One Size' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: texts.addToCart }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

export const SizeRequired: Story = {
  parameters: at(sizesAndColorsProduct.id),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: texts.addToCart }));
    await expect(await body().findByText(texts.sizeRequiredDetail)).toBeVisible();
    await expect(body().getAllByText(texts.sizeRequired)).toHaveLength(2);
    const size = canvas.getByRole('radiogroup', { name: texts.size });
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size).toHaveAccessibleDescription(texts.sizeRequired);
    await expect(within(size).getAllByRole('radio')[0]).toHaveFocus();
    await expect(canvas.queryByTestId('navigated-to')).not.toBeInTheDocument();
    await userEvent.click(within(size).getByRole('radio', { name: 'M' }));
    await expect(size).not.toHaveAttribute('aria-invalid');
  },
};

export const AddToCart: Story = {
  parameters: at(sizesAndColorsProduct.id),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'M' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Black' }));
    await userEvent.click(canvas.getByRole('button', { name: texts.increase }));
    await userEvent.click(canvas.getByRole('button', { name: texts.addToCart }));
    await expect(await body().findByText('Added to cart')).toBeVisible();
    await expect(body().getByText(`${sizesAndColorsProduct.title} added to your cart`)).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

/**
 * Volume prices: the table of quantity ranges and prices a unit, the range the chosen quantity
 * reaches marked, and what buying more pays; typing 20 reaches the last tier.
 */
export const VolumePrices: Story = {
  parameters: at(bubbleWrap.id),
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByTestId('price-tiers'));
    const rows = () => table.getAllByRole('row').slice(1);
    await expect(rows().map((r) => r.textContent)).toEqual(['1–4Your price₹1,099', '5–19₹1,049', '20+₹999']);
    await expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByTestId('next-tier')).toHaveTextContent('Buy 5 or more and pay ₹1,049 each');
    const field = canvas.getByRole('textbox', { name: texts.quantity });
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await waitFor(() => expect(rows()[2]).toHaveAttribute('aria-current', 'true'));
    await expect(rows()[0]).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByTestId('next-tier')).not.toBeInTheDocument();
    // Beyond the table: the contact page, started with a quote's subject and message for this product.
    await expect(canvas.getByRole('link', { name: quoteTexts.ask })).toHaveAttribute(
      'href',
      quoteHref({ productTitle: bubbleWrap.title, sku: bubbleWrap.sku ?? undefined }),
    );
  },
};

/** Sold in cartons of 10: the quantity starts at a carton, steps by cartons, and a part carton says why it will not do. */
export const SoldInCartons: Story = {
  parameters: at(bubblePouches.id),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: texts.quantity });
    await expect(field).toHaveValue('10');
    await expect(field).toHaveAccessibleDescription('Sold in cartons of 10');
    const less = canvas.getByRole('button', { name: texts.decrease });
    await expect(less).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.increase }));
    await expect(field).toHaveValue('20');
    await userEvent.click(less);
    await expect(field).toHaveValue('10');
    for (const [typed, message] of [
      ['15', 'Sold in cartons of 10: order 20 or another multiple of 10'],
      ['5', 'Order at least 10'],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    }
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A typed quantity: a business buys 500 without pressing + 499 times; bad entries say why. */
export const TypedQuantity: Story = {
  parameters: at(sizesAndColorsProduct.id),
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: texts.quantity });
    for (const [typed, message] of [
      ['0', 'Quantity must be at least 1'],
      ['-3', 'Quantity must be at least 1'],
      ['1.5', 'Quantity must be a whole number'],
      ['abc', 'Enter the quantity in digits'],
      ['10001', 'At most 10,000 at a time'],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    }
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await userEvent.click(canvas.getByRole('button', { name: texts.increase }));
    await expect(field).toHaveValue('501');
    await userEvent.click(canvas.getByRole('button', { name: texts.addToCart }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

/** Sizes S and XL sold out, M running low: the product as the alert stories serve it. */
const soldOutSizes = () =>
  http.get(PRODUCT_PATH, () =>
    HttpResponse.json({ ...sizesAndColorsProduct, stock: 12, sizeStock: { S: 0, M: 2, L: 10, XL: 0 } }),
  );
const STOCK_ALERTS_PATH = '*/api/v1/stock-alerts';
/** What the alert stories' page sent to POST /stock-alerts. */
const sent: unknown[] = [];

/** Stock per size: a sold-out size turns Add to Cart off, a low one says how many are left. */
export const StockBySize: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    msw.use(soldOutSizes());
  },
  play: async ({ canvas, userEvent }) => {
    const add = await canvas.findByRole('button', { name: texts.addToCart });
    await expect(canvas.queryByTestId('stock-note')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Out of stock');
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Only 2 left');
    await expect(add).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await expect(canvas.queryByTestId('stock-note')).not.toBeInTheDocument();
  },
};

/**
 * Sold out, signed out: a guest's alert at an address (the server e-mails a link to confirm it), or
 * the way to sign in for one, which comes back to this product.
 */
export const SoldOutSignedOut: Story = {
  parameters: at(optionsProduct.id),
  beforeEach({ msw }) {
    msw.use(http.get(PRODUCT_PATH, () => HttpResponse.json({ ...optionsProduct, stock: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: texts.addToCart })).toBeDisabled();
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Out of stock');
    await expect(await canvas.findByLabelText(stockAlertTexts.guestEmail)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: stockAlertTexts.ask })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: stockAlertTexts.orSignIn })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${optionsProduct.id}`)}`,
    );
  },
};

/**
 * A guest asks for the sold-out size by e-mail: the address is checked as sign-in checks it, the
 * request names the product, size and address, and the page says to open the e-mailed link.
 */
export const GuestAlert: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      soldOutSizes(),
      http.post(`${STOCK_ALERTS_PATH}/guest`, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    const email = await canvas.findByLabelText(stockAlertTexts.guestEmail);
    await step('an address that is not one is refused in words, and nothing is sent', async () => {
      await userEvent.type(email, 'asha@');
      await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
      await expect(email).toHaveAccessibleDescription('Invalid email address');
      await expect(sent).toEqual([]);
    });
    await step('asked: the link is on its way to the address', async () => {
      await userEvent.type(email, 'example.in');
      await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
      await expect(await canvas.findByText(stockAlertTexts.checkInbox('asha@example.in'))).toBeVisible();
      await expect(sent).toEqual([
        { productId: String(sizesAndColorsProduct.id), size: 'S', email: 'asha@example.in' },
      ]);
    });
    await step('another sold-out size has its own alert: the form, not the one asked', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
      await expect(await canvas.findByLabelText(stockAlertTexts.guestEmail)).toHaveValue('');
      await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
      await expect(await canvas.findByText(stockAlertTexts.checkInbox('asha@example.in'))).toBeVisible();
    });
    await step('another address: the form again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askAnother }));
      const again = await canvas.findByLabelText(stockAlertTexts.guestEmail);
      await expect(again).toHaveValue('');
      await waitFor(() => expect(again).toHaveFocus());
      await expect(rememberedAsk({ productId: String(sizesAndColorsProduct.id), size: 'S' })).toBeUndefined();
    });
  },
};

/** A guest's mistyped provider: "Use it" corrects the address, and the link goes to the one meant. */
export const GuestAlertMistypedEmail: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach: GuestAlert.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    const email = await canvas.findByLabelText(stockAlertTexts.guestEmail);
    await userEvent.type(email, 'asha@rediffmal.com');
    await userEvent.tab();
    await userEvent.click(await canvas.findByRole('button', { name: 'Use it: asha@rediffmail.com' }));
    await expect(email).toHaveValue('asha@rediffmail.com');
    await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
    await expect(await canvas.findByText(stockAlertTexts.checkInbox('asha@rediffmail.com'))).toBeVisible();
    await expect(sent).toEqual([
      { productId: String(sizesAndColorsProduct.id), size: 'S', email: 'asha@rediffmail.com' },
    ]);
  },
};

/**
 * Back on the page after asking (this browser remembers it for the link's 48 hours): the page says
 * the link is on its way instead of offering the form again.
 */
export const GuestAlertRemembered: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    msw.use(soldOutSizes());
    rememberAsk({ productId: String(sizesAndColorsProduct.id), size: 'S', email: 'asha@example.in' });
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await expect(await canvas.findByText(stockAlertTexts.checkInbox('asha@example.in'))).toBeVisible();
    await expect(canvas.queryByLabelText(stockAlertTexts.guestEmail)).not.toBeInTheDocument();
  },
};

/** Storage refused (a private window that keeps nothing): the page still says the link is on its way. */
export const GuestAlertStorageRefused: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    msw.use(soldOutSizes());
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function refuse(this: Storage, key: string, value: string) {
      if (key === 'guest-stock-alerts') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await userEvent.type(await canvas.findByLabelText(stockAlertTexts.guestEmail), 'asha@example.in');
    await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
    await expect(await canvas.findByText(stockAlertTexts.checkInbox('asha@example.in'))).toBeVisible();
    await expect(rememberedAsk({ productId: String(sizesAndColorsProduct.id), size: 'S' })).toBeUndefined();
  },
};

/** Confirmed through its link in this browser: the alert is set, and the e-mail's link cancels it. */
export const GuestAlertSet: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    msw.use(soldOutSizes());
    rememberAsk(
      { productId: String(sizesAndColorsProduct.id), size: 'S', email: 'asha@example.in' },
      { confirmed: true },
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await expect(
      await canvas.findByText(
        `${stockAlertTexts.waiting('asha@example.in')} ${stockAlertTexts.cancelByLink}`,
      ),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: stockAlertTexts.askAnother })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: stockAlertTexts.cancel })).not.toBeInTheDocument();
  },
};

/** A server with accounts' alerts but not guests' (404): the guest is offered sign-in instead. */
export const GuestAlertNotOffered: Story = {
  parameters: at(sizesAndColorsProduct.id),
  beforeEach({ msw }) {
    msw.use(soldOutSizes(), notOffered(extensionRoutes.stockAlertGuest));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await userEvent.type(await canvas.findByLabelText(stockAlertTexts.guestEmail), 'asha@example.in');
    await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
    await expect(await canvas.findByRole('link', { name: stockAlertTexts.signIn })).toBeVisible();
    await expect(canvas.queryByLabelText(stockAlertTexts.guestEmail)).not.toBeInTheDocument();
  },
};

/**
 * A signed-in shopper asks to be e-mailed when the sold-out size is back: the request names the
 * product and size, the page says where the e-mail will go, and the alert can be cancelled.
 */
export const BackInStockAlert: Story = {
  parameters: { ...at(sizesAndColorsProduct.id), session: 'signed-in' },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      soldOutSizes(),
      http.post(STOCK_ALERTS_PATH, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
      // Kept like the server keeps them, so coming back to a size finds its alert.
      ...stockAlertHandlers([], { keep: true }),
    );
  },
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'L' }));
    // In stock: nothing to wait for.
    await expect(canvas.queryByTestId('stock-alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    const ask = await canvas.findByRole('button', { name: stockAlertTexts.askSize('S') });

    await step('set: for this product in size S, e-mailed to the account', async () => {
      await userEvent.click(ask);
      await expect(await canvas.findByText(stockAlertTexts.waiting(accountEmail))).toBeVisible();
      await expect(sent).toEqual([{ productId: String(sizesAndColorsProduct.id), size: 'S' }]);
      // The keyboard stays on the alert: its cancel button has the focus.
      await waitFor(() => expect(canvas.getByRole('button', { name: stockAlertTexts.cancel })).toHaveFocus());
    });

    await step('another sold-out size is a separate alert', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
      await expect(canvas.getByRole('button', { name: stockAlertTexts.askSize('XL') })).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    });

    await step('cancelled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.cancel }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') })).toHaveFocus(),
      );
    });
  },
};

/** An alert set on an earlier visit: the page says so, with the way to cancel it. */
export const BackInStockAlertWaiting: Story = {
  parameters: { ...at(sizesAndColorsProduct.id), session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(
      soldOutSizes(),
      ...stockAlertHandlers([
        {
          productId: String(sizesAndColorsProduct.id),
          title: sizesAndColorsProduct.title,
          size: 'S',
          requestedAt: ALERT_REQUESTED_AT,
        },
      ]),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await expect(await canvas.findByText(stockAlertTexts.waiting(accountEmail))).toBeVisible();
    await expect(canvas.getByRole('button', { name: stockAlertTexts.cancel })).toBeVisible();
  },
};

/** The shop refused (the account has as many alerts as it keeps): its words under the button, which stays. */
export const BackInStockAlertRefused: Story = {
  parameters: { ...at(sizesAndColorsProduct.id), session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(
      soldOutSizes(),
      http.post(STOCK_ALERTS_PATH, () =>
        HttpResponse.json({ error: stockAlertTexts.tooMany(MAX_STOCK_ALERTS) }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await userEvent.click(await canvas.findByRole('button', { name: stockAlertTexts.askSize('S') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      stockAlertTexts.tooMany(MAX_STOCK_ALERTS),
    );
    await expect(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') })).toBeEnabled();
    // Another size is its own alert: the refusal is not left under it.
    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
    await expect(canvas.getByRole('button', { name: stockAlertTexts.askSize('XL') })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'S' }));
    await userEvent.click(canvas.getByRole('button', { name: stockAlertTexts.askSize('S') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/**
 * Back in stock while the page was open: the shop refuses the alert as in stock, the page reads the
 * product again, and Add to Cart comes on for the size in place of the alert.
 */
export const BackInStockMeanwhile: Story = {
  parameters: { ...at(sizesAndColorsProduct.id), session: 'signed-in' },
  beforeEach({ msw }) {
    let reads = 0;
    msw.use(
      http.get(PRODUCT_PATH, () => {
        reads += 1;
        const sizeStock = { S: reads === 1 ? 0 : 6, M: 2, L: 10, XL: 0 };
        return HttpResponse.json({ ...sizesAndColorsProduct, stock: 18, sizeStock });
      }),
      http.post(STOCK_ALERTS_PATH, () =>
        HttpResponse.json({ error: stockAlertTexts.inStock }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await expect(canvas.getByRole('button', { name: texts.addToCart })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: stockAlertTexts.askSize('S') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: texts.addToCart })).toBeEnabled());
    await expect(canvas.queryByTestId('stock-alert')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('stock-note')).not.toBeInTheDocument();
  },
};

/** A link that names the size (a back-in-stock e-mail's) opens with it chosen; one the product lacks is ignored. */
export const SizeFromLink: Story = {
  parameters: {
    route: { path: '/product/:id', url: `/product/${String(sizesAndColorsProduct.id)}?size=L` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'L' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'S' })).not.toBeChecked();
  },
};

/** A size the product is not sold in: nothing chosen, as without the link. */
export const UnknownSizeFromLink: Story = {
  parameters: {
    route: { path: '/product/:id', url: `/product/${String(sizesAndColorsProduct.id)}?size=XXL` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: texts.addToCart })).toBeVisible();
    for (const size of ['S', 'M', 'L', 'XL'])
      await expect(canvas.getByRole('radio', { name: size })).not.toBeChecked();
  },
};

/** A server that keeps stock but not alerts (404): the sold-out size offers none. */
export const BackInStockAlertNotOffered: Story = {
  parameters: { ...at(sizesAndColorsProduct.id), session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(
      soldOutSizes(),
      http.get(STOCK_ALERTS_PATH, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'S' }));
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Out of stock');
    await waitFor(() => expect(canvas.queryByTestId('stock-alert')).not.toBeInTheDocument());
  },
};

/** The same product, size and colour already in the cart: the notice says the quantity went up. */
export const AddToCartAgain: Story = {
  parameters: {
    ...at(oneSizeProduct.id),
    cart: [
      {
        id: String(oneSizeProduct.id),
        name: oneSizeProduct.title,
        image: '/mock-images/cloth.svg',
        price: 259,
        quantity: 1,
        selectedSize: 'One Size',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: texts.addToCart }));
    await expect(await body().findByText(`${oneSizeProduct.title} quantity increased`)).toBeVisible();
  },
};

export const AddToWishlist: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: texts.addToWishlist });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(await body().findByText('Added to wishlist')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // Saved, it says so, and that pressing it again removes it.
    await expect(button).toHaveAccessibleName(texts.inWishlist);
    await expect(button).toHaveAttribute('title', texts.removeFromWishlist);
    await userEvent.click(button);
    await expect(await body().findByText('Removed from wishlist')).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleName(texts.addToWishlist);
  },
};

/** Opened directly (no page before it): Back goes to the catalogue. */
export const BackWithoutHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: texts.back }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /products');
  },
};

export const NoImage: Story = {
  parameters: at(noImageProduct.id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: noImageProduct.title })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('product-image-placeholder')).toBeVisible());
    await expect(canvas.queryByRole('list', { name: texts.pictures })).not.toBeInTheDocument();
  },
};

const DELIVERY_PATH = '*/api/v1/delivery/:pin';

/** Our server's extension: a served PIN that takes cash, asked before anything is in the cart, and kept. */
export const DeliveryCheckServed: Story = {
  play: async ({ canvas, userEvent }) => {
    const check = within(await canvas.findByRole('form', { name: deliveryTexts.checkHeading }));
    const field = check.getByRole('textbox', { name: deliveryTexts.pinLabel });
    await userEvent.click(check.getByRole('button', { name: deliveryTexts.check }));
    await expect(check.getByRole('status')).toHaveTextContent(deliveryTexts.enterPin);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Letters never reach the field; a PIN starting with 0 is refused before any call.
    await userEvent.type(field, '05a6001');
    await expect(field).toHaveValue('056001');
    await userEvent.click(check.getByRole('button', { name: deliveryTexts.check }));
    await expect(check.getByRole('status')).toHaveTextContent(deliveryTexts.badPin);
    await userEvent.clear(field);
    await userEvent.type(field, '560038{Enter}');
    // Stories run on Monday 15 June 2026 (.storybook/vitest.visual.ts): five working days on.
    await expect(
      await check.findByText('Delivery to 560038 by Sat, 20 Jun · Cash on delivery available'),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(localStorage.getItem('delivery-pin')).toBe('560038');
  },
};

/** A PIN the shop does not serve says so before the shopper fills a cart. */
export const DeliveryCheckNotServed: Story = {
  play: async ({ canvas, userEvent }) => {
    const check = within(await canvas.findByRole('form', { name: deliveryTexts.checkHeading }));
    await userEvent.type(
      check.getByRole('textbox', { name: deliveryTexts.pinLabel }),
      `${UNSERVED_PIN}{Enter}`,
    );
    await expect(await check.findByText(deliveryTexts.notServed(UNSERVED_PIN))).toBeVisible();
  },
};

/** The PIN checked last in this browser is asked again on the next product page; this one has no cash on delivery. */
export const DeliveryCheckRemembered: Story = {
  beforeEach() {
    localStorage.setItem('delivery-pin', '400104');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Delivery to 400104 by Sat, 20 Jun')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: deliveryTexts.pinLabel })).toHaveValue('400104');
  },
};

/** The check failing is not a "no": it says so, keeps the PIN, and Check asks again. */
export const DeliveryCheckFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(DELIVERY_PATH, ({ params }) =>
        ++calls === 1
          ? HttpResponse.json({ error: 'Internal error' }, { status: 500 })
          : HttpResponse.json({ pin: params.pin, deliverable: true, cod: true, minDays: 2, maxDays: 3 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const check = within(await canvas.findByRole('form', { name: deliveryTexts.checkHeading }));
    const field = check.getByRole('textbox', { name: deliveryTexts.pinLabel });
    await userEvent.type(field, '560001{Enter}');
    await expect(await check.findByText(deliveryTexts.failed)).toBeVisible();
    await expect(field).toHaveValue('560001');
    await userEvent.click(check.getByRole('button', { name: deliveryTexts.check }));
    await expect(
      await check.findByText('Delivery to 560001 by Thu, 18 Jun · Cash on delivery available'),
    ).toBeVisible();
  },
};

/** A server without delivery checks (the spec's): the product page leaves the check out once it answers 404. */
export const DeliveryCheckNotOffered: Story = {
  beforeEach({ msw }) {
    localStorage.setItem('delivery-pin', '560001');
    msw.use(http.get(DELIVERY_PATH, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: texts.addToCart })).toBeVisible();
    await waitFor(() => expect(canvas.queryByTestId('delivery-check')).not.toBeInTheDocument());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: optionsProduct.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.addToCart })).toBeVisible();
  },
};

/** On a phone the size, price and Add to Cart stay on screen: pick a size in the bar and add. */
export const StickyAddBarOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: at(sizesAndColorsProduct.id),
  play: async ({ canvas, userEvent }) => {
    const bar = within(await canvas.findByTestId('sticky-add-bar'));
    // The bar's Add to Cart is the page's on a phone: the one in the page waits for a wider window.
    await expect(canvas.getAllByRole('button', { name: texts.addToCart })).toHaveLength(1);
    await expect(bar.getByRole('button', { name: texts.addToCart })).toBeVisible();
    await userEvent.selectOptions(bar.getByRole('combobox', { name: texts.size }), 'M');
    // One choice, two controls: the page's size cards follow the bar.
    await expect(
      within(canvas.getByRole('radiogroup', { name: texts.size })).getByRole('radio', { name: 'M' }),
    ).toBeChecked();
    await userEvent.click(bar.getByRole('button', { name: texts.addToCart }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Phone.play,
};

/** The SKU buyers order by on Quick order: the product's, then its size's once a size is chosen. */
export const SkuFollowsSize: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('product-sku')).toHaveTextContent(
      `${texts.sku}${optionsProduct.sku}`,
    );
    await userEvent.click(canvas.getByRole('radio', { name: '48 mm' }));
    await expect(canvas.getByTestId('product-sku')).toHaveTextContent(
      `${texts.sku}${optionsProduct.sku}-48MM`,
    );
  },
};

// The shop's own address, as the server gives it (the story's own origin changes from run to run).
const SITE = 'https://guptasupply.example';
const atSite = [
  (Story: () => ReactElement) => (
    <SiteUrlProvider value={SITE}>
      <Story />
    </SiteUrlProvider>
  ),
];
const pageUrl = (path: string) => new URL(path, SITE).href;
const shared = (size?: string) =>
  productShare(
    SITE,
    { id: String(optionsProduct.id), name: optionsProduct.title, price: 349 },
    size,
    'Gupta Supply Co.',
  );

/** What the phone's share sheet was given. */
let sharedToSheet: Shared[] = [];

/** The clipboard of the story's browser, replaced: what was copied, or a refusal. */
let copied: string[] = [];
function stubClipboard(refuse = false) {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refuse) return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        copied.push(text);
        return Promise.resolve();
      },
    },
  });
  return () => void Reflect.deleteProperty(navigator, 'clipboard');
}

/** The product shown, and the shop's name known (the page's title carries it): the message names both. */
async function shopNamed(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { level: 1, name: optionsProduct.title });
  await waitFor(() => expect(document.title).toContain('Gupta Supply Co.'));
}

/** Pressing Share where the browser has no share sheet (a computer) opens the dialog. */
async function openShare(canvas: ReturnType<typeof within>, userEvent: { click(e: Element): Promise<void> }) {
  await shopNamed(canvas);
  const button = canvas.getByRole('button', { name: shareTexts.shareLabel(optionsProduct.title) });
  await userEvent.click(button);
  const dialog = within(await body().findByRole('dialog', { name: shareTexts.dialogTitle }));
  return { button, dialog };
}

/**
 * On a computer: the dialog shows the product's link, copies it, and writes it into WhatsApp and an
 * e-mail with the product and its price; closing it gives the focus back to Share.
 */
export const ShareOnAComputer: Story = {
  decorators: atSite,
  beforeEach: () => stubClipboard(),
  play: async ({ canvas, userEvent }) => {
    const { button, dialog } = await openShare(canvas, userEvent);
    const link = pageUrl(`/product/${optionsProduct.id}`);
    await expect(dialog.getByRole('textbox', { name: shareTexts.link })).toHaveValue(link);
    await expect(dialog.getByRole('link', { name: shareTexts.whatsApp })).toHaveAttribute(
      'href',
      whatsAppHref(shared()),
    );
    await expect(dialog.getByRole('link', { name: shareTexts.email })).toHaveAttribute(
      'href',
      emailShareHref(shared()),
    );
    await userEvent.click(dialog.getByRole('button', { name: shareTexts.copy }));
    await expect(await dialog.findByText(shareTexts.copied)).toBeVisible();
    await expect(copied).toEqual([link]);
    await userEvent.click(dialog.getByRole('button', { name: shareTexts.close }));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A browser that will not let the page copy: the dialog says to copy the link from its field. */
export const ShareCopyRefused: Story = {
  decorators: atSite,
  beforeEach: () => stubClipboard(true),
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await openShare(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: shareTexts.copy }));
    await expect(await dialog.findByText(shareTexts.copyFailed)).toBeVisible();
  },
};

/** A phone: its own share sheet gets the product, its price and the link with the size chosen; no dialog. */
export const ShareOnAPhone: Story = {
  decorators: atSite,
  beforeEach() {
    sharedToSheet = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: Shared) => {
        sharedToSheet.push(data);
        return Promise.resolve();
      },
    });
    return () => void Reflect.deleteProperty(navigator, 'share');
  },
  play: async ({ canvas, userEvent }) => {
    await shopNamed(canvas);
    const size = canvas.getByRole('radiogroup', { name: texts.size });
    const first = within(size).getAllByRole('radio')[0]!;
    await userEvent.click(first);
    await userEvent.click(canvas.getByRole('button', { name: shareTexts.shareLabel(optionsProduct.title) }));
    await waitFor(() => expect(sharedToSheet).toEqual([shared(first.textContent ?? '')]));
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The row of cards under the specifications, named by its heading. */
async function relatedRow(canvas: ReturnType<typeof within>, heading: string) {
  const title = await canvas.findByRole('heading', { level: 2, name: heading });
  return within(title.closest('section')!);
}

/**
 * A packaging product: the orders say what goes with it (our server's extension), a card each to
 * add from (here one of each other sub-category: boxes, bubble wrap, courier bags).
 */
export const RelatedBoughtTogether: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await relatedRow(canvas, relatedTexts.boughtTogether);
    const cards = row.getAllByRole('listitem');
    await expect(cards).toHaveLength(RELATED_LIMIT);
    await expect(row.queryByText(optionsProduct.title)).not.toBeInTheDocument();
    // One sold without a size choice goes straight into the cart.
    const plain = cards.find((card) => !card.textContent?.includes('Sizes:'))!;
    const name = within(plain).getByRole('heading', { level: 3 }).textContent!;
    await userEvent.click(within(plain).getByRole('button', { name: `Add to Cart: ${name}` }));
    await expect(await body().findByText(actionTexts.addedDetail(name))).toBeVisible();
  },
};

/** A household product the orders say nothing about yet: more of its sub-category. */
export const RelatedMoreInCategory: Story = {
  parameters: at(oneSizeProduct.id),
  play: async ({ canvas }) => {
    const row = await relatedRow(canvas, relatedTexts.moreIn('Cleaning'));
    await expect(row.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(row.queryByText(oneSizeProduct.title)).not.toBeInTheDocument();
  },
};

/** A server that implements only the spec: its list of the sub-category stands in, this product left out. */
export const RelatedSpecServer: Story = {
  beforeEach({ msw }) {
    msw.use(notOffered(extensionRoutes.relatedProducts));
  },
  play: async ({ canvas }) => {
    const row = await relatedRow(canvas, relatedTexts.moreIn('Tapes'));
    await expect(row.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(row.queryByText(optionsProduct.title)).not.toBeInTheDocument();
  },
};

/** Nothing to offer, or the call failed: no row at all, and the page is whole without it. */
export const RelatedNothing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(extensionRoutes.relatedProducts), () =>
        HttpResponse.json({ kind: 'same-category', data: [] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: optionsProduct.title });
    await waitFor(() => expect(canvas.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
    await expect(
      canvas.queryByRole('heading', { name: relatedTexts.boughtTogether }),
    ).not.toBeInTheDocument();
  },
};

export const RelatedFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', mockPath(extensionRoutes.relatedProducts)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: optionsProduct.title });
    await waitFor(() => expect(canvas.queryByTestId('product-card-skeleton')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('heading', { name: relatedTexts.boughtTogether }),
    ).not.toBeInTheDocument();
  },
};

const keptViewed = (): unknown => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');

/**
 * What this browser opened before, at the page's end: newest first, never the product on the page,
 * which goes first in the list; one no longer sold (a 404) leaves it.
 */
export const RecentlyViewed: Story = {
  beforeEach() {
    const ids = [saleProduct.id, optionsProduct.id, 'no-longer-sold', plainProduct.id].map(String);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  },
  play: async ({ canvas, step }) => {
    const title = await canvas.findByRole('heading', { level: 2, name: recentlyViewedTexts.title });
    const row = within(title.closest('section')!);
    await step('the products opened before, newest first, not this one', async () => {
      await waitFor(() =>
        expect(row.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
          saleProduct.title,
          plainProduct.title,
        ]),
      );
    });
    await step('this one is first in the list now, and the one no longer sold is gone from it', async () => {
      await waitFor(() =>
        expect(keptViewed()).toEqual([optionsProduct.id, saleProduct.id, plainProduct.id].map(String)),
      );
    });
  },
};

/** "Clear" forgets them all: the row goes, and so does the list in this browser. */
export const RecentlyViewedCleared: Story = {
  beforeEach() {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([String(saleProduct.id)]));
  },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('heading', { level: 2, name: recentlyViewedTexts.title });
    await userEvent.click(canvas.getByRole('button', { name: recentlyViewedTexts.clearLabel }));
    await expect(await body().findByText(recentlyViewedTexts.cleared)).toBeVisible();
    await expect(title).not.toBeInTheDocument();
    await expect(keptViewed()).toBeNull();
  },
};

/** A first visit, or a stored list that is not one: no row, and the page starts a new list with itself. */
export const RecentlyViewedStoredBroken: Story = {
  beforeEach() {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{"not": "a list"');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: optionsProduct.title });
    await waitFor(() => expect(keptViewed()).toEqual([String(optionsProduct.id)]));
    await expect(canvas.queryByRole('heading', { name: recentlyViewedTexts.title })).not.toBeInTheDocument();
  },
};
