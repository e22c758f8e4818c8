import { Box, Card, Flex, IconButton, Link as RadixLink, Text } from '@radix-ui/themes';
import TrashIcon from '~icons/radix-icons/trash';
import { Link } from 'react-router-dom';
import { ProductImage } from '../../components/product-image.tsx';
import { lineTotal, priceChangedText, type CartItem } from '../../domain/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { smallestPhotoUrl } from '../../domain/photos.ts';
import { productHref } from '../../domain/routes.ts';
import { cartTexts } from './cart-texts.ts';
import { QuantityField } from '../../components/quantity-field.tsx';
import type { LineStockProblem } from '../../domain/stock.ts';
import { bulkTexts, lineSaving, orderQuantityProblem, type OrderQuantity } from '../../domain/bulk.ts';
import { formatCount } from '../../domain/count.ts';

export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** The line against today's stock, when something is wrong. */
  stockProblem?: LineStockProblem | undefined;
  /** The product's minimum or carton, when it has one: the stepper keeps to it, and a line that breaks it says so. */
  orderQuantity?: OrderQuantity | undefined;
}

/** One cart line: picture, name, chosen options, quantity stepper, line total and remove. */
export function CartLine({ item, onQuantityChange, onRemove, stockProblem, orderQuantity }: CartLineProps) {
  const quantityProblem = orderQuantity && orderQuantityProblem(undefined, orderQuantity, item.quantity);
  return (
    <Card asChild>
      <li data-testid="cart-line">
        <Flex gap="3" align="start">
          <Box width="80px" flexShrink="0">
            <ProductImage src={smallestPhotoUrl(item.image)} alt={item.name} height={80} resetKey={item.id} />
          </Box>
          <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
            <Text weight="medium">
              <RadixLink asChild color="gray" highContrast underline="hover">
                <Link to={productHref(item.id)} className="tap-target">
                  {item.name}
                </Link>
              </RadixLink>
            </Text>
            {item.selectedColor && (
              <Text size="2" color="gray">
                {cartTexts.colour}: {item.selectedColor}
              </Text>
            )}
            {item.selectedSize && (
              <Text size="2" color="gray">
                {cartTexts.size}: {item.selectedSize}
              </Text>
            )}
            <Text size="2" color="gray">
              {item.listPrice !== undefined && (
                <>
                  <s>{formatMoney(item.listPrice)}</s>{' '}
                </>
              )}
              {formatMoney(item.price)} {cartTexts.each}
            </Text>
            {item.addedPrice !== undefined && (
              <Text size="2" weight="medium" color="amber" data-testid="line-price-change">
                {priceChangedText(formatMoney(item.addedPrice))}
              </Text>
            )}
            {lineSaving(item) > 0 && (
              <Text size="2" color="green" weight="medium" data-testid="line-saving">
                {bulkTexts.saving(lineSaving(item))}
              </Text>
            )}
            {quantityProblem && (
              <Text size="2" weight="medium" color="red" data-testid="line-quantity-rule">
                {quantityProblem}
              </Text>
            )}
            {stockProblem && (
              <Text
                size="2"
                weight="medium"
                color={stockProblem.kind === 'short' ? 'amber' : 'red'}
                data-testid="line-stock"
              >
                {stockProblem.kind === 'gone'
                  ? cartTexts.stockGone
                  : stockProblem.kind === 'sold-out'
                    ? cartTexts.stockSoldOut
                    : cartTexts.stockShort(formatCount(stockProblem.left))}
              </Text>
            )}
            <Flex align="center" justify="between" gap="3" wrap="wrap" pt="1">
              <QuantityField
                value={item.quantity}
                onChange={(quantity) => onQuantityChange(item, quantity)}
                label={cartTexts.quantityOf(cartTexts.lineName(item))}
                hiddenLabel
                decreaseLabel={cartTexts.decrease(cartTexts.lineName(item))}
                rule={orderQuantity}
                increaseLabel={cartTexts.increase(cartTexts.lineName(item))}
                size="1"
              />
              <Flex align="center" gap="3">
                <Text weight="bold" data-testid="line-total">
                  {formatMoney(lineTotal(item))}
                </Text>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={cartTexts.remove(cartTexts.lineName(item))}
                  onClick={() => onRemove(item)}
                >
                  <TrashIcon aria-hidden />
                </IconButton>
              </Flex>
            </Flex>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}
