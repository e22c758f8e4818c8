import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Card, Code, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { trackHref } from '../../domain/routes.ts';

export const orderSuccessTexts = {
  heading: 'Thank You for Your Order!',
  detail: 'We have received your order. You can follow its status any time from My Orders.',
  orderId: 'Order ID',
  track: 'Track this order',
  orders: 'View My Orders',
  continue: 'Continue Shopping',
} as const;

export interface OrderSuccessViewProps {
  /** From `?orderId=`, when present. */
  orderId?: string;
}

export function OrderSuccessView({ orderId }: OrderSuccessViewProps) {
  return (
    <Flex justify="center" px="4" py="8" asChild>
      <section aria-labelledby="order-success-heading">
        <Card size={{ initial: '3', sm: '4' }} style={{ maxWidth: 560, width: '100%' }}>
          <Flex direction="column" align="center" gap="4">
            <Text color="green">
              <CheckCircledIcon width="48" height="48" aria-hidden />
            </Text>
            <Heading as="h1" size="7" align="center" id="order-success-heading">
              {orderSuccessTexts.heading}
            </Heading>
            <Text color="gray" align="center">
              {orderSuccessTexts.detail}
            </Text>
            {orderId && (
              <Flex direction="column" align="center" gap="1" data-testid="order-id">
                <Text size="2" color="gray">
                  {orderSuccessTexts.orderId}
                </Text>
                <Code size="3" style={{ wordBreak: 'break-all' }}>
                  {orderId}
                </Code>
                <Link asChild size="2">
                  <RouterLink to={trackHref(orderId)}>{orderSuccessTexts.track}</RouterLink>
                </Link>
              </Flex>
            )}
            <Flex gap="3" wrap="wrap" justify="center">
              <Button asChild size="3">
                <RouterLink to="/orders">{orderSuccessTexts.orders}</RouterLink>
              </Button>
              <Button asChild size="3" variant="outline">
                <RouterLink to="/">{orderSuccessTexts.continue}</RouterLink>
              </Button>
            </Flex>
          </Flex>
        </Card>
      </section>
    </Flex>
  );
}
