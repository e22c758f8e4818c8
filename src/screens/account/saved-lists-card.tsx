import { Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { SavedList } from '../../contract/quick-order.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import { savedListTexts as texts } from '../../domain/quick-order.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

export interface SavedListsCardProps {
  /** Undefined while they load: the card holds its place. */
  lists: readonly SavedList[] | undefined;
  /** The list whose deletion is on its way: the buttons wait. */
  busy?: string | undefined;
  onRemove: (list: SavedList) => void;
}

/** The account's reorder lists: each opens in the quick-order pad, or goes. */
export function SavedListsCard({ lists, busy, onRemove }: SavedListsCardProps) {
  return (
    <AccountSection heading={texts.heading} testId="saved-lists">
      <AccountList empty={texts.empty}>
        {lists?.map((list) => (
          <AccountListItem
            key={list.id}
            testId="saved-list"
            actions={
              <>
                <Button size="2" variant="soft" asChild>
                  <Link
                    to={`/quick-order?list=${encodeURIComponent(list.id)}`}
                    aria-label={`${texts.open}: ${list.name}`}
                  >
                    {texts.open}
                  </Link>
                </Button>
                <Button
                  size="2"
                  variant="soft"
                  color="red"
                  loading={busy === list.id}
                  disabled={busy !== undefined}
                  onClick={() => onRemove(list)}
                  aria-label={`${texts.remove}: ${list.name}`}
                >
                  {texts.remove}
                </Button>
              </>
            }
          >
            <Flex direction="column">
              <Text weight="bold">{list.name}</Text>
              <Text size="2" color="gray">
                {texts.summary(list.lines.length, formatOrderDate(list.updatedAt))}
              </Text>
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
    </AccountSection>
  );
}
