import { Text } from '@radix-ui/themes';
import type { Order } from '../contract/order.ts';
import { codTexts } from '../domain/cash-on-delivery.ts';
import { formatMoney } from '../domain/money.ts';
import { ORDER_STATUS } from '../domain/order-status.ts';

/** What a cash-on-delivery order still asks of the shopper: the amount for the courier, and the fee in it. */
export function CashOnDeliveryNote({ order, size = '2' }: { order: Order; size?: '1' | '2' | '3' }) {
  const cod = order.cashOnDelivery;
  if (!cod || order.paid || order.status === ORDER_STATUS.cancelled) return null;
  return (
    <Text as="p" size={size} data-testid="cod-note">
      {codTexts.due(cod.due)}
      {cod.fee > 0 && ` ${codTexts.feeIncluded(formatMoney(cod.fee))}`}
    </Text>
  );
}
