import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { SavedAddressSummary } from '../../components/saved-address-summary.tsx';
import type { SavedAddress } from '../../contract/address-book.ts';
import { addressBookTexts as texts, NEW_ADDRESS } from '../../domain/address-book.ts';

export interface SavedAddressChoiceProps {
  addresses: readonly SavedAddress[];
  /** The chosen address's id, or NEW_ADDRESS. */
  value: string;
  onChange: (value: string) => void;
}

/** Checkout's "Deliver to": the shopper's saved addresses (the default first) and a new one. */
export default function SavedAddressChoice({ addresses, value, onChange }: SavedAddressChoiceProps) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2" data-testid="saved-addresses">
      <Text id={labelId} size="2" weight="medium">
        {texts.checkoutLegend}
      </Text>
      <RadioCards.Root
        value={value}
        onValueChange={onChange}
        aria-labelledby={labelId}
        columns="1"
        gap="2"
        size="1"
      >
        {addresses.map((saved) => (
          <RadioCards.Item key={saved.id} value={saved.id} className="tap-target">
            <Flex width="100%">
              <SavedAddressSummary saved={saved} />
            </Flex>
          </RadioCards.Item>
        ))}
        <RadioCards.Item value={NEW_ADDRESS} className="tap-target">
          <Text size="2" weight="bold">
            {texts.newAddress}
          </Text>
        </RadioCards.Item>
      </RadioCards.Root>
    </Flex>
  );
}
