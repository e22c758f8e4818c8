import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { MainLayout } from '../../src/app/layouts/main-layout.tsx';
import HomeRoute from '../../src/app/routes/home.tsx';
import { STORE_INFO_ERROR } from '../../src/domain/store.ts';
import { storeInfoWithoutCategories } from '../../src/mocks/fixtures/store-info.ts';
import { empty, loading, respond, serverError } from '../../src/mocks/overrides.ts';
import { homeTexts } from '../../src/screens/home/home-texts.ts';
import { RECENTLY_VIEWED_KEY, recentlyViewedTexts } from '../../src/domain/recently-viewed.ts';
import { plainProduct, saleProduct } from '../../src/mocks/fixtures/products.ts';

// These stories render the route module `src/app/routes/home.tsx` against the MSW handlers, and with it the
// views in src/screens/home/: category-cards, featured-products, hero, home-view, info-section, newsletter,
// and the RecentlyViewed row (src/app/lazy-recently-viewed.tsx).
const meta = {
  title: 'Screens/Home',
  component: HomeRoute,
  parameters: { route: { path: '/', url: '/' } },
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loaded: Story = {
  play: async ({ canvas, step }) => {
    await step('hero', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: homeTexts.heroTitle })).toBeVisible();
      await expect(canvas.getByRole('link', { name: homeTexts.browse })).toHaveAttribute('href', '/products');
      await expect(canvas.getByRole('link', { name: homeTexts.featuredItems })).toHaveAttribute(
        'href',
        '/products?featured=true',
      );
    });
    await step('category cards link to their category, with the store picture', async () => {
      const cards = await canvas.findAllByTestId('category-card');
      await expect(cards).toHaveLength(2);
      await expect(cards[0]).toHaveAttribute('href', '/products?category=household%20supplies');
      await expect(cards[0]).toHaveTextContent('HouseHold Supplies');
      await expect(cards[0]?.querySelector('img')).toHaveAttribute(
        'src',
        '/mock-images/category-household.svg',
      );
      await expect(cards[1]).toHaveAttribute(
        'href',
        '/products?category=packaging%20%26%20shipping%20products',
      );
      await expect(cards[0]?.getBoundingClientRect().height).toBe(380);
    });
    await step('four featured products of the first category, four columns wide', async () => {
      const list = await canvas.findByRole('list', { name: homeTexts.featuredTitle });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(4);
      await expect(new Set(items.map((i) => Math.round(i.getBoundingClientRect().top))).size).toBe(1);
      await expect(canvas.getByRole('link', { name: homeTexts.viewAll })).toHaveAttribute(
        'href',
        '/products',
      );
    });
    await step('why us and the newsletter', async () => {
      await expect(canvas.getByRole('heading', { name: homeTexts.infoTitle })).toBeVisible();
      await expect(canvas.getByRole('link', { name: homeTexts.explore })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(canvas.getByLabelText(homeTexts.newsletterLabel)).toHaveAttribute('type', 'email');
    });
    await step('a browser that opened no product yet has nothing recently viewed', async () => {
      await expect(
        canvas.queryByRole('heading', { name: recentlyViewedTexts.title }),
      ).not.toBeInTheDocument();
    });
  },
};

/** A browser that opened products before: they come back under the featured ones, newest first. */
export const RecentlyViewed: Story = {
  beforeEach() {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([plainProduct.id, saleProduct.id].map(String)));
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: recentlyViewedTexts.title });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([plainProduct.title, saleProduct.title]),
    );
    const featured = canvas.getByRole('heading', { name: homeTexts.featuredTitle });
    const recent = canvas.getByRole('heading', { level: 2, name: recentlyViewedTexts.title });
    const info = canvas.getByRole('heading', { name: homeTexts.infoTitle });
    await expect(featured.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(recent.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: homeTexts.featuredTitle });
    const items = within(list).getAllByRole('listitem');
    // Two compact cards across on a phone.
    const lefts = new Set(items.map((i) => Math.round(i.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(2);
  },
};

export const FeaturedLoading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', '*/api/v1/products'));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(4));
    await expect(await canvas.findAllByTestId('category-card')).toHaveLength(2);
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(4);
  },
};

export const FeaturedEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('get', '*/api/v1/products'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(homeTexts.featuredEmpty)).toBeVisible();
  },
};

/** A failed featured load is only logged: the section shows its empty message. */
export const FeaturedFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '*/api/v1/products'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(homeTexts.featuredEmpty)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The store gives no categories: the two default ones, each with the gradient instead of a picture. */
export const DefaultCategories: Story = {
  beforeEach({ msw }) {
    msw.use(respond('get', '*/api/v1/storeInfo', storeInfoWithoutCategories));
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('category-card');
    await expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('HouseHold Supplies'),
      expect.stringContaining('Packaging & Shipping Products'),
    ]);
    await expect(cards[0]?.querySelector('img')).toBeNull();
  },
};

export const ThreeCategories: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('get', '*/api/v1/storeInfo', {
        ...storeInfoWithoutCategories,
        categories: ['Cleaning', 'Kitchen', 'Packaging', 'Office'],
      }),
    );
  },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('category-card');
    await expect(cards).toHaveLength(3);
    const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** Rendered inside the main layout, which shows the failure with its Refresh action. */
export const StoreInfoError: Story = {
  decorators: [
    (Story) => (
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="*" element={<Story />} />
        </Route>
      </Routes>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(serverError('get', '*/api/v1/storeInfo'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(STORE_INFO_ERROR)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    const cards = await canvas.findAllByTestId('category-card');
    await expect(cards).toHaveLength(1);
    await expect(cards[0]).toHaveTextContent('Accessories');
    await expect(cards[0]).toHaveAttribute('href', '/products?category=accessories');
  },
};

export const Subscribe: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText(homeTexts.newsletterLabel);
    await userEvent.click(canvas.getByRole('button', { name: homeTexts.subscribe }));
    await expect(email).toBeInvalid();
    await expect(body().queryByText(homeTexts.subscribed)).not.toBeInTheDocument();
    await userEvent.type(email, 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: homeTexts.subscribe }));
    await expect(await body().findByText(homeTexts.subscribed)).toBeVisible();
    await expect(body().getByText(homeTexts.subscribedDetail)).toBeVisible();
    await expect(email).toHaveValue('');
  },
};
