import ChevronDownIcon from '~icons/radix-icons/chevron-down';
import { Flex, Text } from '@radix-ui/themes';
import clsx from 'clsx';
import { useId, type ComponentPropsWithRef } from 'react';
import styles from './native-select.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'size'
> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  /** Radix Themes' sizes: '2' for a toolbar's choice; '3' for a form's field, as wide and tall as the fields around it. */
  size?: '2' | '3';
  /** Shown, and not to be chosen again, while the value is none of the options. */
  placeholder?: string;
}

/**
 * The browser's own drop-down, styled as a Radix Themes select trigger. A phone opens its native
 * picker, and the page pays for no popover script: the Radix Select and its positioning engine cost
 * a shop page most of its blocking time on a mid-range phone, and the payment page ~35 KB gzip
 * (bench/README.md).
 */
export function NativeSelect({
  value,
  onValueChange,
  options,
  size = '2',
  placeholder,
  className,
  ...rest
}: NativeSelectProps) {
  const chosen = options.some((option) => option.value === value);
  return (
    <span className={clsx(styles.root, size === '3' && styles.size3)}>
      <select
        {...rest}
        className={clsx(styles.select, className)}
        value={chosen ? value : ''}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {!chosen && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} aria-hidden />
    </span>
  );
}

/** A native select with its visible label: beside it (a row of choices) or over it (a toolbar). */
export function LabelledSelect({
  label,
  direction = 'row',
  ...select
}: Omit<NativeSelectProps, 'id'> & { label: string; direction?: 'row' | 'column' }) {
  const id = useId();
  return (
    <Flex
      direction={direction}
      gap={direction === 'row' ? '2' : '1'}
      align={direction === 'row' ? 'center' : undefined}
    >
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <NativeSelect id={id} {...select} />
    </Flex>
  );
}
