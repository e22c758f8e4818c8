import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailInput } from '../../src/components/email-input.tsx';

const meta = {
  title: 'Components/EmailInput',
  component: EmailInput,
  parameters: { layout: 'padded' },
  args: { 'aria-label': 'Email', defaultValue: 'priya.sharma@example.com' },
} satisfies Meta<typeof EmailInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the sign-in, registration and password-reset forms ask with: the phone's e-mail keyboard, the saved address. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveValue('priya.sharma@example.com');
  },
};

export const Empty: Story = {
  args: { defaultValue: '' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'asha@example.in');
    await expect(input).toHaveValue('asha@example.in');
  },
};
