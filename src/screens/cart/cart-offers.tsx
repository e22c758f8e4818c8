import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { CouponOffers } from '../../contract/order.ts';
import { couponTexts } from '../../domain/coupons.ts';

export interface CartOffersProps {
  /** The coupons the shop offers this shopper now (GET /coupons). */
  offers: CouponOffers['data'];
  /** The goods' value, at the prices the order will be charged. */
  total: number;
}

/**
 * Under the cart's summary, for a signed-in shopper: the shop's offers, each with what it takes off
 * and what the cart lacks to use it, or that it is applied at checkout. Nothing when none is offered.
 */
export function CartOffers({ offers, total }: CartOffersProps) {
  if (offers.length === 0) return null;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="cart-offers-heading" data-testid="cart-offers">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="cart-offers-heading">
            {couponTexts.offers}
          </Heading>
          <Flex asChild direction="column" gap="3" m="0" p="0">
            <ul style={{ listStyle: 'none' }}>
              {offers.map((offer) => {
                const short = offer.minOrder === undefined ? 0 : offer.minOrder - total;
                return (
                  <Flex asChild key={offer.code} direction="column" gap="1">
                    <li>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Badge size="2" variant="surface" style={{ fontFamily: 'var(--code-font-family)' }}>
                          {offer.code}
                        </Badge>
                        <Text size="2">{offer.description}</Text>
                      </Flex>
                      <Text size="2" color={short > 0 ? undefined : 'green'} weight="medium">
                        {short > 0 ? couponTexts.addMore(short) : couponTexts.atCheckout}
                      </Text>
                    </li>
                  </Flex>
                );
              })}
            </ul>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
