import { CouponNote } from '../../components/coupon-note.tsx';
import { PayLaterNote } from '../../components/pay-later-note.tsx';
import { PayByNote } from '../../components/pay-by-note.tsx';
import CheckCircledIcon from '~icons/radix-icons/check-circled';
import InfoCircledIcon from '~icons/radix-icons/info-circled';
import {
  Button,
  Card,
  Code,
  DataList,
  Flex,
  Heading,
  Link,
  Separator,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrderLines } from '../../components/order-line-name.tsx';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { InvoiceLinks } from '../../components/invoice-links.tsx';
import { GstNote } from '../../components/gst-note.tsx';
import type { Order } from '../../contract/order.ts';
import { formatMoney } from '../../domain/money.ts';
import { orderIncludedGst, orderTotal, shippingLine } from '../../domain/orders.ts';
import { deliveryTexts, expectedDelivery } from '../../domain/delivery.ts';
import { trackHref } from '../../domain/routes.ts';
import { ordersTexts } from '../orders/orders-texts.ts';

export const orderSuccessTexts = {
  heading: 'Thank You for Your Order!',
  detail: 'We have received your order. You can follow its status any time from My Orders.',
  orderId: 'Order ID',
  track: 'Track this order',
  orders: 'View My Orders',
  continue: 'Continue Shopping',
  summary: 'What you ordered',
  shipTo: 'Shipping to',
  status: 'Status',
  notYoursHeading: 'Order not found',
  notYours: 'This order number is not in your account. Your orders are all in My Orders.',
} as const;

export interface OrderSuccessViewProps {
  /** From `?orderId=`, when present. */
  orderId?: string;
  /** The order itself, when it is the signed-in shopper's: its lines (with sizes), total and address. */
  order?: Order;
  /** Signed in, and the number is not among the shopper's orders: nothing is confirmed. */
  notYours?: boolean;
  /** A Pending order's payment as it stands, live (a gateway's return can come before its word). */
  payment?: ReactNode;
  /** The signed-in shopper's orders are on their way: the summary's place is held. */
  checking?: boolean;
}

/** The summary's place while the shopper's orders load, so the buttons under it do not jump. */
function SummaryPlace() {
  return (
    <Flex direction="column" gap="3" width="100%" aria-busy="true" data-testid="order-summary-place">
      <Separator size="4" />
      <Skeleton width="40%" height="20px" />
      <Skeleton width="100%" height="48px" />
      <Skeleton width="100%" height="96px" />
    </Flex>
  );
}

/** The order's lines as the warehouse will pack them, its total and where it goes. */
function OrderSummary({ order, payment }: { order: Order; payment?: ReactNode }) {
  const expected = expectedDelivery(order);
  return (
    <Flex direction="column" gap="3" width="100%" asChild>
      <section aria-labelledby="order-success-summary" data-testid="order-summary">
        <Separator size="4" />
        <Heading as="h2" size="3" id="order-success-summary">
          {orderSuccessTexts.summary}
        </Heading>
        <OrderLines items={order.items} size="2" lineTestId="order-summary-line" />
        <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
          <DataList.Item>
            <DataList.Label minWidth="100px">{orderSuccessTexts.status}</DataList.Label>
            <DataList.Value>
              <Flex direction="column" gap="2" align="start">
                <OrderStatusBadge
                  status={order.status}
                  paid={order.paid}
                  cashOnDelivery={Boolean(order.cashOnDelivery)}
                  onAccount={Boolean(order.onAccount)}
                />
                {payment}
                <PayByNote order={order} />
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="100px">{ordersTexts.total}</DataList.Label>
            <DataList.Value>
              {/* A column: the total, then what it includes, then its invoice. */}
              <Flex direction="column" gap="1" align="start" flexGrow="1">
                <Text weight="bold" data-testid="order-summary-total">
                  {formatMoney(orderTotal(order))}
                </Text>
                <CouponNote order={order} />
                <PayLaterNote order={order} />
                <GstNote gst={orderIncludedGst(order)} perRate={order.business !== undefined} />
                {order.invoice && <InvoiceLinks orderId={order.id} invoice={order.invoice} />}
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="100px">{orderSuccessTexts.shipTo}</DataList.Label>
            <DataList.Value>{shippingLine(order.shippingAddress)}</DataList.Value>
          </DataList.Item>
          {order.deliveryNote && (
            <DataList.Item>
              <DataList.Label minWidth="100px">{deliveryTexts.note}</DataList.Label>
              <DataList.Value>{order.deliveryNote}</DataList.Value>
            </DataList.Item>
          )}
          {expected && (
            <DataList.Item>
              <DataList.Label minWidth="100px">{deliveryTexts.expected}</DataList.Label>
              <DataList.Value data-testid="expected-delivery">{expected}</DataList.Value>
            </DataList.Item>
          )}
        </DataList.Root>
      </section>
    </Flex>
  );
}

export function OrderSuccessView({
  orderId,
  order,
  notYours = false,
  payment,
  checking = false,
}: OrderSuccessViewProps) {
  const Icon = notYours ? InfoCircledIcon : CheckCircledIcon;
  return (
    <Flex justify="center" px="4" py="8" asChild>
      <section aria-labelledby="order-success-heading">
        <Card size={{ initial: '3', sm: '4' }} style={{ maxWidth: 560, width: '100%' }}>
          <Flex direction="column" align="center" gap="4">
            <Text color={notYours ? 'amber' : 'green'}>
              <Icon width="48" height="48" aria-hidden />
            </Text>
            <Heading as="h1" size="7" align="center" id="order-success-heading">
              {notYours ? orderSuccessTexts.notYoursHeading : orderSuccessTexts.heading}
            </Heading>
            <Text color="gray" align="center" {...(notYours && { role: 'status' })}>
              {notYours ? orderSuccessTexts.notYours : orderSuccessTexts.detail}
            </Text>
            {orderId && !notYours && (
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
            {order ? <OrderSummary order={order} payment={payment} /> : checking && <SummaryPlace />}
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
