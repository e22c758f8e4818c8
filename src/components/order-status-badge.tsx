import { Badge } from '@radix-ui/themes';
import { orderStatus } from '../domain/order-status.ts';

export interface OrderStatusBadgeProps {
  status: number;
  size?: '1' | '2' | '3';
}

/** The coloured order status label: 0 Pending … 4 Cancelled, anything else 'Unknown (n)'. */
export function OrderStatusBadge({ status, size = '2' }: OrderStatusBadgeProps) {
  const { label, color } = orderStatus(status);
  return (
    <Badge color={color} size={size} variant="soft" highContrast>
      {label}
    </Badge>
  );
}
