import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { QuickView } from '../../src/components/quick-view.tsx';
import { productAsServed, type ProductAsServedInput } from '../../src/contract/product.ts';
import { toProduct } from '../../src/domain/product.ts';
import {
  oneSizeProduct,
  optionsProduct,
  plainProduct,
  saleProduct,
} from '../../src/mocks/fixtures/products.ts';

const product = (served: ProductAsServedInput) => toProduct(productAsServed.parse(served));
const tape = product(optionsProduct);

const meta = {
  title: 'Components/QuickView',
  component: QuickView,
  args: { product: tape, onClose: fn(), onAddToCart: fn() },
} satisfies Meta<typeof QuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: tape.name });

export const Open: Story = {
  play: async ({ args, userEvent, step }) => {
    const view = within(await dialog());
    await expect(view.getByText('Sale')).toBeVisible();
    await expect(view.getByTestId('price')).toHaveTextContent('Sale price ₹349');
    await expect(view.getByText(tape.description)).toBeVisible();
    await expect(view.getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/product/${tape.id}`,
    );
    await expect(view.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    await expect(view.getByRole('radiogroup', { name: 'Colour' })).toBeVisible();

    await step('choose a size and a colour, then add to cart', async () => {
      await userEvent.click(view.getByRole('radio', { name: '48 mm' }));
      await userEvent.click(view.getByRole('radio', { name: 'Transparent' }));
      await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
      await expect(args.onAddToCart).toHaveBeenCalledWith(tape, {
        selectedSize: '48 mm',
        selectedColor: 'Transparent',
      });
    });

    await step('the close button asks to close', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const SizeRequired: Story = {
  play: async ({ args, userEvent }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(view.getByText('Please select a size')).toBeVisible();
    await expect(view.getByRole('alert')).toHaveTextContent('You must select a size before adding to cart');
    const sizes = view.getByRole('radiogroup', { name: 'Size' });
    await expect(sizes).toHaveAttribute('aria-invalid', 'true');
    await expect(sizes).toHaveAccessibleDescription('Please select a size');
    await waitFor(() => expect(view.getByRole('radio', { name: '24 mm' })).toHaveFocus());

    await userEvent.click(view.getByRole('radio', { name: '72 mm' }));
    await expect(view.queryByText('Please select a size')).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(tape, { selectedSize: '72 mm' });
  },
};

/** 'One Size' is preselected, so the product goes straight in. */
export const OneSize: Story = {
  args: { product: product(oneSizeProduct) },
  play: async ({ args, userEvent }) => {
    const p = product(oneSizeProduct);
    const view = within(await within(document.body).findByRole('dialog', { name: p.name }));
    await expect(view.getByRole('radio', { name: 'One Size' })).toBeChecked();
    await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(p, { selectedSize: 'One Size' });
  },
};

export const NoOptions: Story = {
  args: { product: product(plainProduct) },
  play: async ({ args, userEvent }) => {
    const p = product(plainProduct);
    const view = within(await within(document.body).findByRole('dialog', { name: p.name }));
    await expect(view.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(view.queryByText('Sale')).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(p, {});
  },
};

/** A quantity typed in the dialog goes into the cart; a bad one says why and adds nothing new. */
export const TypedQuantity: Story = {
  play: async ({ args, userEvent }) => {
    const view = within(await dialog());
    await userEvent.click(view.getByRole('radio', { name: '72 mm' }));
    const field = view.getByRole('textbox', { name: 'Quantity' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await expect(view.getByRole('alert')).toHaveTextContent('Quantity must be a whole number');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Quantity must be a whole number');
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await expect(view.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('41');
    await userEvent.click(view.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(tape, { selectedSize: '72 mm', quantity: 41 });
  },
};

export const OnSaleOnPhone: Story = {
  args: { product: product(saleProduct) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const p = product(saleProduct);
    const view = within(await within(document.body).findByRole('dialog', { name: p.name }));
    await expect(view.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { product: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
