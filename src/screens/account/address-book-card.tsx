import { Button } from '@radix-ui/themes';
import { SavedAddressSummary } from '../../components/saved-address-summary.tsx';
import type { SavedAddress } from '../../contract/address-book.ts';
import { addressBookTexts as texts } from '../../domain/address-book.ts';
import { shippingLine } from '../../domain/orders.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

export interface AddressBookCardProps {
  /** Undefined while they load: the card holds its place. */
  addresses: readonly SavedAddress[] | undefined;
  /** The address whose change is on its way: its buttons wait. */
  busy?: string | undefined;
  onMakeDefault: (address: SavedAddress) => void;
  onRemove: (address: SavedAddress) => void;
}

/** The account's saved addresses (our server's extension): the default, and the others to choose or remove. */
export function AddressBookCard({ addresses, busy, onMakeDefault, onRemove }: AddressBookCardProps) {
  return (
    <AccountSection heading={texts.heading} testId="address-book">
      <AccountList empty={texts.empty}>
        {addresses?.map((saved) => {
          const { id, isDefault, shippingAddress: a } = saved;
          const label = `${a.fullName}, ${shippingLine(a)}`;
          return (
            <AccountListItem
              key={id}
              testId="saved-address"
              actions={
                <>
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
                </>
              }
            >
              <SavedAddressSummary saved={saved} />
            </AccountListItem>
          );
        })}
      </AccountList>
    </AccountSection>
  );
}
