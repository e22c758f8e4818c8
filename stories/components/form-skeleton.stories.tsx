import { Card } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormSkeleton } from '../../src/components/form-skeleton.tsx';

const meta = {
  title: 'Components/FormSkeleton',
  component: FormSkeleton,
  parameters: { layout: 'padded' },
  args: { label: 'Loading payment form...', fields: 4 },
  decorators: [
    (Story) => (
      <Card size="2" style={{ maxWidth: 480 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof FormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form on its way (the payment form): a label and a field's height per field, then its button's place. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment form...');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Where the form's button sits elsewhere (checkout's is in the order summary): the fields' places alone. */
export const WithoutButton: Story = {
  args: { label: 'Loading your cart', fields: 7, button: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
  },
};
