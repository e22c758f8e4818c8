import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@radix-ui/themes';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductGrid, type ProductGridProps } from '../../src/components/product-grid.tsx';
import { useProductActions } from '../../src/app/product-actions.tsx';
import { useCart } from '../../src/state/cart.ts';
import { productAsServed, type ProductAsServedInput } from '../../src/contract/product.ts';
import { toProduct } from '../../src/domain/product.ts';
import {
  oneSizeProduct,
  optionsProduct,
  plainProduct,
  products as servedProducts,
} from '../../src/mocks/fixtures/products.ts';

const product = (served: ProductAsServedInput) => toProduct(productAsServed.parse(served));
const products = servedProducts.slice(0, 6).map(product);

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'padded' },
  args: {
    products,
    emptyMessage: 'No products found with the selected filters.',
    onRetry: fn(),
    actions: {
      onAddToCart: fn(),
      onToggleWishlist: fn(),
      onQuickView: fn(),
      onProductDemo: fn(),
      isWishlisted: (id: string) => id === products[1]?.id,
    },
    label: 'Products',
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(12);
    await expect(canvas.getByRole('group', { name: 'Loading products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Home shows four skeleton cards in 1, 2 or 4 columns. */
export const LoadingOnHome: Story = {
  args: { loading: true, skeletonCount: 4, columns: { initial: '1', sm: '2', md: '4' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-card-skeleton')).toHaveLength(4);
  },
};

export const Loaded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
    for (const p of products) await expect(canvas.getByRole('heading', { name: p.name })).toBeVisible();
    const second = products[1]!;
    await expect(canvas.getByRole('button', { name: `In your wishlist: ${second.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${second.name}` }));
    await expect(args.actions.onAddToCart).toHaveBeenCalledWith(second);
  },
};

/** The products page's two-column view. */
export const TwoColumns: Story = {
  args: { columns: { initial: '1', sm: '2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('product-card')).toHaveLength(products.length);
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found with the selected filters.')).toBeVisible();
    await expect(canvas.queryByTestId('product-card')).not.toBeInTheDocument();
  },
};

export const EmptyWithAction: Story = {
  args: {
    products: [],
    emptyAction: (
      <Button variant="soft" onClick={fn()}>
        Clear Filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products found with the selected filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  },
};

export const EmptyOnHome: Story = {
  args: { products: [], emptyMessage: 'No featured products available at the moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No featured products available at the moment.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function WithActions(args: ProductGridProps) {
  const actions = useProductActions();
  const cart = useCart();
  return (
    <>
      <p data-testid="cart-lines">
        {JSON.stringify(cart.items.map((i) => [i.id, i.quantity, i.selectedSize ?? null]))}
      </p>
      <ProductGrid {...args} actions={actions} />
      {actions.dialogs}
    </>
  );
}

const plain = product(plainProduct);
const tape = product(optionsProduct);
const cloths = product(oneSizeProduct);

/** The grid as the home and products pages wire it: cart, wishlist, Quick View and Product Demo. */
export const WithProductActions: Story = {
  args: { products: [plain, tape, cloths] },
  render: (args) => <WithActions {...args} />,
  play: async ({ canvas, userEvent, step }) => {
    const body = within(document.body);
    const lines = () => JSON.parse(canvas.getByTestId('cart-lines').textContent ?? '[]');

    await step('a product without options goes straight into the cart', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${plain.name}` }));
      await expect(await body.findByText('Added to cart')).toBeVisible();
      await expect(body.getByText(`${plain.name} added to your cart`)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${plain.name}` }));
      await expect(await body.findByText(`${plain.name} quantity increased`)).toBeVisible();
      await expect(body.getByText('Quantity increased')).toBeVisible();
      await expect(lines()).toEqual([[plain.id, 2, null]]);
    });

    await step("the only size ('One Size') is chosen for the shopper", async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${cloths.name}` }));
      await expect(await body.findByText(`${cloths.name} added to your cart`)).toBeVisible();
      await expect(lines()).toContainEqual([cloths.id, 1, 'One Size']);
    });

    await step('several sizes: the Quick View opens so the shopper picks one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${tape.name}` }));
      const dialog = within(await body.findByRole('dialog', { name: tape.name }));
      await userEvent.click(dialog.getByRole('radio', { name: '72 mm' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
      await expect(await body.findByText(`${tape.name} added to your cart`)).toBeVisible();
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(lines()).toContainEqual([tape.id, 1, '72 mm']);
    });

    await step('the wishlist button saves and unsaves the product', async () => {
      const wish = canvas.getByRole('button', { name: `Add to Wishlist: ${tape.name}` });
      await userEvent.click(wish);
      await expect(await body.findByText('Added to wishlist')).toBeVisible();
      await expect(wish).toHaveAttribute('aria-pressed', 'true');
      await expect(wish).toHaveAccessibleName(`In your wishlist: ${tape.name}`);
      await userEvent.click(wish);
      await expect(await body.findByText('Removed from wishlist')).toBeVisible();
      await expect(wish).toHaveAttribute('aria-pressed', 'false');
    });

    await step('Product Demo and Quick View open their dialogs', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Product Demo: ${tape.name}` }));
      const demo = within(await body.findByRole('dialog', { name: tape.name }));
      await expect(demo.getAllByRole('tab')).toHaveLength(tape.images.length);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(canvas.getByRole('button', { name: `Quick View: ${plain.name}` }));
      await expect(await body.findByRole('dialog', { name: plain.name })).toBeVisible();
    });
  },
};
