import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RecentlyViewedRow } from '../../src/components/recently-viewed-row.tsx';
import { productAsServed, type ProductAsServedInput } from '../../src/contract/product.ts';
import { toProduct } from '../../src/domain/product.ts';
import { recentlyViewedTexts as texts } from '../../src/domain/recently-viewed.ts';
import { plainProduct, saleProduct, sizesAndColorsProduct } from '../../src/mocks/fixtures/products.ts';

const product = (served: ProductAsServedInput) => toProduct(productAsServed.parse(served));
const products = [saleProduct, plainProduct, sizesAndColorsProduct].map(product);

// RecentlyViewedRow, drawn by ProductRow (src/components/product-row.tsx), which the product page's
// "Often bought together" uses too; fed in the app by src/app/recently-viewed.tsx.
const meta = {
  title: 'Components/RecentlyViewedRow',
  component: RecentlyViewedRow,
  parameters: { layout: 'padded' },
  args: {
    products,
    loading: false,
    count: products.length,
    onClear: fn(),
    actions: {
      onAddToCart: fn(),
      onToggleWishlist: fn(),
      onQuickView: fn(),
      onProductDemo: fn(),
      isWishlisted: () => false,
    },
  },
} satisfies Meta<typeof RecentlyViewedRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const section = canvas.getByRole('region', { name: texts.title });
    const list = within(section).getByRole('list', { name: texts.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
    await userEvent.click(canvas.getByRole('button', { name: texts.clearLabel }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** As many placeholders as products on their way, under the heading already known. */
export const Loading: Story = {
  args: { products: undefined, loading: true, count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(2);
  },
};

/** Headed as the home page's own sections. */
export const OnHome: Story = {
  args: { large: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: texts.title });
    await expect(heading).toHaveClass('rt-r-size-7');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: texts.title })).getAllByRole('listitem');
    // Two compact cards across on a phone.
    await expect(new Set(items.map((i) => Math.round(i.getBoundingClientRect().left))).size).toBe(2);
  },
};

/** None (all no longer sold): no row at all. */
export const Nothing: Story = {
  args: { products: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};
