import { Flex, Text } from '@radix-ui/themes';
import type { OrderItem } from '../contract/order.ts';
import { variantLabel } from '../domain/variants.ts';

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
