import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { FormField } from '../../src/components/form-field.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  parameters: { layout: 'padded' },
  args: {
    label: 'PIN code',
    required: true,
    children: (control) => <TextField.Root {...control} inputMode="numeric" defaultValue="560038" />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('PIN code');
    await expect(input).toHaveValue('560038');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Required: announced as such, with no browser message of its own.
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('required');
  },
};

/** A field the form can do without: not announced as required. */
export const Optional: Story = {
  args: { label: 'Landmark', required: false, children: (control) => <TextField.Root {...control} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Landmark')).not.toBeRequired();
  },
};

export const WithHint: Story = {
  args: { hint: 'Six digits, as on your address proof.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('PIN code')).toHaveAccessibleDescription(
      'Six digits, as on your address proof.',
    );
  },
};

/** The error is tied to the control: screen readers read it with the field. */
export const WithError: Story = {
  args: { hint: 'Six digits.', error: 'PIN code must be 6 digits and cannot start with 0' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('PIN code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Six digits. PIN code must be 6 digits and cannot start with 0',
    );
  },
};
