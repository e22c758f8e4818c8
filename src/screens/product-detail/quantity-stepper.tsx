import { QuantityField } from '../../components/quantity-field.tsx';
import { productDetailTexts as texts } from './product-detail-texts.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

/** Quantity of at least 1 (spec section 5), typed or stepped: minus is disabled at 1. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  return (
    <QuantityField
      value={value}
      onChange={onChange}
      label={texts.quantity}
      decreaseLabel={texts.decrease}
      increaseLabel={texts.increase}
      size="3"
    />
  );
}
