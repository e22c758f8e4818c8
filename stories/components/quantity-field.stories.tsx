import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { QuantityField, type QuantityFieldProps } from '../../src/components/quantity-field.tsx';
import { quantityMessages } from '../../src/domain/quantity.ts';

/** The field as a page holds it: the last good quantity stays while a bad entry is corrected. */
function Held(props: QuantityFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantityField',
  component: QuantityField,
  args: {
    value: 2,
    onChange: fn(),
    label: 'Quantity',
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    max: 500,
  },
  render: (args) => <Held {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed or stepped: − and + change it by one, never below 1, and a typed number is taken as it is. */
export const TypedAndStepped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(250);
  },
};

/** A bad entry says what is wrong beside the field and changes nothing. */
export const BadEntry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '2.5');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(quantityMessages.whole);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A product sold from 12, in cartons of 6: the field says so, − and + move a carton at a time, and
 * a part carton or too few is explained and never passed on.
 */
export const Cartons: Story = {
  args: { value: 12, rule: { minQuantity: 12, packOf: 6 } },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(field).toHaveAccessibleDescription('Sold in cartons of 6, at least 12');
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(field).toHaveValue('18');
    await expect(args.onChange).toHaveBeenLastCalledWith(18);
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sold in cartons of 6: order 24 or another multiple of 6',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '6');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order at least 12');
    await expect(args.onChange).not.toHaveBeenCalledWith(20);
    await expect(args.onChange).not.toHaveBeenCalledWith(6);
  },
};
