import { Badge, Box, Button, DataList, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { CreditAccount } from '../../contract/credit-account.ts';
import { accountTexts as texts, accountUpiLink, type UpiPayee } from '../../domain/credit-account.ts';
import { formatMoney } from '../../domain/money.ts';
import { AccountList, AccountListItem, AccountSection } from './account-section.tsx';

/**
 * A business customer's credit with the shop (src/domain/credit-account.ts): the limit, what they
 * owe and what is left, and each order still to pay with its day, the overdue marked. With the
 * shop's UPI ID (`payee`), how to pay, and on a phone a button per order that opens the shopper's UPI
 * app with its amount and the order ID as the note; the owner records the money once it is in. The
 * route leaves the card out for a customer without credit.
 */
export function CreditAccountCard({ account, payee }: { account: CreditAccount; payee?: UpiPayee }) {
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
              <>
                {order.overdue && (
                  <Badge color="red" variant="soft" highContrast>
                    {texts.overdueBadge}
                  </Badge>
                )}
                <PayByUpi payee={payee} orderId={order.id} amount={order.amount} />
              </>
            }
          >
            <Flex direction="column">
              <RadixLink asChild weight="bold">
                <Link to="/orders" className="tap-target">
                  {order.id}
                </Link>
              </RadixLink>
              <Text size="2" color="gray">
                {texts.dueBy(order.amount, order.dueOn)}
              </Text>
            </Flex>
          </AccountListItem>
        ))}
      </AccountList>
      {payee && account.orders.length > 0 && (
        <Text as="p" size="2" color="gray" mt="3">
          {texts.howToPay(payee.vpa)}
        </Text>
      )}
    </AccountSection>
  );
}

/** On a phone (where a upi://pay link opens an app), the order's amount in the shopper's UPI app. */
function PayByUpi({ payee, orderId, amount }: { payee?: UpiPayee; orderId: string; amount: number }) {
  const link = payee && accountUpiLink(payee, orderId, amount);
  if (!link) return null;
  return (
    <Box display={{ initial: 'block', sm: 'none' }}>
      <Button asChild size="2" variant="soft">
        <a href={link} aria-label={texts.payByUpiLabel(amount, orderId)}>
          {texts.payByUpi(amount)}
        </a>
      </Button>
    </Box>
  );
}
