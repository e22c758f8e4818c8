import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from '../../src/components/pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { page: 1, pageSize: 12, total: 100, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page numbers shown, in order, with '…' for each ellipsis. */
const shownPages = (nav: HTMLElement) =>
  [...nav.querySelectorAll('li')].slice(1, -1).map((item) => item.textContent);

export const FirstPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shownPages(nav)).toEqual(['1', '2', '3', '…', '9']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByText('Showing 1 to 12 of 100 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 9' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
  },
};

export const MiddlePage: Story = {
  args: { page: 6, total: 200 },
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shownPages(nav)).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '17']);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByTestId('pagination-ellipsis')).toHaveLength(2);
    await expect(canvas.getByText('Showing 61 to 72 of 200 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(8);
  },
};

/** A gap of a single page shows that page, not an ellipsis. */
export const NearTheStart: Story = {
  args: { page: 5, total: 200 },
  play: async ({ canvas }) => {
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '17',
    ]);
  },
};

export const SecondPage: Story = {
  args: { page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 13 to 24 of 100 items')).toBeVisible();
    await expect(shownPages(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '…', '9']);
  },
};

export const LastPage: Story = {
  args: { page: 9 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(shownPages(nav)).toEqual(['1', '…', '7', '8', '9']);
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText('Showing 97 to 100 of 100 items')).toBeVisible();
  },
};

/** Large catalogues read in Indian grouping. */
export const ManyItems: Story = {
  args: { page: 1000, total: 150000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 11,989 to 12,000 of 1,50,000 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 12,500' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  args: { page: 5, total: 200 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeVisible();
    await expect(canvas.queryByText('Previous')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { total: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('');
  },
};
