import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ProductsRoute from '../../src/app/routes/products.tsx';
import { gridTexts } from '../../src/components/product-grid.tsx';
import { floorCleaner, products } from '../../src/mocks/fixtures/products.ts';
import { empty, loading, serverError } from '../../src/mocks/overrides.ts';
import { productsTexts as texts } from '../../src/screens/products/products-texts.ts';

const at = (query = '') => ({ route: { path: '/products', url: `/products${query}` } });
const LIST = '*/api/v1/products';
const TOTAL = products.length;

// These stories render the route module `src/app/routes/products.tsx` against the MSW handlers, and with it
// the views in src/screens/products/: products-toolbar, products-view.
const meta = {
  title: 'Screens/Products',
  component: ProductsRoute,
  parameters: at(),
} satisfies Meta<typeof ProductsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const cards = (canvas: Canvas) => canvas.findAllByTestId('product-card');
const caption = (from: number, to: number) => `Showing ${from} to ${to} of ${TOTAL} items`;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(await cards(canvas)).toHaveLength(12);
    await expect(canvas.getByTestId('products-count')).toHaveTextContent(`${TOTAL} products`);
    await expect(canvas.getByRole('combobox', { name: texts.subCategory })).toHaveDisplayValue(
      texts.allTypes,
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(caption(1, 12))).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.threeColumns })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', LIST));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(12);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(gridTexts.error)).toBeVisible();
    await expect(canvas.getByRole('button', { name: gridTexts.retry })).toBeVisible();
  },
};

/** 'Try Again' calls the list again; a server that recovers fills the grid. */
export const ErrorThenRetry: Story = {
  beforeEach({ msw }) {
    let failed = false;
    msw.use(
      http.get(LIST, ({ request }) => {
        if (failed || new URL(request.url).searchParams.get('limit') !== '12') return undefined;
        failed = true;
        return HttpResponse.json({ error: 'Busy' }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: gridTexts.retry }));
    await expect(await cards(canvas)).toHaveLength(12);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(empty('get', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.clearFilters })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const EmptyWithSubCategory: Story = {
  parameters: at('?category=household%20supplies&parentCategory=Tapes'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tapes' })).toBeVisible();
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.clearFilters }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'HouseHold Supplies' })).toBeVisible();
    await expect(await cards(canvas)).toHaveLength(12);
    await expect(canvas.queryByText(texts.empty)).not.toBeInTheDocument();
  },
};

export const SecondPage: Story = {
  parameters: at('?page=2'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(caption(13, 24))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(await canvas.findByText(caption(25, TOTAL))).toBeVisible();
    await waitFor(async () => expect(await cards(canvas)).toHaveLength(TOTAL - 24));
    await expect(window.scrollY).toBe(0);
  },
};

export const TwoColumns: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    const grid = canvas.getByRole('list', { name: 'All Products' });
    const columns = () => getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns()).toBe(3);
    await userEvent.click(canvas.getByRole('button', { name: texts.twoColumns }));
    await expect(canvas.getByRole('button', { name: texts.twoColumns })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: texts.threeColumns })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(columns()).toBe(2);
  },
};

export const CategoryHeading: Story = {
  parameters: at('?category=household%20supplies'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'HouseHold Supplies' })).toBeVisible();
    await expect(await canvas.findByTestId('products-count')).toHaveTextContent('16 products');
  },
};

export const Featured: Story = {
  parameters: at('?featured=true'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.featured })).toBeVisible();
    await expect((await cards(canvas)).length).toBeGreaterThan(0);
  },
};

/** Choosing a sub-category filters the list and starts again at page 1; Clear takes it away. */
export const SubCategoryFilter: Story = {
  parameters: at('?category=packaging%20%26%20shipping%20products&page=2'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Showing 13 to 14 of 14 items')).toBeVisible();
    const select = canvas.getByRole('combobox', { name: texts.subCategory });
    // The sub-categories arrive with their own call.
    await within(select).findByRole('option', { name: 'Tapes' });
    await userEvent.selectOptions(select, 'Tapes');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tapes' })).toBeVisible();
    await expect(await canvas.findByTestId('products-count')).toHaveTextContent('4 products');
    await userEvent.click(canvas.getByRole('button', { name: texts.clearLabel }));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Packaging & Shipping Products' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Showing 1 to 12 of 14 items')).toBeVisible();
  },
};

/** The sub-category call fails: only logged; the page works with 'All Types' alone. */
export const SubCategoriesFail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '100'
          ? HttpResponse.json({ error: 'Busy' }, { status: 500 })
          : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(12);
    const select = canvas.getByRole('combobox', { name: texts.subCategory });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([texts.allTypes]);
  },
};

export const BadPageQuery: Story = {
  parameters: at('?page=abc'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(caption(1, 12))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NegativePageQuery: Story = {
  parameters: at('?page=-3'),
  play: BadPageQuery.play,
};

export const ZeroPageQuery: Story = {
  parameters: at('?page=0'),
  play: BadPageQuery.play,
};

export const PastLastPage: Story = {
  parameters: at('?page=9'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(texts.pastLastPage('9'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: texts.firstPage }));
    await expect(await canvas.findByText(caption(1, 12))).toBeVisible();
  },
};

export const AddToCartFromCard: Story = {
  play: async ({ canvas, userEvent }) => {
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${floorCleaner.title}` }));
    await expect(await body().findByText(`${floorCleaner.title} added to your cart`)).toBeVisible();
  },
};

/** The notice offers the choice: keep shopping here, or View cart. */
export const AddedThenViewCart: Story = {
  play: async (context) => {
    await AddToCartFromCard.play?.(context);
    const { canvas, userEvent } = context;
    const notice = body().getByText(`${floorCleaner.title} added to your cart`).closest('li')!;
    await userEvent.click(within(notice).getByRole('button', { name: 'View cart' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /cart');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(12);
    await expect(canvas.getByTestId('grid-layout')).not.toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Loaded.play,
};
