import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, PRICE_SIZES } from '../../src/components/price.tsx';
import { Flex } from '@radix-ui/themes';

const meta = {
  title: 'Components/Price',
  component: Price,
  parameters: { layout: 'padded' },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES } },
  args: { price: 1249 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,249')).toBeVisible();
    await expect(canvas.queryByText(/off$/)).not.toBeInTheDocument();
  },
};

export const OnSale: Story = {
  args: { price: 999, originalPrice: 1249 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price')).toHaveTextContent('Sale price ₹999');
    await expect(canvas.getByText('₹1,249').tagName).toBe('S');
    await expect(canvas.getByText('20% off')).toBeVisible();
  },
};

export const Paise: Story = {
  args: { price: 99.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹99.50')).toBeVisible();
  },
};

export const Lakhs: Story = {
  args: { price: 123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,23,456')).toBeVisible();
  },
};

/** An original price at or below the price is not a sale: nothing is struck through. */
export const NotASale: Story = {
  args: { price: 500, originalPrice: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹500')).toBeVisible();
    await expect(canvas.queryByText(/Original price/)).not.toBeInTheDocument();
  },
};

export const AllSizes: Story = {
  args: { price: 849, originalPrice: 999 },
  render: (args) => (
    <Flex direction="column" gap="3">
      {PRICE_SIZES.map((size) => (
        <Price key={size} {...args} size={size} />
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('₹849')).toHaveLength(PRICE_SIZES.length);
  },
};
