import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from '../../src/components/native-select.tsx';

const options = [
  { value: 'all', label: 'All Types' },
  { value: 'tapes', label: 'Tapes' },
  { value: 'boxes', label: 'Corrugated Boxes' },
  { value: 'gloves', label: 'Gloves & Safety' },
];

/** A labelled select that keeps its own value, as a page keeps it in the address. */
function Labelled(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Flex direction="column" gap="1" align="start">
      <Text as="label" htmlFor="types" size="2" weight="medium">
        Category Types
      </Text>
      <NativeSelect
        {...props}
        id="types"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  parameters: { layout: 'padded' },
  args: { value: 'all', options, onValueChange: fn() },
  render: (args) => <Labelled {...args} />,
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category Types' });
    await expect(select).toHaveDisplayValue('All Types');
    await expect(select).toHaveAccessibleName('Category Types');
  },
};

/** Choosing an option reports its value, not its label. */
export const Choosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Category Types' });
    await userEvent.selectOptions(select, 'gloves');
    await expect(args.onValueChange).toHaveBeenCalledWith('gloves');
    await expect(select).toHaveDisplayValue('Gloves & Safety');
  },
};

/** The label is the select's own: tapping it, or tabbing, puts the focus on the select. */
export const LabelFocusesTheSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Category Types' });
    await userEvent.click(canvas.getByText('Category Types'));
    await expect(select).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(select).not.toHaveFocus();
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

/** A long label is cut short with an ellipsis inside the select, never past its edge. */
export const LongLabelOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    value: 'long',
    options: [
      { value: 'long', label: 'Packaging tapes, stretch film, bubble wrap and void fill for shipping' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category Types' });
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

/**
 * A form's field (size 3, the payment form's methods): as wide as the form and as tall as its text
 * fields. With nothing chosen yet it shows its placeholder, which cannot be chosen back.
 */
export const FormFieldWithPlaceholder: Story = {
  args: { value: '', size: '3', placeholder: 'Choose a type' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Category Types' });
    await expect(select).toHaveDisplayValue('Choose a type');
    await expect(canvas.getByRole('option', { name: 'Choose a type' })).toBeDisabled();
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(select.getBoundingClientRect().width).toBe(select.parentElement!.parentElement!.clientWidth);
    await userEvent.selectOptions(select, 'tapes');
    await expect(args.onValueChange).toHaveBeenCalledWith('tapes');
    await expect(select).toHaveDisplayValue('Tapes');
    // Chosen: the placeholder has gone from the list.
    await expect(canvas.queryByRole('option', { name: 'Choose a type' })).toBeNull();
  },
};
