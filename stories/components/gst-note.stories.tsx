import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GstNote } from '../../src/components/gst-note.tsx';

const meta = {
  title: 'Components/GstNote',
  component: GstNote,
  args: { amount: 265.12 },
} satisfies Meta<typeof GstNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a GST-inclusive total: what the total includes, in rupees. */
export const Included: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹265.12 GST');
  },
};

/** A whole-rupee amount, with Indian grouping. */
export const Lakhs: Story = {
  args: { amount: 123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('gst-note')).toHaveTextContent('Includes ₹1,23,456 GST');
  },
};

/** A rate not known (a server without rates): nothing is said. */
export const Unknown: Story = {
  args: { amount: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="gst-note"]')).toBeNull();
  },
};
