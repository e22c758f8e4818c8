import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import WishlistRoute from '../../src/app/routes/wishlist.tsx';
import { WishlistSync } from '../../src/app/wishlist-sync.tsx';
import { wishlistTodayTexts } from '../../src/domain/wishlist-today.ts';
import { floorCleaner, oneSizeProduct, optionsProduct } from '../../src/mocks/fixtures/products.ts';
import { wishlistHandlers } from '../../src/mocks/handlers/wishlist.ts';
import { wishlistTexts as texts } from '../../src/screens/wishlist/wishlist-texts.ts';
import { WishlistView } from '../../src/screens/wishlist/wishlist-view.tsx';
import type { WishlistItem } from '../../src/state/wishlist.ts';

const saved: WishlistItem[] = [
  {
    id: String(floorCleaner.id),
    name: floorCleaner.title,
    image: '/mock-images/bottle.svg',
    price: 549,
    originalPrice: 649,
    category: 'HouseHold Supplies',
    sizes: [],
    colors: [],
  },
  {
    id: String(optionsProduct.id),
    name: optionsProduct.title,
    image: '/mock-images/tape.svg',
    price: 349,
    originalPrice: 399,
    category: 'Packaging & Shipping Products',
    sizes: ['24 mm', '48 mm', '72 mm'],
    colors: ['Brown', 'Transparent', 'Red', 'Yellow'],
  },
  {
    id: String(oneSizeProduct.id),
    name: oneSizeProduct.title,
    image: '/mock-images/cloth.svg',
    price: 259,
    originalPrice: 299,
    category: 'HouseHold Supplies',
    sizes: ['One Size'],
    colors: ['Blue', 'Yellow', 'Green', 'Pink'],
  },
];

// These stories render the route module `src/app/routes/wishlist.tsx` against the MSW handlers, and with it
// the views in src/screens/wishlist/: wishlist-line, wishlist-view. Each line is the product as sold
// today (the mocks' GET /products/{id}) beside the price it was saved at (src/domain/wishlist-today.ts).
const meta = {
  title: 'Screens/Wishlist',
  component: WishlistRoute,
  parameters: { route: { path: '/wishlist', url: '/wishlist' } },
} satisfies Meta<typeof WishlistRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: texts.empty })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: texts.browse }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /products');
  },
};

/** The page as the server sends it, before the browser reads the stored wishlist. */
export const BeforeTheStoredWishlistIsRead: Story = {
  render: () => <WishlistView loading lines={[]} onAddToCart={fn()} onRemove={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.getByRole('status', { name: texts.loading })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: texts.empty })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  parameters: { wishlist: saved },
  play: async ({ canvas, userEvent, step }) => {
    await step('lists every saved product', async () => {
      await expect(canvas.getAllByTestId('wishlist-line')).toHaveLength(3);
      await expect(canvas.getByTestId('wishlist-count')).toHaveTextContent('3 saved products');
      await expect(canvas.getByRole('link', { name: floorCleaner.title })).toHaveAttribute(
        'href',
        `/product/${encodeURIComponent(String(floorCleaner.id))}`,
      );
      await expect(canvas.getByText('₹549')).toBeVisible();
    });
    await step('Add to Cart adds a product without size choices at once', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: `${texts.addToCart}: ${floorCleaner.title}` }),
      );
      await expect(await body().findByText(`${floorCleaner.title} added to your cart`)).toBeVisible();
    });
    await step('a product with several sizes asks for one first', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: `${texts.addToCart}: ${optionsProduct.title}` }),
      );
      await expect(await body().findByRole('dialog', { name: optionsProduct.title })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('Remove takes it off the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `${texts.remove}: ${floorCleaner.title}` }));
      await expect(await body().findByText('Removed from wishlist')).toBeVisible();
      await expect(canvas.getAllByTestId('wishlist-line')).toHaveLength(2);
      await expect(canvas.queryByRole('link', { name: floorCleaner.title })).not.toBeInTheDocument();
    });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { wishlist: saved },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('wishlist-line')).toHaveLength(3);
  },
};

const lineOf = (name: string) => within(within(document.body).getByRole('link', { name }).closest('li')!);

/** Saved when it cost more: today's price, and by how much it has dropped since. */
export const PriceDropped: Story = {
  parameters: { wishlist: [{ ...saved[0]!, price: 649, originalPrice: undefined }, saved[1]!] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wishlistTodayTexts.dropped(100))).toBeVisible();
    const cleaner = lineOf(floorCleaner.title);
    await expect(cleaner.getByTestId('price')).toHaveTextContent('₹549');
    await expect(cleaner.getByTestId('price-drop')).toHaveTextContent(wishlistTodayTexts.dropped(100));
    // Saved at today's price: no word about it.
    await expect(lineOf(optionsProduct.title).queryByTestId('price-drop')).not.toBeInTheDocument();
  },
};

/** The price went up since: today's price is shown, the saved one is not kept up. */
export const PriceRose: Story = {
  parameters: { wishlist: [{ ...saved[0]!, price: 499, originalPrice: undefined }] },
  play: async ({ canvas }) => {
    const cleaner = lineOf(floorCleaner.title);
    await waitFor(() => expect(cleaner.getByTestId('price')).toHaveTextContent('₹549'));
    await expect(canvas.queryByTestId('price-drop')).not.toBeInTheDocument();
  },
};

/** Signed in: the account keeps what each cost the day it was saved, on every device. */
export const PriceDroppedOnTheAccount: Story = {
  parameters: { session: 'signed-in' },
  beforeEach({ msw }) {
    msw.use(...wishlistHandlers([String(floorCleaner.id)], { [String(floorCleaner.id)]: 699 }));
  },
  render: () => (
    <>
      <WishlistRoute />
      <WishlistSync />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(wishlistTodayTexts.dropped(150))).toBeVisible();
    await expect(lineOf(floorCleaner.title).getByTestId('price')).toHaveTextContent('₹549');
  },
};

/** The shop stopped selling one (a 404) or has none left: said so, and only Remove is offered. */
export const NoLongerSoldAndSoldOut: Story = {
  parameters: { wishlist: saved },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v1/products/:id', ({ params }) => {
        if (params.id === String(oneSizeProduct.id))
          return HttpResponse.json({ error: 'Product not found' }, { status: 404 });
        if (params.id === String(floorCleaner.id)) return HttpResponse.json({ ...floorCleaner, stock: 0 });
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const cloths = lineOf(oneSizeProduct.title);
    await expect(await cloths.findByTestId('wishlist-gone')).toHaveTextContent(wishlistTodayTexts.gone);
    await expect(cloths.queryByTestId('price')).not.toBeInTheDocument();
    await expect(
      cloths.getByRole('button', { name: `${texts.addToCart}: ${oneSizeProduct.title}` }),
    ).toBeDisabled();

    const cleaner = lineOf(floorCleaner.title);
    await expect(cleaner.getByTestId('stock-note')).toHaveTextContent('Out of stock');
    await expect(
      cleaner.getByRole('button', { name: `${texts.addToCart}: ${floorCleaner.title}` }),
    ).toBeDisabled();

    await userEvent.click(cloths.getByRole('button', { name: `${texts.remove}: ${oneSizeProduct.title}` }));
    await expect(await body().findByText('Removed from wishlist')).toBeVisible();
    await expect(canvas.getAllByTestId('wishlist-line')).toHaveLength(2);
  },
};
