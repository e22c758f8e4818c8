import { Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import MinusIcon from '~icons/radix-icons/minus';
import PlusIcon from '~icons/radix-icons/plus';
import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import {
  allowedFrom,
  ANY_QUANTITY,
  firstQuantity,
  orderQuantityProblem,
  orderQuantityTexts,
  type OrderQuantity,
} from '../domain/bulk.ts';
import { parseQuantity } from '../domain/quantity.ts';
import styles from './quantity-field.module.css';

export interface QuantityFieldProps {
  value: number;
  /** Called with a valid quantity only: bad input shows its message and changes nothing. */
  onChange: (value: number) => void;
  /** The field's name: shown above it, or (hiddenLabel) only to screen readers. */
  label: string;
  hiddenLabel?: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  max?: number;
  /** A product sold from a minimum or in cartons: the steppers move by a carton, and it is said. */
  rule?: OrderQuantity | undefined;
  size?: '1' | '2' | '3';
}

/**
 * A quantity typed (numeric keyboard on phones, arrow keys step) or changed with − and +: a whole
 * number from 1 to `max`. A bad entry says what is wrong beside the field and keeps the last good
 * quantity until it is fixed.
 */
export function QuantityField({
  value,
  onChange,
  label,
  hiddenLabel = false,
  decreaseLabel,
  increaseLabel,
  max = MAX_LINE_QUANTITY,
  rule = ANY_QUANTITY,
  size = '2',
}: QuantityFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const least = firstQuantity(rule);
  const note = least > 1 || rule.packOf > 1 ? orderQuantityTexts.note(rule) : undefined;
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string>();
  // A quantity changed from outside (the steppers, another tab) replaces whatever was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
    setError(undefined);
  }

  const type = (next: string) => {
    setText(next);
    const parsed = parseQuantity(next, max);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    const problem = orderQuantityProblem(undefined, rule, parsed.value);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    if (parsed.value !== value) onChange(parsed.value);
  };
  const step = (by: number) => {
    // To the next allowed quantity above or below (a whole carton, from the minimum).
    const next = Math.min(
      max,
      by > 0
        ? allowedFrom(rule, value + 1)
        : Math.max(least, Math.floor((value - 1) / rule.packOf) * rule.packOf),
    );
    setText(String(next));
    setError(undefined);
    if (next !== value) onChange(next);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <Flex direction="column" gap="1">
      <Text
        as="label"
        htmlFor={id}
        size="2"
        weight="medium"
        className={hiddenLabel ? 'visually-hidden' : undefined}
      >
        {label}
      </Text>
      <Flex align="center" gap="2">
        <IconButton
          type="button"
          size={size}
          variant="soft"
          aria-label={decreaseLabel}
          disabled={value <= least}
          onClick={() => step(-1)}
          className={styles.step}
        >
          <MinusIcon aria-hidden />
        </IconButton>
        <TextField.Root
          id={id}
          size={size}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={[note && noteId, error && errorId].filter(Boolean).join(' ') || undefined}
          onChange={(e) => type(e.target.value)}
          onKeyDown={keys}
          onBlur={() => {
            if (!error) setText(String(value));
          }}
          className={styles.input}
          data-testid="quantity-input"
        />
        <IconButton
          type="button"
          size={size}
          variant="soft"
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => step(1)}
          className={styles.step}
        >
          <PlusIcon aria-hidden />
        </IconButton>
      </Flex>
      {note && (
        <Text id={noteId} size="1" color="gray">
          {note}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

export const productQuantityTexts = {
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
} as const;

/** How many of a product to add (the product page, Quick View): at least 1 (spec section 5), or its carton. */
export function ProductQuantity({
  value,
  onChange,
  rule,
  size,
}: Pick<QuantityFieldProps, 'value' | 'onChange' | 'rule' | 'size'>) {
  return (
    <QuantityField
      value={value}
      onChange={onChange}
      rule={rule}
      label={productQuantityTexts.quantity}
      decreaseLabel={productQuantityTexts.decrease}
      increaseLabel={productQuantityTexts.increase}
      {...(size && { size })}
    />
  );
}
