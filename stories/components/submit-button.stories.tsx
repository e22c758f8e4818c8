import { Flex, TextField } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, fn } from 'storybook/test';
import { SubmitButton } from '../../src/components/submit-button.tsx';

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  parameters: { layout: 'padded' },
  args: { children: 'Sign in', size: '3' },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's button once the page is live: the app's handler takes the form. */
const sent = fn((event: FormEvent) => event.preventDefault());

export const Live: Story = {
  render: (args) => (
    <form aria-label="Sign in" onSubmit={sent}>
      <Flex gap="2">
        <TextField.Root name="email" aria-label="Email" defaultValue="asha@example.in" />
        <SubmitButton {...args} />
      </Flex>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(sent).toHaveBeenCalledTimes(1);
  },
};

/**
 * As the server sends it, before the page's script runs (its HTML, not yet live): off, so neither a
 * tap nor Enter in a field makes the browser send the form, e-mail and password in the address.
 */
export const AsTheServerSendsIt: Story = {
  render: (args) => (
    <div
      data-testid="server-html"
      dangerouslySetInnerHTML={{ __html: renderToString(<SubmitButton {...args} />) }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** A form that works without the script (a search, a GET to a page the server renders): live from the first paint. */
export const WorksWithoutScript: Story = {
  args: { children: 'Search again', size: '2', worksWithoutScript: true },
  render: AsTheServerSendsIt.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search again' })).toBeEnabled();
  },
};

/** Its own reason to wait (sending, offline): off, whatever the page. */
export const Busy: Story = {
  args: { children: 'Signing in...', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};
