import { Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { lineKey, lineTotal, priceChangedText, type CartItem } from '../../domain/cart.ts';
import { bulkTexts, lineSaving } from '../../domain/bulk.ts';
import { formatMoney } from '../../domain/money.ts';
import type { IncludedGst } from '../../domain/gst.ts';
import { lineQuantity } from '../../components/order-line-name.tsx';
import { checkoutTexts } from './checkout-texts.ts';
import { GstNote } from '../../components/gst-note.tsx';
import { couponTexts } from '../../domain/coupons.ts';

export interface OrderSummaryProps {
  items: readonly CartItem[];
  /** What the shopper pays: the goods less a coupon's discount. */
  total: number;
  /** The goods before a coupon (the subtotal); the total when none is given. */
  goods?: number | undefined;
  /** The coupon applied: its row under the subtotal. */
  coupon?: { code: string; discount: number } | undefined;
  /** The coupon box (checkout's extension), under the lines. */
  couponField?: ReactNode;
  /** The GST the total includes, once every line's rate is known. */
  gst?: IncludedGst | undefined;
  /** A business buyer: the taxable value and tax per rate too, under the total. */
  perRate?: boolean;
  /** The place-order button, under the total where the shopper reads it last. */
  children?: ReactNode;
}

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Flex justify="between" gap="3" data-testid={testId}>
      <Text as="div" color={strong ? undefined : 'gray'} weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Text as="div" weight={strong ? 'bold' : 'medium'} data-testid={strong ? 'checkout-total' : undefined}>
        {value}
      </Text>
    </Flex>
  );
}

function options(item: CartItem): string {
  return [
    item.selectedSize && `${checkoutTexts.size}: ${item.selectedSize}`,
    item.selectedColor && `${checkoutTexts.colour}: ${item.selectedColor}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Each line as 'quantity x price', subtotal, a coupon, free shipping and the total (spec /checkout). */
export function OrderSummary({
  items,
  total,
  goods = total,
  coupon,
  couponField,
  gst,
  perRate = false,
  children,
}: OrderSummaryProps) {
  return (
    <Card size="2" asChild>
      <aside aria-labelledby="checkout-summary-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="checkout-summary-heading">
            {checkoutTexts.summary}
          </Heading>
          <Flex asChild direction="column" gap="3" m="0" p="0">
            <ul aria-label={checkoutTexts.items} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Flex asChild key={lineKey(item)} justify="between" gap="3" data-testid="summary-line">
                  <li>
                    <Flex direction="column" gap="1" minWidth="0">
                      <Text size="2" weight="medium">
                        {item.name}
                      </Text>
                      {options(item) && (
                        <Text size="1" color="gray">
                          {options(item)}
                        </Text>
                      )}
                      <Text size="2" color="gray">
                        {lineQuantity(item.quantity, item.price)}
                      </Text>
                      {item.addedPrice !== undefined && (
                        <Text size="1" color="amber" weight="medium" data-testid="summary-price-change">
                          {priceChangedText(formatMoney(item.addedPrice))}
                        </Text>
                      )}
                      {lineSaving(item) > 0 && (
                        <Text size="1" color="green" weight="medium" data-testid="summary-saving">
                          {bulkTexts.saving(lineSaving(item))}
                        </Text>
                      )}
                    </Flex>
                    <Text size="2" weight="medium" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(lineTotal(item))}
                    </Text>
                  </li>
                </Flex>
              ))}
            </ul>
          </Flex>
          <Separator size="4" />
          {couponField && (
            <>
              {couponField}
              <Separator size="4" />
            </>
          )}
          <Row label={checkoutTexts.subtotal} value={formatMoney(goods)} />
          {coupon && (
            <Row
              label={couponTexts.row(coupon.code)}
              value={formatMoney(-coupon.discount)}
              testId="summary-coupon"
            />
          )}
          <Row label={checkoutTexts.shippingCost} value={checkoutTexts.free} />
          <Separator size="4" />
          <Row label={checkoutTexts.total} value={formatMoney(total)} strong />
          <GstNote gst={gst} perRate={perRate} align="right" />
          {children}
        </Flex>
      </aside>
    </Card>
  );
}
