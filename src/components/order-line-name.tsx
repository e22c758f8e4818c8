import { Flex, Text } from '@radix-ui/themes';
import type { OrderItem } from '../contract/order.ts';
import { formatCount } from '../domain/count.ts';
import { formatMoney } from '../domain/money.ts';
import { variantLabel } from '../domain/variants.ts';

/** 'quantity x price', as the spec writes an order's items ('2 x ₹549'). */
export const lineQuantity = (quantity: number, price: number) =>
  `${formatCount(quantity)} x ${formatMoney(price)}`;

/** An order line's product, with the size and colour the warehouse packs under it (a step smaller). */
export function OrderLineName({ item, size }: { item: OrderItem; size?: '2' }) {
  const variant = variantLabel(item);
  return (
    <Flex direction="column" minWidth="0">
      <Text size={size}>{item.productTitle}</Text>
      {variant && (
        <Text size={size === '2' ? '1' : '2'} color="gray" data-testid="order-line-variant">
          {variant}
        </Text>
      )}
    </Flex>
  );
}

/** An order's lines: each product with its size and colour, and 'quantity x price' beside it. */
export function OrderLines({
  items,
  size,
  lineTestId,
}: {
  items: readonly OrderItem[];
  size?: '2';
  lineTestId?: string;
}) {
  return (
    <Flex asChild direction="column" gap="2" m="0" p="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Flex asChild key={item.id} justify="between" gap="3">
            <li data-testid={lineTestId}>
              <OrderLineName item={item} size={size} />
              <Text size={size} color="gray" style={{ whiteSpace: 'nowrap' }}>
                {lineQuantity(item.quantity, item.price)}
              </Text>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  );
}
