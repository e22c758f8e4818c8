import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { useForm, useWatch } from 'react-hook-form';
import { expect } from 'storybook/test';
import { FormField } from '../../src/components/form-field.tsx';
import { businessToggleText } from '../../src/screens/checkout/business-form.ts';
import { CheckField } from '../../src/screens/checkout/check-field.tsx';
import { PinInput } from '../../src/screens/checkout/pin-input.tsx';

/** Checkout's two small controls, each bound to a form as the checkout binds them. */
function Controls() {
  const { register, control } = useForm({ defaultValues: { forBusiness: false, pin: '' } });
  const [forBusiness, pin] = useWatch({ control, name: ['forBusiness', 'pin'] });
  return (
    <form aria-label="Controls" style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <CheckField field={register('forBusiness')} label={businessToggleText} testId="for-business" />
      <FormField label="PIN code" required>
        {(control) => <PinInput field={register('pin')} control={control} autoComplete="postal-code" />}
      </FormField>
      <Text as="p" size="2" data-testid="values">
        {`business: ${String(forBusiness)}; PIN: ${pin}`}
      </Text>
    </form>
  );
}

const meta = {
  title: 'Screens/Checkout/Controls',
  component: Controls,
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CheckField: the label ticks the box; PinInput: digits only, six at most, whatever is typed. */
export const CheckAndPin: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: businessToggleText });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(businessToggleText));
    await expect(box).toBeChecked();
    await userEvent.type(canvas.getByLabelText('PIN code'), '56 0038x9');
    await expect(canvas.getByLabelText('PIN code')).toHaveValue('560038');
    await expect(canvas.getByTestId('values')).toHaveTextContent('business: true; PIN: 560038');
  },
};
