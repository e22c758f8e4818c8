import { CouponNote } from '../../components/coupon-note.tsx';
import { Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { OrderLines } from '../../components/order-line-name.tsx';
import { PayByNote } from '../../components/pay-by-note.tsx';
import type { Order } from '../../contract/order.ts';
import { formatMoney } from '../../domain/money.ts';
import { orderTotal } from '../../domain/orders.ts';
import { paymentTexts } from './payment-texts.ts';
import type { CashOnDeliveryOffer } from '../../contract/payment.ts';
import { codTexts } from '../../domain/cash-on-delivery.ts';
import type { OnAccountOffer } from '../../contract/credit-account.ts';
import { accountRefusalMessage, accountTexts } from '../../domain/credit-account.ts';

const accountOfferText = (offer: OnAccountOffer, due: number): string =>
  offer.offered
    ? accountTexts.offered(due, offer.dueOn, offer.available)
    : accountRefusalMessage(offer.reason, offer.available, offer.overdue);

function codOfferText(offer: CashOnDeliveryOffer): string | undefined {
  if (offer.offered) return codTexts.offered(offer.fee, offer.due);
  if (offer.reason === 'pin' && offer.pin) return codTexts.notForPin(offer.pin);
  if (offer.reason === 'cap' && offer.maxOrder !== undefined) return codTexts.overCap(offer.maxOrder);
  return undefined;
}

/**
 * What is being paid for: the order's lines with their sizes and colours, and its total; with our
 * server, whether cash on delivery is possible for it (its fee and what is then due), or why not,
 * and for a customer with credit, whether it may be bought on account (due by which day), or why not.
 */
export function PaymentOrder({
  order,
  cashOnDelivery,
  onAccount,
}: {
  order: Order;
  cashOnDelivery?: CashOnDeliveryOffer | undefined;
  onAccount?: OnAccountOffer | undefined;
}) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="payment-order-heading" data-testid="payment-order">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="payment-order-heading">
            {paymentTexts.orderSummary}
          </Heading>
          <OrderLines items={order.items} size="2" />
          <Separator size="4" />
          <Flex justify="between" align="baseline">
            <Text weight="bold">{paymentTexts.orderTotal}</Text>
            <Text weight="bold" size="4" data-testid="payment-order-total">
              {formatMoney(orderTotal(order))}
            </Text>
          </Flex>
          <CouponNote order={order} />
          <PayByNote order={order} />
          {cashOnDelivery && (
            <Text as="p" size="2" color="gray" data-testid="cod-offer">
              {codOfferText(cashOnDelivery)}
            </Text>
          )}
          {onAccount && (
            <Text as="p" size="2" color="gray" data-testid="account-offer">
              {accountOfferText(onAccount, orderTotal(order))}
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}
