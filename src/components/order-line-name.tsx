import { Flex, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
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

/** Whether the line is the order's first of its product (a product bought in two sizes is reviewed once). */
const firstOfProduct = (items: readonly OrderItem[], index: number) =>
  items.findIndex((other) => other.productId === items[index]?.productId) === index;

/**
 * An order's lines: each product with its size and colour, and 'quantity x price' beside it; with
 * `review`, a link under each product's first line to review it (a delivered order's).
 */
export function OrderLines({
  items,
  size,
  lineTestId,
  review,
}: {
  items: readonly OrderItem[];
  size?: '2';
  lineTestId?: string;
  review?: { href: (productId: string) => string; text: string; label: (title: string) => string };
}) {
  return (
    <Flex asChild direction="column" gap="2" m="0" p="0">
      <ul style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Flex asChild key={item.id} justify="between" gap="3">
            <li data-testid={lineTestId}>
              <Flex direction="column" gap="1" minWidth="0">
                <OrderLineName item={item} size={size} />
                {review && item.productId && firstOfProduct(items, index) && (
                  <Link asChild size="1" weight="medium">
                    <RouterLink
                      to={review.href(item.productId)}
                      aria-label={review.label(item.productTitle)}
                      className="tap-target"
                    >
                      {review.text}
                    </RouterLink>
                  </Link>
                )}
              </Flex>
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
