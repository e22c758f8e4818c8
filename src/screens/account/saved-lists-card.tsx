import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SavedList } from '../../contract/quick-order.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import { savedListTexts as texts } from '../../domain/quick-order.ts';

export interface SavedListsCardProps {
  lists: readonly SavedList[];
  /** The list whose deletion is on its way: the buttons wait. */
  busy?: string | undefined;
  onRemove: (list: SavedList) => void;
}

/** The account's reorder lists: each opens in the quick-order pad, or goes. */
export function SavedListsCard({ lists, busy, onRemove }: SavedListsCardProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId} data-testid="saved-lists">
        <Heading as="h2" size="4" mb="3" id={headingId}>
          {texts.heading}
        </Heading>
        {lists.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {texts.empty}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
            <ul>
              {lists.map((list) => (
                <li key={list.id} data-testid="saved-list">
                  <Flex direction={{ initial: 'column', sm: 'row' }} gap="2" justify="between">
                    <Flex direction="column">
                      <Text weight="bold">{list.name}</Text>
                      <Text size="2" color="gray">
                        {texts.summary(list.lines.length, formatOrderDate(list.updatedAt))}
                      </Text>
                    </Flex>
                    <Flex gap="2" align="start" flexShrink="0">
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
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}
