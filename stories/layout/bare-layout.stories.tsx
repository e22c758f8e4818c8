import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { BareLayout } from '../../src/app/layouts/bare-layout.tsx';

function SampleForm() {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h1" size="6">
        Sign in
      </Heading>
      <Text color="gray">The sign-in and registration forms sit in this card.</Text>
    </Flex>
  );
}

const meta = {
  title: 'Layout/BareLayout',
  component: BareLayout,
  render: () => (
    <Routes>
      <Route element={<BareLayout />}>
        <Route path="*" element={<SampleForm />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof BareLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Gupta Supply Co.' })).toHaveAttribute('href', '/');
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
