import ClockIcon from '~icons/radix-icons/clock';
import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Notice } from '../../src/components/notice.tsx';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  parameters: { layout: 'padded' },
  args: { tone: 'info', children: 'We will e-mail you when your order ships.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something went wrong: red, and announced at once (`alert`). */
export const Failed: Story = {
  args: { tone: 'error', children: 'Could not load products. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load products. Please try again.');
  },
};

/** It worked: green, announced when the reader is free (`status`). */
export const Done: Story = {
  args: { tone: 'success', children: 'Your password has been changed. You can now sign in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

/** Worth knowing, with a bold first line. */
export const InfoWithTitle: Story = {
  args: {
    tone: 'info',
    title: 'Your payment is being reviewed',
    children: 'The bank has not confirmed it yet. We will e-mail you as soon as it does.',
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(/^Your payment is being reviewed/);
    await expect(notice).toHaveTextContent(/as soon as it does\.$/);
  },
};

/** Mind this: amber in high contrast, with the tone's icon or none (`icon={null}`). */
export const Warning: Story = {
  args: {
    tone: 'warning',
    icon: null,
    children: 'This shop does not search by words here: browse the categories instead.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Another icon, and buttons onward under the message. */
export const WithActions: Story = {
  args: {
    tone: 'warning',
    icon: <ClockIcon aria-hidden />,
    title: 'This is taking longer than usual',
    children: 'You can keep waiting, or choose another way to pay.',
    actions: (
      <Flex gap="2" wrap="wrap">
        <Button size="2" onClick={fn()}>
          Keep waiting
        </Button>
        <Button size="2" variant="soft" highContrast>
          Pay another way
        </Button>
      </Flex>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toContainElement(
      canvas.getByRole('button', { name: 'Keep waiting' }),
    );
  },
};
