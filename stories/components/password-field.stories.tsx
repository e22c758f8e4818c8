import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField, passwordToggleLabels } from '../../src/components/password-field.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Password', defaultValue: 'secret123' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: passwordToggleLabels.show })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The toggle shows what was typed, for checking a password on a phone keyboard. */
export const Shown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: passwordToggleLabels.show }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: passwordToggleLabels.hide });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};
