import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import clsx from 'clsx';
import { useId, type ComponentPropsWithoutRef } from 'react';
import styles from './native-select.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<
  ComponentPropsWithoutRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly NativeSelectOption[];
}

/**
 * The browser's own drop-down, styled as a Radix Themes select trigger. A phone opens its native
 * picker, and the page pays for no popover script: the Radix Select and its positioning engine cost
 * a shop page most of its blocking time on a mid-range phone (bench/README.md).
 */
export function NativeSelect({ value, onValueChange, options, className, ...rest }: NativeSelectProps) {
  return (
    <span className={styles.root}>
      <select
        {...rest}
        className={clsx(styles.select, className)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
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
