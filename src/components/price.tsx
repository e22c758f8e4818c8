import { Flex, Text } from '@radix-ui/themes';
import { formatMoney } from '../domain/money.ts';
import { isOnSale } from '../domain/product.ts';

export const PRICE_SIZES = ['2', '3', '5'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export interface PriceProps {
  price: number;
  originalPrice?: number;
  size?: PriceSize;
}

/** A price in rupees; when on sale, the original struck through and the saving in per cent. */
export function Price({ price, originalPrice, size = '3' }: PriceProps) {
  const sale = isOnSale({ price, originalPrice });
  const off = sale && originalPrice ? Math.round(((originalPrice - price) / originalPrice) * 100) : 0;
  return (
    <Flex align="baseline" gap="2" wrap="wrap">
      <Text size={size} weight="bold" data-testid="price">
        {sale && <span className="visually-hidden">Sale price </span>}
        {formatMoney(price)}
      </Text>
      {sale && originalPrice !== undefined && (
        <>
          <Text size="2" color="gray">
            <span className="visually-hidden">Original price </span>
            <s>{formatMoney(originalPrice)}</s>
          </Text>
          {off > 0 && (
            <Text size="2" color="green" weight="medium">
              {off}% off
            </Text>
          )}
        </>
      )}
    </Flex>
  );
}
