import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GstNote } from '../../src/components/gst-note.tsx';

const meta = {
  title: 'Components/GstNote',
  component: GstNote,
  args: {
    gst: {
      gst: 265.12,
      byRate: [
        { rate: 5, taxable: 400, tax: 20 },
        { rate: 18, taxable: 1362.9, tax: 245.12 },
      ],
    },
  },
} satisfies Meta<typeof GstNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a GST-inclusive total: what the total includes, in rupees (a shopper: no table). */
export const Included: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹265.12 GST');
    await expect(canvasElement.querySelector('[data-testid="tax-by-rate"]')).toBeNull();
  },
};

/** A business buyer: the taxable value and tax at each rate, lowest rate first. */
export const PerRate: Story = {
  args: { perRate: true },
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('tax-by-rate');
    await expect(table).toHaveTextContent('GST by rate');
    await expect(table).toHaveTextContent(/5% on ₹400.*₹20.*18% on ₹1,362\.90.*₹245\.12/);
  },
};

/** A whole-rupee amount, with Indian grouping. */
export const Lakhs: Story = {
  args: { gst: { gst: 123456, byRate: [{ rate: 18, taxable: 685866.67, tax: 123456 }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹1,23,456 GST');
  },
};

/** A rate not known (a server without rates): nothing is said, not even for a business. */
export const Unknown: Story = {
  args: { gst: undefined, perRate: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="gst-note"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="tax-by-rate"]')).toBeNull();
  },
};
