import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useLinkedScroll } from '../../components/use-linked-scroll.ts';

/**
 * One section of the account page: a card named by its heading. With an `id`, a link to it
 * (`/account#id`) scrolls it into view once it is there, though it comes after the page's data.
 */
export function AccountSection({
  heading,
  id,
  testId,
  children,
}: {
  heading: string;
  id?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const linkTarget = useLinkedScroll<HTMLElement>(id);
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId} data-testid={testId} {...linkTarget}>
        <Heading as="h2" size="4" mb="3" id={headingId}>
          {heading}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

/**
 * A section's list (saved addresses, reorder lists), or `empty` when it holds nothing; while it
 * loads (`children` undefined), a place the size of that line, so nothing below moves for it.
 */
export function AccountList({
  empty,
  children,
}: {
  empty: string;
  children: readonly ReactNode[] | undefined;
}) {
  if (children === undefined) {
    return (
      <Skeleton>
        <Text as="p" size="2">
          {empty}
        </Text>
      </Skeleton>
    );
  }
  if (children.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
      <ul>{children}</ul>
    </Flex>
  );
}

/** One item of the list: what it is, with its buttons beside it (under it on a phone). */
export function AccountListItem({
  testId,
  actions,
  children,
}: {
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li data-testid={testId}>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="2" justify="between">
        {children}
        <Flex gap="2" align="start" flexShrink="0">
          {actions}
        </Flex>
      </Flex>
    </li>
  );
}
