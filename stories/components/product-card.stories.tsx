import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductCard, type ProductCardProps } from '../../src/components/product-card.tsx';
import { productAsServed, type ProductAsServedInput } from '../../src/contract/product.ts';
import { toProduct } from '../../src/domain/product.ts';
import {
  brokenImageProduct,
  noImageProduct,
  optionsProduct,
  photoProduct,
  plainProduct,
  saleProduct,
} from '../../src/mocks/fixtures/products.ts';

const product = (served: ProductAsServedInput) => toProduct(productAsServed.parse(served));
const plain = product(plainProduct);
const options = product(optionsProduct);

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box maxWidth="300px">
        <Story />
      </Box>
    ),
  ],
  args: {
    product: plain,
    onAddToCart: fn(),
    onToggleWishlist: fn(),
    onQuickView: fn(),
    onProductDemo: fn(),
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('product-card');

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { name: plain.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: plain.name })).toHaveAttribute(
      'href',
      `/product/${plain.id}`,
    );
    // The picture repeats the name link, so it is hidden from screen readers and found by its alt text.
    await expect(canvas.getByAltText(plain.name)).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText(plain.category)).toBeVisible();
    await expect(canvas.getByText('₹275')).toBeVisible();
    await expect(canvas.queryByText('Sale')).not.toBeInTheDocument();

    await step('each button is named after the product and calls back with it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Add to Cart: ${plain.name}` }));
      await expect(args.onAddToCart).toHaveBeenCalledWith(plain);
      await userEvent.click(canvas.getByRole('button', { name: `Add to Wishlist: ${plain.name}` }));
      await expect(args.onToggleWishlist).toHaveBeenCalledWith(plain);
      await userEvent.click(canvas.getByRole('button', { name: `Quick View: ${plain.name}` }));
      await expect(args.onQuickView).toHaveBeenCalledWith(plain);
      await userEvent.click(canvas.getByRole('button', { name: `Product Demo: ${plain.name}` }));
      await expect(args.onProductDemo).toHaveBeenCalledWith(plain);
    });
    await expect(canvas.getByRole('button', { name: /Add to Wishlist/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The owner's own photo: the browser picks the file for the card's width from the widths the server keeps. */
export const Photo: Story = {
  args: { product: product(photoProduct) },
  play: async ({ canvas }) => {
    const picture = canvas.getByAltText<HTMLImageElement>(product(photoProduct).name);
    await expect(picture).toHaveAttribute('srcset', photoProduct.images?.[0]?.srcSet);
    await expect(picture).toHaveAttribute('sizes', '(min-width: 1024px) 380px, 50vw');
    picture.loading = 'eager';
    await waitFor(() => expect(picture.complete && picture.naturalWidth).toBeGreaterThan(0));
    await expect(picture.currentSrc).toMatch(/\/mock-images\/photos\/bubble-wrap-(320|640)\.webp$/);
  },
};

/** Sold out: the card says so and Add to Cart is off; the other buttons still work. */
export const OutOfStock: Story = {
  args: { product: { ...plain, stock: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Out of stock');
    await expect(canvas.getByRole('button', { name: `Add to Cart: ${plain.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Add to Wishlist: ${plain.name}` })).toBeEnabled();
  },
};

/** Running low: how many are left, and Add to Cart still on. */
export const OnlyFewLeft: Story = {
  args: { product: { ...plain, stock: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stock-note')).toHaveTextContent('Only 3 left');
    await expect(canvas.getByRole('button', { name: `Add to Cart: ${plain.name}` })).toBeEnabled();
  },
};

export const OnSale: Story = {
  args: { product: product(saleProduct) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
    const original = canvas.getByText('₹649');
    await expect(original.tagName).toBe('S');
    await expect(canvas.getByTestId('price')).toHaveTextContent('Sale price ₹549');
  },
};

export const WithOptions: Story = {
  args: { product: options },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sizes: 24 mm, 48 mm, 72 mm')).toBeVisible();
    await expect(canvas.getByText('Colours: Brown, Transparent, Red, Yellow')).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { product: product(brokenImageProduct) },
  play: async ({ canvas }) => {
    const placeholder = await canvas.findByTestId('product-image-placeholder', {}, { timeout: 5000 });
    await expect(placeholder).toHaveAccessibleName(
      `${product(brokenImageProduct).name}: image not available`,
    );
    await expect(
      canvas.queryByRole('img', { name: product(brokenImageProduct).name }),
    ).not.toBeInTheDocument();
  },
};

export const NoImage: Story = {
  args: { product: product(noImageProduct) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-image-placeholder')).toBeVisible();
  },
};

function NextProductButton(args: ProductCardProps) {
  const [shown, setShown] = useState(args.product);
  return (
    <Flex direction="column" gap="3">
      <ProductCard {...args} product={shown} />
      <Button variant="soft" onClick={() => setShown(plain)}>
        Show the next product
      </Button>
    </Flex>
  );
}

/** The placeholder belongs to one product: the next product shows its own picture. */
export const ImageResetsForNextProduct: Story = {
  args: { product: product(brokenImageProduct) },
  render: (args) => <NextProductButton {...args} />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('product-image-placeholder', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Show the next product' }));
    await expect(await canvas.findByAltText(plain.name)).toBeVisible();
    await expect(canvas.queryByTestId('product-image-placeholder')).not.toBeInTheDocument();
  },
};

export const Hovered: Story = {
  args: { product: options },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const addToCart = canvas.getByRole('button', { name: `Add to Cart: ${args.product.name}` });
    await userEvent.hover(cardOf(canvasElement));
    await waitFor(() => expect(addToCart).toBeVisible());
    const wishlist = args.wishlisted ? 'In your wishlist' : 'Add to Wishlist';
    for (const name of [wishlist, 'Quick View', 'Product Demo'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}:`) })).toBeVisible();
    const picture = canvas.getByAltText(args.product.name);
    await waitFor(() => expect(getComputedStyle(picture).transform).toBe('matrix(1.05, 0, 0, 1.05, 0, 0)'));
    await userEvent.unhover(cardOf(canvasElement));
    await waitFor(() => expect(addToCart).not.toBeVisible());
  },
};

export const TouchScreen: Story = {
  args: { product: options },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of ['Add to Cart', 'Add to Wishlist', 'Quick View', 'Product Demo'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}:`) })).toBeVisible();
  },
};

export const Wishlisted: Story = {
  args: { product: options, wishlisted: true },
  play: async ({ canvas }) => {
    const saved = canvas.getByRole('button', { name: `In your wishlist: ${options.name}` });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).toHaveAttribute('title', 'Remove from wishlist');
  },
};

/** Dark theme: the sale badge and the overlay buttons keep their contrast. */
export const DarkOnSaleHovered: Story = {
  args: { product: product(saleProduct), wishlisted: true },
  globals: { theme: 'dark' },
  play: async (context) => {
    await OnSale.play?.(context);
    await Hovered.play?.(context);
  },
};
