import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../../src/components/empty-state.tsx';
import { cartTexts } from '../../src/screens/cart/cart-texts.ts';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    title: cartTexts.empty,
    hint: cartTexts.emptyHint,
    action: { label: cartTexts.continueShopping, to: '/' },
    loadingLabel: cartTexts.loading,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: cartTexts.empty })).toBeVisible();
    await expect(canvas.getByText(cartTexts.emptyHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: cartTexts.continueShopping })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Before the browser has read the stored list: announced as loading, nothing readable or tappable. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status', { name: cartTexts.loading })).toBeVisible();
    // The skeletons hold the text's place, hidden from screen readers and taps.
    await expect(canvas.queryByRole('heading', { name: cartTexts.empty })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: cartTexts.continueShopping })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** On a phone the hint wraps: the skeletons take exactly the empty state's height, so the page below never moves. */
export const LoadingKeepsItsSize: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <Grid columns="1" gap="0">
      <div data-testid="loading">
        <EmptyState {...args} loading />
      </div>
      <div data-testid="loaded">
        <EmptyState {...args} />
      </div>
    </Grid>
  ),
  play: async ({ canvas }) => {
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    const hint = within(canvas.getByTestId('loaded')).getByText(cartTexts.emptyHint);
    await expect(hint.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(height('loading')).toBe(height('loaded'));
  },
};
