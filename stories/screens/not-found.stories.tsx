import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import NotFoundRoute from '../../src/app/routes/not-found.tsx';
import { notFoundTexts } from '../../src/screens/not-found/not-found-view.tsx';

// These stories render the route module `src/app/routes/not-found.tsx` against the MSW handlers, and with
// it the views in src/screens/not-found/: not-found-view.
const meta = {
  title: 'Screens/NotFound',
  component: NotFoundRoute,
  parameters: { route: { path: '/404', url: '/404' } },
} satisfies Meta<typeof NotFoundRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: notFoundTexts.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: notFoundTexts.products })).toHaveAttribute(
      'href',
      '/products',
    );
    await userEvent.click(canvas.getByRole('link', { name: notFoundTexts.home }));
    await expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: notFoundTexts.heading })).toBeVisible();
  },
};
