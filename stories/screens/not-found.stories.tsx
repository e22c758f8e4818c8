import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundView } from '../../src/screens/not-found/not-found-view.tsx';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundView,
  parameters: { route: { path: '/404', url: '/404' } },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};
