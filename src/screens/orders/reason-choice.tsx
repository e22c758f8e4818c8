import { Flex, RadioCards, Text, TextArea } from '@radix-ui/themes';
import { useId } from 'react';

export interface ReasonChoiceProps {
  label: string;
  reasons: readonly string[];
  value: string | undefined;
  onChange: (reason: string) => void;
  detailsLabel: string;
  details: string;
  onDetails: (details: string) => void;
  /** The most the shopper may type, leaving room for the reason before it. */
  detailsMax: number;
  /** Whether the box for their own words shows (cancelling asks only after 'Other'). */
  showDetails: boolean;
}

/** Why the shopper cancels or returns: one of the listed reasons as cards, and their own words. */
export function ReasonChoice({
  label,
  reasons,
  value,
  onChange,
  detailsLabel,
  details,
  onDetails,
  detailsMax,
  showDetails,
}: ReasonChoiceProps) {
  const ids = useId();
  return (
    <Flex direction="column" gap="2" mt="4">
      <Text as="div" size="2" weight="bold" id={`${ids}-label`}>
        {label}
      </Text>
      <RadioCards.Root
        value={value ?? ''}
        onValueChange={onChange}
        aria-labelledby={`${ids}-label`}
        aria-required
        size="1"
        columns="1"
        gap="2"
      >
        {reasons.map((reason) => (
          <RadioCards.Item key={reason} value={reason} className="tap-target">
            <Text size="2">{reason}</Text>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
      {showDetails && (
        <Flex direction="column" gap="1" mt="1">
          <Text as="label" size="2" htmlFor={`${ids}-details`}>
            {detailsLabel}
          </Text>
          <TextArea
            id={`${ids}-details`}
            value={details}
            maxLength={detailsMax}
            onChange={(e) => onDetails(e.target.value)}
            rows={3}
          />
        </Flex>
      )}
    </Flex>
  );
}
