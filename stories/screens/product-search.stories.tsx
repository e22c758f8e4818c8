import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ProductsRoute from '../../src/app/routes/products.tsx';
import { gridTexts } from '../../src/components/product-grid.tsx';
import { searchBoxTexts } from '../../src/components/search-box.tsx';
import { payablePrice, productOptions } from '../../src/domain/product.ts';
import { productAsServed } from '../../src/contract/product.ts';
import { products } from '../../src/mocks/fixtures/products.ts';
import { loading, serverError } from '../../src/mocks/overrides.ts';
import { searchTexts as texts } from '../../src/screens/products/search-texts.ts';

const at = (query = '') => ({ route: { path: '/products', url: `/products${query}` } });
const LIST = '*/api/v1/products';

const served = products.map((p) => productAsServed.parse(p));
const price = (p: (typeof served)[number]) => payablePrice(p.regularPrice, p.discountedPrice);
const tapes = served.filter((p) => /tape/i.test(p.title));

// Search, sort and filters of the catalogue page (src/app/routes/products.tsx with
// src/screens/products/: filter-panel, search-toolbar, search-again) against the MSW handlers,
// which search the fixtures by word prefix (src/mocks/handlers/products.ts).
const meta = {
  title: 'Screens/ProductSearch',
  component: ProductsRoute,
  parameters: at('?q=tape'),
} satisfies Meta<typeof ProductsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const titles = async (canvas: Canvas) =>
  (await canvas.findAllByTestId('product-card')).map(
    (card) => within(card).getByRole('heading').textContent ?? '',
  );
const shownPrices = async (canvas: Canvas) => {
  const names = await titles(canvas);
  return names.map((name) => price(served.find((p) => p.title === name)!));
};
const sortBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: texts.sort });
const panel = (canvas: Canvas) => within(canvas.getByRole('complementary', { name: texts.filters }));

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: texts.results('tape') })).toBeVisible();
    await expect(await titles(canvas)).toHaveLength(tapes.length);
    await expect(canvas.getByTestId('products-count')).toHaveTextContent(`${tapes.length} products`);
    await expect(sortBox(canvas)).toHaveDisplayValue('Best match');
  },
};

export const SortedByPriceLowToHigh: Story = {
  parameters: at('?q=tape&sort=price_asc'),
  play: async ({ canvas }) => {
    const prices = await shownPrices(canvas);
    await expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(sortBox(canvas)).toHaveDisplayValue('Price: low to high');
  },
};

/** Choosing a sort in the list changes the order and keeps the search. */
export const SortedByPriceHighToLow: Story = {
  parameters: at('?q=tape'),
  play: async ({ canvas, userEvent }) => {
    await titles(canvas);
    await userEvent.selectOptions(sortBox(canvas), 'price_desc');
    await waitFor(async () => {
      const prices = await shownPrices(canvas);
      await expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
    await expect(canvas.getByRole('heading', { level: 1, name: texts.results('tape') })).toBeVisible();
  },
};

/** Without a query the catalogue sorts newest first and offers no "Best match". */
export const CatalogueSortedNewest: Story = {
  parameters: at(''),
  play: async ({ canvas }) => {
    await titles(canvas);
    await expect(sortBox(canvas)).toHaveDisplayValue('Newest');
    await expect(
      within(sortBox(canvas)).queryByRole('option', { name: 'Best match' }),
    ).not.toBeInTheDocument();
  },
};

/** Choosing a size filters the list; its chip takes it away again. */
export const FilterBySize: Story = {
  parameters: at(''),
  play: async ({ canvas, userEvent }) => {
    await titles(canvas);
    await userEvent.click(panel(canvas).getByRole('radio', { name: /^M\b/ }));
    const withM = served.filter((p) => productOptions(p.attributes).sizes.includes('M'));
    await waitFor(async () => expect(await titles(canvas)).toHaveLength(withM.length));
    const chip = canvas.getByRole('button', { name: texts.remove(`${texts.size}: M`) });
    await userEvent.click(chip);
    await waitFor(async () => expect(await titles(canvas)).toHaveLength(12));
  },
};

export const FiltersApplied: Story = {
  parameters: at('?minPrice=100&maxPrice=600&inStock=true&color=Blue'),
  play: async ({ canvas, userEvent }) => {
    const prices = await shownPrices(canvas);
    await expect(prices.every((p) => p >= 100 && p <= 600)).toBe(true);
    const chips = within(canvas.getByRole('group', { name: texts.activeFilters }));
    await expect(chips.getAllByRole('button')).toHaveLength(4);
    await expect(panel(canvas).getByRole('checkbox', { name: texts.inStock })).toBeChecked();
    await expect(panel(canvas).getByRole('textbox', { name: texts.minPrice })).toHaveValue('100');
    await userEvent.click(chips.getByRole('button', { name: texts.clearAll }));
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: texts.activeFilters })).not.toBeInTheDocument(),
    );
    await expect(panel(canvas).getByRole('textbox', { name: texts.minPrice })).toHaveValue('');
  },
};

