import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { useId, type Ref } from 'react';

export interface OptionGroupProps {
  legend: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
  /** Shown under the choices and tied to the group. */
  error?: string;
  /** The group element, so the page can move focus to it when a choice is missing. */
  groupRef?: Ref<HTMLDivElement>;
}

/** A one-of choice (size, colour) as a labelled radio group of cards. */
export function OptionGroup({
  legend,
  options,
  value,
  onChange,
  required,
  error,
  groupRef,
}: OptionGroupProps) {
  const legendId = useId();
  const errorId = useId();
  return (
    <Flex direction="column" gap="2" asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
        {/* A fieldset's legend is no flex item, so the gap is its own margin. */}
        <Text as="div" id={legendId} size="2" weight="medium" mb="2" asChild>
          <legend style={{ padding: 0 }}>{legend}</legend>
        </Text>
        <RadioCards.Root
          ref={groupRef}
          size="1"
          columns="repeat(auto-fill, minmax(88px, 1fr))"
          gap="2"
          value={value ?? ''}
          onValueChange={onChange}
          aria-labelledby={legendId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {options.map((option) => (
            <RadioCards.Item key={option} value={option}>
              {option}
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
        {error && (
          <Text id={errorId} size="2" color="red">
            {error}
          </Text>
        )}
      </fieldset>
    </Flex>
  );
}
