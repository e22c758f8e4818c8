import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, Flex } from '@radix-ui/themes';
import { orderStatus, PAID_LABEL } from '../domain/order-status.ts';

export interface OrderStatusBadgeProps {
  status: number;
  size?: '1' | '2' | '3';
  /** The shop has the order's payment: 'Paid' shows beside the status. */
  paid?: boolean | undefined;
}

/** The coloured order status label: 0 Pending … 4 Cancelled, anything else 'Unknown (n)'; 'Paid' beside it once paid. */
export function OrderStatusBadge({ status, size = '2', paid = false }: OrderStatusBadgeProps) {
  const { label, color } = orderStatus(status);
  const badge = (
    <Badge color={color} size={size} variant="soft" highContrast>
      {label}
    </Badge>
  );
  if (!paid) return badge;
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {badge}
      <Badge color="green" size={size} variant="outline" highContrast data-testid="paid-badge">
        <CheckIcon aria-hidden />
        {PAID_LABEL}
      </Badge>
    </Flex>
  );
}
