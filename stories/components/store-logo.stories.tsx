import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { StoreLogo } from '../../src/components/store-logo.tsx';

const meta = {
  title: 'Components/StoreLogo',
  component: StoreLogo,
  parameters: { layout: 'padded' },
  args: { name: 'Gupta Supply Co.', logoUrl: '/mock-images/logo.svg' },
} satisfies Meta<typeof StoreLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Gupta Supply Co.' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.querySelector('img')).toHaveAttribute('src', '/mock-images/logo.svg');
  },
};

/** Without a logo, or when it fails to load, the store's initial stands in. */
export const InitialWhenLogoFails: Story = {
  args: { logoUrl: '/mock-images/missing.svg', size: '5' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Gupta Supply Co.' });
    await waitFor(() => expect(link.querySelector('img')).toBeNull());
    await expect(link).toHaveTextContent('G');
  },
};
