import CheckIcon from '~icons/radix-icons/check';
import { Badge, Flex } from '@radix-ui/themes';
import { codTexts } from '../domain/cash-on-delivery.ts';
import { accountTexts } from '../domain/credit-account.ts';
import { orderStatus, PAID_LABEL, stillOwed } from '../domain/order-status.ts';

export interface OrderStatusBadgeProps {
  status: number;
  size?: '1' | '2' | '3';
  /** The shop has the order's payment: 'Paid' shows beside the status. */
  paid?: boolean | undefined;
  /** Paid in cash on delivery (not yet collected): 'Cash on delivery' shows beside the status instead. */
  cashOnDelivery?: boolean | undefined;
  /** Bought on account (not yet paid): 'On account' shows beside the status instead. */
  onAccount?: boolean | undefined;
}

/**
 * The coloured order status label: 0 Pending … 4 Cancelled, anything else 'Unknown (n)'; 'Paid'
 * beside it once paid, or 'Cash on delivery' while the courier is still to collect it, or 'On
 * account' while the customer is still to pay it.
 */
export function OrderStatusBadge({
  status,
  size = '2',
  paid = false,
  cashOnDelivery = false,
  onAccount = false,
}: OrderStatusBadgeProps) {
  const { label, color } = orderStatus(status);
  const badge = (
    <Badge color={color} size={size} variant="soft" highContrast data-testid="status-badge">
      {label}
    </Badge>
  );
  const later = (cashOnDelivery || onAccount) && stillOwed({ paid, status });
  if (!paid && !later) return badge;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {badge}
      {paid ? (
        <Badge color="green" size={size} variant="outline" highContrast data-testid="paid-badge">
          <CheckIcon aria-hidden />
          {PAID_LABEL}
        </Badge>
      ) : (
        <Badge
          color="gray"
          size={size}
          variant="outline"
          highContrast
          data-testid={onAccount ? 'account-badge' : 'cod-badge'}
        >
          {onAccount ? accountTexts.badge : codTexts.badge}
        </Badge>
      )}
    </Flex>
  );
}
