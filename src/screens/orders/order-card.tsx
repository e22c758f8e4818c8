import { Box, Button, Card, DataList, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import type { Order } from '../../contract/order.ts';
import { formatOrderDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { isPending, orderIncludedGst, orderTotal, shippingLine } from '../../domain/orders.ts';
import { deliveryTexts, expectedDelivery } from '../../domain/delivery.ts';
import { creditAccountHref, orderAnchor, paymentHref, trackHref } from '../../domain/routes.ts';
import { useLinkedScroll } from '../../components/use-linked-scroll.ts';
import { invoiceHref } from '../../domain/invoice-route.ts';
import { invoiceLinkTexts } from '../../components/invoice-links.tsx';
import { GstNote } from '../../components/gst-note.tsx';
import {
  canShopperCancel,
  isOrderOpen,
  ORDER_STATUS,
  orderStatus,
  stillOwed,
} from '../../domain/order-status.ts';
import { productReviewsHref, reviewTexts } from '../../domain/reviews.ts';
import { cancelTexts, ordersTexts, returnUiTexts } from './orders-texts.ts';
import { OrderReturnSummary } from './order-return.tsx';
import { OrderLines } from '../../components/order-line-name.tsx';
import { CouponNote } from '../../components/coupon-note.tsx';
import { PayLaterNote } from '../../components/pay-later-note.tsx';
import { PayByNote } from '../../components/pay-by-note.tsx';
import { OrderQuestion } from '../../components/order-question.tsx';
import { OrderTimeline, ShipmentTracking, timelineTexts } from '../../components/order-timeline.tsx';

interface OrderCardProps {
  order: Order;
  onBuyAgain: (order: Order) => void;
  /** Asks to cancel the order; offered before it ships, where the server keeps a history. */
  onCancel?: (order: Order, button: HTMLButtonElement) => void;
  /** Asks to return lines; offered on a delivered order the server marks returnable (`returnUntil`). */
  onReturn?: (order: Order, button: HTMLButtonElement) => void;
  /** Its lines are being fetched: the button waits. */
  buying?: boolean;
  /** A Pending order's payment as it stands, live (our server's extension). */
  payment?: ReactNode;
  /** The shop's WhatsApp number: the card offers a chat about the order. */
  whatsapp?: string | undefined;
}

/**
 * A finished order's timeline (Delivered, Cancelled), folded to its last step: on a phone each step
 * is a line or two, and a long history of finished orders would push the next order far down. The
 * browser's own disclosure: it opens without the script, and says "collapsed"/"expanded" itself.
 */
function FoldedTimeline({ history, id }: { history: Order['history']; id: string }) {
  const last = history.at(-1)!;
  return (
    <details className="fold" data-testid="folded-timeline">
      <summary id={id}>
        <Text size="2" weight="bold">
          {timelineTexts.heading}
        </Text>
        <Text size="2" color="gray">
          {' · '}
          {timelineTexts.ended(orderStatus(last.status).label, formatOrderDate(last.at))}
        </Text>
      </summary>
      <Box mt="2">
        <OrderTimeline history={history} headingId={id} />
      </Box>
    </details>
  );
}

/**
 * One order: id, date, status, shipping, items, total, Pay Now while it is pending (or, bought on
 * account, while it is owed: to the account page's credit section, where it is paid), and Buy again.
 */
export function OrderCard({
  order,
  onBuyAgain,
  onCancel,
  onReturn,
  buying = false,
  payment,
  whatsapp,
}: OrderCardProps) {
  // An order with a history comes from a server that offers cancelling (a spec server sends none).
  const cancellable = onCancel && order.history.length > 0 && canShopperCancel(order.status);
  const anchor = orderAnchor(order.id);
  const linkTarget = useLinkedScroll<HTMLElement>(anchor);
  const headingId = `${anchor}-heading`;
  const expected = expectedDelivery(order);
  // Pay Now: a Pending order on the payment page; one owed on account on the account's credit section.
  const payHref = isPending(order)
    ? paymentHref(order.id)
    : order.onAccount && stillOwed(order)
      ? creditAccountHref
      : undefined;
  const forOrder = <span className="visually-hidden">{ordersTexts.forOrder(order.id)}</span>;
  const billedTo = order.business && ordersTexts.forBusiness(order.business);
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId} data-testid="order-card" {...linkTarget}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="4" id={headingId}>
                {ordersTexts.order(order.id)}
              </Heading>
              <Text as="p" size="2" color="gray">
                {ordersTexts.placedOn} {formatOrderDate(order.createdAt)}
              </Text>
              {billedTo && (
                <Text
                  as="p"
                  size="2"
                  color="gray"
                  data-testid="order-business"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {/* A phone may wrap the line anywhere but inside the GSTIN. */}
                  {billedTo.forName} · <span style={{ whiteSpace: 'nowrap' }}>{billedTo.gstin}</span>
                  {billedTo.purchaseOrder && <> · {billedTo.purchaseOrder}</>}
                </Text>
              )}
            </Box>
            <OrderStatusBadge
              status={order.status}
              paid={order.paid}
              cashOnDelivery={Boolean(order.cashOnDelivery)}
              onAccount={Boolean(order.onAccount)}
            />
          </Flex>
          {payment}
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Box>
              <Heading as="h3" size="2" mb="2">
                {ordersTexts.shipping}
              </Heading>
              <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label minWidth="80px">{ordersTexts.address}</DataList.Label>
                  <DataList.Value>{shippingLine(order.shippingAddress)}</DataList.Value>
                </DataList.Item>
                {order.deliveryNote && (
                  <DataList.Item>
                    <DataList.Label minWidth="80px">{deliveryTexts.note}</DataList.Label>
                    <DataList.Value>{order.deliveryNote}</DataList.Value>
                  </DataList.Item>
                )}
                <DataList.Item>
                  <DataList.Label minWidth="80px">{ordersTexts.method}</DataList.Label>
                  <DataList.Value>{ordersTexts.standardShipping}</DataList.Value>
                </DataList.Item>
                {expected && (
                  <DataList.Item>
                    <DataList.Label minWidth="80px">{deliveryTexts.expected}</DataList.Label>
                    <DataList.Value data-testid="expected-delivery">{expected}</DataList.Value>
                  </DataList.Item>
                )}
                <DataList.Item>
                  <DataList.Label minWidth="80px">{ordersTexts.tracking}</DataList.Label>
                  <DataList.Value>
                    {order.shipment ? (
                      <ShipmentTracking shipment={order.shipment} />
                    ) : (
                      ordersTexts.notAvailable
                    )}
                  </DataList.Value>
                </DataList.Item>
              </DataList.Root>
            </Box>
            <Box>
              <Heading as="h3" size="2" mb="2">
                {ordersTexts.items}
              </Heading>
              <OrderLines
                items={order.items}
                size="2"
                // A delivered order from a server that keeps a history (ours: a spec server's has none,
                // nor reviews) offers to review what it held.
                {...(order.status === ORDER_STATUS.delivered &&
                  order.history.length > 0 && {
                    review: {
                      href: productReviewsHref,
                      text: reviewTexts.write,
                      label: reviewTexts.writeFor,
                    },
                  })}
              />
            </Box>
          </Grid>
          {order.history.length > 0 &&
            (isOrderOpen(order.status) ? (
              <Box>
                <Heading as="h3" size="2" mb="2" id={`${headingId}-timeline`}>
                  {timelineTexts.heading}
                </Heading>
                <OrderTimeline history={order.history} headingId={`${headingId}-timeline`} />
              </Box>
            ) : (
              <FoldedTimeline history={order.history} id={`${headingId}-timeline`} />
            ))}
          {order.return && <OrderReturnSummary order={order} request={order.return} />}
          <Separator size="4" />
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Box>
              <Text as="p" weight="bold" data-testid="order-total">
                {ordersTexts.total}: {formatMoney(orderTotal(order))}
              </Text>
              <CouponNote order={order} />
              <PayLaterNote order={order} />
              <GstNote gst={orderIncludedGst(order)} perRate={order.business !== undefined} />
              <PayByNote order={order} />
            </Box>
            <Flex gap="2" wrap="wrap">
              {payHref && (
                <Button asChild size="2">
                  <Link to={payHref}>
                    {ordersTexts.payNow}
                    {forOrder}
                  </Link>
                </Button>
              )}
              <Button size="2" variant="soft" loading={buying} onClick={() => onBuyAgain(order)}>
                {ordersTexts.buyAgain}
                {forOrder}
              </Button>
              <Button asChild size="2" variant="soft">
                <Link to={trackHref(order.id)}>
                  {ordersTexts.track}
                  {forOrder}
                </Link>
              </Button>
              {order.invoice && (
                <Button asChild size="2" variant="soft">
                  <Link to={invoiceHref(order.id)} data-testid="invoice-link">
                    {order.invoice.creditNote ? invoiceLinkTexts.withCreditNote : invoiceLinkTexts.download}
                    {forOrder}
                  </Link>
                </Button>
              )}
              {onReturn && order.returnUntil && !order.return && (
                <Button size="2" variant="soft" onClick={(event) => onReturn(order, event.currentTarget)}>
                  {returnUiTexts.button}
                  {forOrder}
                </Button>
              )}
              {cancellable && (
                <Button
                  size="2"
                  variant="soft"
                  color="red"
                  onClick={(event) => onCancel(order, event.currentTarget)}
                >
                  {cancelTexts.button}
                  {forOrder}
                </Button>
              )}
            </Flex>
          </Flex>
          <OrderQuestion orderId={order.id} whatsapp={whatsapp} />
        </Flex>
      </article>
    </Card>
  );
}
