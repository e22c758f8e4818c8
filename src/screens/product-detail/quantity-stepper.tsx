import { Flex, IconButton, Text } from '@radix-ui/themes';
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '../../contract/limits.ts';
import { formatCount } from '../../domain/count.ts';
import { productDetailTexts as texts } from './product-detail-texts.ts';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

/** Quantity of at least 1 (spec section 5): minus is disabled at 1. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text id={labelId} size="2" weight="medium">
        {texts.quantity}
      </Text>
      <Flex role="group" aria-labelledby={labelId} align="center" gap="3">
        <IconButton
          variant="soft"
          aria-label={texts.decrease}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <MinusIcon aria-hidden />
        </IconButton>
        <Text
          size="4"
          weight="bold"
          aria-live="polite"
          data-testid="quantity"
          style={{ minWidth: '3ch', textAlign: 'center' }}
        >
          {formatCount(value)}
        </Text>
        <IconButton
          variant="soft"
          aria-label={texts.increase}
          disabled={value >= MAX_LINE_QUANTITY}
          onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, value + 1))}
        >
          <PlusIcon aria-hidden />
        </IconButton>
      </Flex>
    </Flex>
  );
}
