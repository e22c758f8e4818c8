import { CouponNote } from '../../components/coupon-note.tsx';
import { PayLaterNote } from '../../components/pay-later-note.tsx';
import { PayByNote } from '../../components/pay-by-note.tsx';
import { Card, DataList, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import type { Order } from '../../contract/order.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { orderIncludedGst, orderTotal, shippingLine } from '../../domain/orders.ts';
import { deliveryTexts, expectedDelivery } from '../../domain/delivery.ts';
import { trackOrderTexts as texts } from './track-order-texts.ts';
import { OrderLines } from '../../components/order-line-name.tsx';
import { InvoiceLinks } from '../../components/invoice-links.tsx';
import { GstNote } from '../../components/gst-note.tsx';
import { OrderTimeline, ShipmentTracking, timelineTexts } from '../../components/order-timeline.tsx';
import { OrderReturnSummary } from '../orders/order-return.tsx';
import { OrderQuestion } from '../../components/order-question.tsx';

interface OrderResultProps {
  order: Order;
  trackedWith?: string | undefined;
  /** The shop's WhatsApp number: a chat about the order is offered. */
  whatsapp?: string | undefined;
}

/**
 * The found order: number, date, status, where its return stands, lines, total and where it ships,
 * and a chat about it on WhatsApp where the shop has a number.
 */
export function OrderResult({ order, trackedWith, whatsapp }: OrderResultProps) {
  const address = shippingLine(order.shippingAddress);
  const expected = expectedDelivery(order);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="tracked-order-heading" data-testid="tracked-order">
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="5" id="tracked-order-heading">
              {texts.result} {order.id}
            </Heading>
            <OrderStatusBadge
              status={order.status}
              size="3"
              paid={order.paid}
              cashOnDelivery={Boolean(order.cashOnDelivery)}
              onAccount={Boolean(order.onAccount)}
            />
          </Flex>
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
            <DataList.Item>
              <DataList.Label>{texts.placedOn}</DataList.Label>
              <DataList.Value>{formatOrderDate(order.createdAt)}</DataList.Value>
            </DataList.Item>
            {address && (
              <DataList.Item>
                <DataList.Label>{texts.shipTo}</DataList.Label>
                <DataList.Value>{address}</DataList.Value>
              </DataList.Item>
            )}
            {order.deliveryNote && (
              <DataList.Item>
                <DataList.Label>{deliveryTexts.note}</DataList.Label>
                <DataList.Value>{order.deliveryNote}</DataList.Value>
              </DataList.Item>
            )}
            {expected && (
              <DataList.Item>
                <DataList.Label>{deliveryTexts.expected}</DataList.Label>
                <DataList.Value data-testid="expected-delivery">{expected}</DataList.Value>
              </DataList.Item>
            )}
            {order.shipment && (
              <DataList.Item>
                <DataList.Label>{texts.tracking}</DataList.Label>
                <DataList.Value>
                  <ShipmentTracking shipment={order.shipment} />
                </DataList.Value>
              </DataList.Item>
            )}
          </DataList.Root>
          {order.history.length > 0 && (
            <>
              <Separator size="4" />
              <Heading as="h3" size="3" id="tracked-order-timeline">
                {timelineTexts.heading}
              </Heading>
              <OrderTimeline history={order.history} headingId="tracked-order-timeline" />
            </>
          )}
          {order.return && (
            <>
              <Separator size="4" />
              <OrderReturnSummary order={order} request={order.return} />
            </>
          )}
          <Separator size="4" />
          <Heading as="h3" size="3">
            {texts.items}
          </Heading>
          <OrderLines items={order.items} />
          <Separator size="4" />
          <Flex justify="between" gap="3">
            <Text weight="bold">{texts.total}</Text>
            <Text weight="bold" data-testid="tracked-order-total">
              {formatMoney(orderTotal(order))}
            </Text>
          </Flex>
          <CouponNote order={order} />
          <PayLaterNote order={order} />
          <GstNote gst={orderIncludedGst(order)} perRate={order.business !== undefined} align="right" />
          <PayByNote order={order} />
          {order.invoice && (
            <InvoiceLinks orderId={order.id} invoice={order.invoice} contactInfo={trackedWith} />
          )}
          <OrderQuestion orderId={order.id} whatsapp={whatsapp} />
        </Flex>
      </section>
    </Card>
  );
}
