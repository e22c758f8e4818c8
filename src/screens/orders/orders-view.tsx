import { Box, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../contract/order.ts';
import type { ReturnCreateRequest } from '../../contract/returns.ts';
import { ShowMore, useFocusFirstNew } from '../../components/show-more.tsx';
import { OrderCard } from './order-card.tsx';
import { NoOrderMatches, OrderSearch } from './order-search.tsx';

const CancelOrderDialog = lazy(() => import('./cancel-order-dialog.tsx'));
const ReturnOrderDialog = lazy(() => import('./return-order-dialog.tsx'));
import { ordersNotices, ordersTexts } from './orders-texts.ts';

export interface OrdersViewProps {
  /** undefined while loading. */
  orders: readonly Order[] | undefined;
  /** The words searched for ("Find an order"): `orders` are those holding them. */
  query?: string | undefined;
  /** The list could not be loaded: it shows empty, with a way to try again. */
  failed?: boolean;
  onRetry: () => void;
  /** Puts the order's lines back in the cart; the order whose lines are being fetched is `buying`. */
  onBuyAgain: (order: Order) => void;
  buying?: string | undefined;
  /** Cancels an order; resolves to an error message, or undefined once it is cancelled. */
  onCancel?: (order: Order, reason: string) => Promise<string | undefined>;
  /** Requests a return; resolves to an error message, or undefined once it is kept. */
  onReturn?: (order: Order, request: ReturnCreateRequest) => Promise<string | undefined>;
  /** A Pending order's payment as it stands (the route watches it live). */
  renderPayment?: (order: Order) => ReactNode;
  /** The shop's WhatsApp number: each order offers a chat about it. */
  whatsapp?: string | undefined;
  /** Older orders to show on asking (a server that pages the list); absent once all are shown. */
  older?: { loading: boolean; failed: boolean; onShowMore: () => void } | undefined;
}

function Loading() {
  return (
    <Flex direction="column" gap="4" aria-busy="true">
      <Text role="status" className="visually-hidden">
        {ordersTexts.loading}
      </Text>
      {[1, 2].map((n) => (
        <Card key={n} size="2">
          <Flex direction="column" gap="3">
            <Skeleton width="40%" height="20px" />
            <Skeleton width="70%" height="16px" />
            <Skeleton width="100%" height="64px" />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

function Empty({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <Flex direction="column" align="center" gap="3" py="9" data-testid="orders-empty">
      <Heading as="h2" size="5">
        {ordersTexts.emptyTitle}
      </Heading>
      <Text color="gray" align="center">
        {failed ? ordersNotices.failed : ordersTexts.emptyHint}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        {failed && (
          <Button size="3" variant="soft" onClick={onRetry}>
            {ordersTexts.tryAgain}
          </Button>
        )}
        <Button asChild size="3">
          <Link to="/products">{ordersTexts.browse}</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

/** The signed-in shopper's orders (spec /orders), newest first as served. */
export function OrdersView({
  orders,
  failed = false,
  onRetry,
  onBuyAgain,
  buying,
  onCancel,
  onReturn,
  renderPayment,
  older,
  query,
  whatsapp,
}: OrdersViewProps) {
  const [cancelling, setCancelling] = useState<Order>();
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const [returning, setReturning] = useState<Order>();
  const returnButton = useRef<HTMLButtonElement | null>(null);
  // Older orders asked for: once they come, the first of them takes the focus.
  const { list, asked } = useFocusFirstNew<HTMLDivElement>(orders?.length ?? 0, '[data-testid="order-card"]');
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="900px" mx="auto">
      <section aria-labelledby="orders-heading">
        <Heading as="h1" size="7" mb="5" id="orders-heading">
          {ordersTexts.heading}
        </Heading>
        {(query !== undefined || (orders !== undefined && orders.length > 0)) && (
          <OrderSearch query={query} found={orders !== undefined && orders.length > 0} />
        )}
        {orders === undefined ? (
          <Loading />
        ) : orders.length === 0 && query !== undefined && !failed ? (
          <NoOrderMatches query={query} />
        ) : orders.length === 0 ? (
          <Empty failed={failed} onRetry={onRetry} />
        ) : (
          <Flex direction="column" gap="4" ref={list}>
            {orders.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                onBuyAgain={onBuyAgain}
                buying={buying === order.id}
                payment={renderPayment?.(order)}
                whatsapp={whatsapp}
                onCancel={
                  onCancel &&
                  ((o, button) => {
                    cancelButton.current = button;
                    setCancelling(o);
                  })
                }
                onReturn={
                  onReturn &&
                  ((o, button) => {
                    returnButton.current = button;
                    setReturning(o);
                  })
                }
              />
            ))}
            {older && (
              <ShowMore
                label={ordersTexts.older}
                failedMessage={ordersTexts.olderFailed}
                loading={older.loading}
                failed={older.failed}
                onShowMore={() => {
                  asked();
                  older.onShowMore();
                }}
              />
            )}
          </Flex>
        )}
        {cancelling && onCancel && (
          <Suspense fallback={null}>
            <CancelOrderDialog
              order={cancelling}
              onConfirm={(reason) => onCancel(cancelling, reason)}
              onClose={() => setCancelling(undefined)}
              returnFocusTo={cancelButton}
            />
          </Suspense>
        )}
        {returning && onReturn && (
          <Suspense fallback={null}>
            <ReturnOrderDialog
              order={returning}
              onConfirm={(request) => onReturn(returning, request)}
              onClose={() => setReturning(undefined)}
              returnFocusTo={returnButton}
            />
          </Suspense>
        )}
      </section>
    </Box>
  );
}