export const PriceRangeTheWrongWayRound: Story = {
  parameters: at(''),
  play: async ({ canvas, userEvent }) => {
    await titles(canvas);
    await userEvent.type(panel(canvas).getByRole('textbox', { name: texts.minPrice }), '500');
    await userEvent.type(panel(canvas).getByRole('textbox', { name: texts.maxPrice }), '100');
    await userEvent.click(panel(canvas).getByRole('button', { name: texts.apply }));
    await expect(panel(canvas).getByRole('alert')).toHaveTextContent(texts.priceProblem);
    await expect(canvas.queryByRole('group', { name: texts.activeFilters })).not.toBeInTheDocument();
  },
};

/** Nothing matched: the query stays editable, with category names near it to try. */
export const NoResults: Story = {
  parameters: at('?q=packeging%20zebra'),
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: [],
          pagination: { total: 0, page: 1, limit: 12 },
          facets: { sizes: [], colors: [], categories: [], price: null },
          search: { sort: 'relevance', fuzzy: false, didYouMean: ['Packaging & Shipping Products'] },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.noResults('packeging zebra'))).toBeVisible();
    const again = within(canvas.getByTestId('search-again'));
    await expect(again.getByRole('searchbox', { name: searchBoxTexts.label })).toHaveValue('packeging zebra');
    await expect(again.getByRole('link', { name: 'Packaging & Shipping Products' })).toHaveAttribute(
      'href',
      '/products?q=Packaging+%26+Shipping+Products',
    );
  },
};

/** A misspelt word: the server's close matches, said to be close. */
export const CloseMatches: Story = {
  parameters: at('?q=tpae'),
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: products.filter((p) => /tape/i.test(p.title)),
          pagination: { total: tapes.length, page: 1, limit: 12 },
          search: { sort: 'relevance', fuzzy: true, didYouMean: [] },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('fuzzy-notice')).toHaveTextContent(texts.fuzzy('tpae'));
    await expect(await titles(canvas)).toHaveLength(tapes.length);
  },
};

/** More matched than the shop counts: the count says "1,000+". */
export const ManyMatches: Story = {
  parameters: at('?q=pack'),
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: products.slice(0, 12),
          pagination: { total: 1000, page: 1, limit: 12 },
          search: { sort: 'relevance', fuzzy: false, didYouMean: [], capped: true },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('products-count')).toHaveTextContent(texts.countAtLeast('1,000'));
    await expect(await titles(canvas)).toHaveLength(12);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loading('get', LIST));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(12);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.results('tape') })).toBeVisible();
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

/** A server without search lists everything: the page says so rather than pretend. */
export const SearchNotOffered: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: products.slice(0, 12),
          pagination: { total: products.length, page: 1, limit: 12 },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts.notOffered)).toBeVisible();
    await expect(await titles(canvas)).toHaveLength(12);
  },
};

/** On a phone the filters open in a sheet; "Show N results" closes it on the filtered list. */
export const PhoneFilterSheet: Story = {
  parameters: at(''),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await titles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: texts.filtersButton(0) }));
    const sheet = within(await canvas.findByRole('dialog', { name: texts.filters }));
    await userEvent.click(sheet.getByRole('checkbox', { name: texts.inStock }));
    await expect(await canvas.findByRole('button', { name: texts.filtersButton(1) })).toBeInTheDocument();
    await expect(sheet.getByRole('checkbox', { name: texts.inStock })).toBeChecked();
    await expect(canvas.getByRole('dialog', { name: texts.filters })).toBeVisible();
  },
};
