import { Badge, DataList, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { CreditAccount } from '../../contract/credit-account.ts';
import { accountTexts as texts } from '../../domain/credit-account.ts';
import { formatMoney } from '../../domain/money.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

/**
 * A business customer's credit with the shop (src/domain/credit-account.ts): the limit, what they
 * owe and what is left, and each order still to pay with its day, the overdue marked. The route
 * leaves it out for a customer without credit.
 */
export function CreditAccountCard({ account }: { account: CreditAccount }) {
  return (
    <AccountSection heading={texts.heading} testId="credit-account">
      <Text as="p" size="2" color="gray" mb="3">
        {texts.terms(account.days)}
      </Text>
      <DataList.Root size="2" mb="3">
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.limit}</DataList.Label>
          <DataList.Value>{formatMoney(account.limit)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.owed}</DataList.Label>
          <DataList.Value data-testid="credit-owed">
            <Flex gap="2" align="center" wrap="wrap">
              {formatMoney(account.owed)}
              {account.overdue > 0 && (
                <Badge color="red" variant="soft" highContrast>
                  {`${texts.overdueBadge}: ${formatMoney(account.overdue)}`}
                </Badge>
              )}
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">{texts.available}</DataList.Label>
          <DataList.Value data-testid="credit-available">{formatMoney(account.available)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {account.overdue > 0 && (
        <Text as="p" size="2" color="red" weight="medium" mb="3">
          {texts.overdue(account.overdue)}
        </Text>
      )}
      <Text as="p" size="2" weight="bold" mb="2">
        {texts.ordersDue}
      </Text>
      <AccountList empty={texts.nothingOwed}>
        {account.orders.map((order) => (
          <AccountListItem
            key={order.id}
            testId="credit-order"
            actions={
              order.overdue && (
                <Badge color="red" variant="soft" highContrast>
                  {texts.overdueBadge}
                </Badge>
              )
            }
          >
            <Flex direction="column">
              <RadixLink asChild weight="bold">
                <Link to="/orders">{order.id}</Link>
              </RadixLink>
              <Text size="2" color="gray">
                {texts.dueBy(order.amount, order.dueOn)}
              </Text>
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
    </AccountSection>
  );
}
