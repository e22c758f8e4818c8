import { Text } from '@radix-ui/themes';
import type { Order } from '../contract/order.ts';
import { codTexts } from '../domain/cash-on-delivery.ts';
import { accountTexts } from '../domain/credit-account.ts';
import { formatMoney } from '../domain/money.ts';
import { stillOwed } from '../domain/order-status.ts';

/**
 * What an order confirmed to be paid later still asks of the shopper: for cash on delivery, the
 * amount for the courier and the fee in it; on account, what to pay by which day, or that the day
 * has passed.
 */
export function PayLaterNote({ order, size = '2' }: { order: Order; size?: '1' | '2' | '3' }) {
  if (!stillOwed(order)) return null;
  const { cashOnDelivery: cod, onAccount } = order;
  if (onAccount)
    return (
      <Text
        as="p"
        size={size}
        color={onAccount.overdue ? 'red' : undefined}
        weight={onAccount.overdue ? 'medium' : undefined}
        data-testid="account-note"
      >
        {onAccount.overdue
          ? accountTexts.late(onAccount.due, onAccount.dueOn)
          : accountTexts.due(onAccount.due, onAccount.dueOn)}
      </Text>
    );
  if (!cod) return null;
  return (
    <Text as="p" size={size} data-testid="cod-note">
      {codTexts.due(cod.due)}
      {cod.fee > 0 && ` ${codTexts.feeIncluded(formatMoney(cod.fee))}`}
    </Text>
  );
}
