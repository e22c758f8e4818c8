import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductDemo } from '../../src/components/product-demo.tsx';
import { productAsServed, type ProductAsServedInput } from '../../src/contract/product.ts';
import { toProduct } from '../../src/domain/product.ts';
import { noImageProduct, optionsProduct, plainProduct } from '../../src/mocks/fixtures/products.ts';

const product = (served: ProductAsServedInput) => toProduct(productAsServed.parse(served));
const tape = product(optionsProduct);

const meta = {
  title: 'Components/ProductDemo',
  component: ProductDemo,
  args: { product: tape, onClose: fn() },
} satisfies Meta<typeof ProductDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const largeImage = (view: ReturnType<typeof within>) => view.getByRole('tabpanel').querySelector('img');

export const Open: Story = {
  play: async ({ args, userEvent, step }) => {
    const view = within(await within(document.body).findByRole('dialog', { name: tape.name }));
    const thumbnails = view.getAllByRole('tab');
    await expect(thumbnails).toHaveLength(tape.images.length);
    await expect(thumbnails[0]).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByTestId('demo-position')).toHaveTextContent('Image 1 of 3');
    await expect(largeImage(view)).toHaveAttribute('src', tape.images[0]);

    await step('a thumbnail click shows that picture', async () => {
      await userEvent.click(view.getByRole('tab', { name: 'Image 3 of 3' }));
      await expect(largeImage(view)).toHaveAttribute('src', tape.images[2]);
      await expect(view.getByRole('tab', { name: 'Image 3 of 3' })).toHaveAttribute('aria-selected', 'true');
    });

    await step('the arrow keys move between pictures and wrap around', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(largeImage(view)).toHaveAttribute('src', tape.images[0]);
      await waitFor(() => expect(view.getByRole('tab', { name: 'Image 1 of 3' })).toHaveFocus());
      await userEvent.keyboard('{ArrowRight}');
      await expect(view.getByTestId('demo-position')).toHaveTextContent('Image 2 of 3');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(largeImage(view)).toHaveAttribute('src', tape.images[0]);
      await userEvent.keyboard('{End}');
      await expect(largeImage(view)).toHaveAttribute('src', tape.images[2]);
    });

    await step('the next and previous buttons', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Previous image' }));
      await expect(view.getByTestId('demo-position')).toHaveTextContent('Image 2 of 3');
      await userEvent.click(view.getByRole('button', { name: 'Next image' }));
      await expect(view.getByTestId('demo-position')).toHaveTextContent('Image 3 of 3');
    });

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SingleImage: Story = {
  args: { product: product(plainProduct) },
  play: async () => {
    const p = product(plainProduct);
    const view = within(await within(document.body).findByRole('dialog', { name: p.name }));
    await expect(view.queryByRole('tab')).not.toBeInTheDocument();
    await expect(view.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    await expect(view.getByTestId('demo-position')).toHaveTextContent('Image 1 of 1');
  },
};

export const NoImages: Story = {
  args: { product: product(noImageProduct) },
  play: async () => {
    const p = product(noImageProduct);
    const view = within(await within(document.body).findByRole('dialog', { name: p.name }));
    await expect(view.getByTestId('product-image-placeholder')).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const view = within(await within(document.body).findByRole('dialog', { name: tape.name }));
    await expect(view.getAllByRole('tab')[0]).toBeVisible();
  },
};
