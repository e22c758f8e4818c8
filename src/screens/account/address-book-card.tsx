import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { SavedAddressSummary } from '../../components/saved-address-summary.tsx';
import type { SavedAddress } from '../../contract/address-book.ts';
import { addressBookTexts as texts } from '../../domain/address-book.ts';
import { shippingLine } from '../../domain/orders.ts';

export interface AddressBookCardProps {
  addresses: readonly SavedAddress[];
  /** The address whose change is on its way: its buttons wait. */
  busy?: string | undefined;
  onMakeDefault: (address: SavedAddress) => void;
  onRemove: (address: SavedAddress) => void;
}

/** The account's saved addresses (our server's extension): the default, and the others to choose or remove. */
export function AddressBookCard({ addresses, busy, onMakeDefault, onRemove }: AddressBookCardProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId} data-testid="address-book">
        <Heading as="h2" size="4" mb="3" id={headingId}>
          {texts.heading}
        </Heading>
        {addresses.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {texts.empty}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
            <ul>
              {addresses.map((saved) => {
                const { id, isDefault, shippingAddress: a } = saved;
                const label = `${a.fullName}, ${shippingLine(a)}`;
                return (
                  <li key={id} data-testid="saved-address">
                    <Flex direction={{ initial: 'column', sm: 'row' }} gap="2" justify="between">
                      <SavedAddressSummary saved={saved} />
                      <Flex gap="2" align="start" flexShrink="0">
                        {!isDefault && (
                          <Button
                            size="2"
                            variant="soft"
                            loading={busy === id}
                            disabled={busy !== undefined}
                            onClick={() => onMakeDefault(saved)}
                            aria-label={`${texts.makeDefault}: ${label}`}
                          >
                            {texts.makeDefault}
                          </Button>
                        )}
                        <Button
                          size="2"
                          variant="soft"
                          color="red"
                          disabled={busy !== undefined}
                          onClick={() => onRemove(saved)}
                          aria-label={`${texts.remove}: ${label}`}
                        >
                          {texts.remove}
                        </Button>
                      </Flex>
                    </Flex>
                  </li>
                );
              })}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}
