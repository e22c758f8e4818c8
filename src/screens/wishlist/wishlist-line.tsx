import { Box, Button, Card, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import PlusIcon from '~icons/radix-icons/plus';
import TrashIcon from '~icons/radix-icons/trash';
import { Link } from 'react-router-dom';
import { Price } from '../../components/price.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { StockNote } from '../../components/stock-note.tsx';
import type { Product } from '../../domain/product.ts';
import { productHref } from '../../domain/routes.ts';
import { stockOf } from '../../domain/stock.ts';
import { wishlistTodayTexts, type SavedProductToday } from '../../domain/wishlist-today.ts';
import { wishlistTexts as texts } from './wishlist-texts.ts';

export interface WishlistLineProps {
  /** The product as sold today (as saved while today's is not known), or no longer sold. */
  line: SavedProductToday;
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/**
 * One saved product: picture, name, today's price (and how much it dropped since it was saved),
 * stock, Add to Cart and Remove. One the shop no longer sells says so and can only be removed.
 */
export function WishlistLine({ line, onAddToCart, onRemove }: WishlistLineProps) {
  const { product } = line;
  const gone = line.kind === 'gone';
  const soldOut = !gone && stockOf(product) === 0;
  return (
    <Card asChild>
      <li data-testid="wishlist-line">
        <Flex gap="3" align="start">
          <Box width="96px" flexShrink="0">
            <ProductImage src={product.image} alt={product.name} height={96} resetKey={product.id} />
          </Box>
          <Flex direction="column" gap="2" flexGrow="1" minWidth="0">
            <Text weight="medium">
              <RadixLink asChild color="gray" highContrast underline="hover">
                <Link to={productHref(product.id)} className="tap-target">
                  {product.name}
                </Link>
              </RadixLink>
            </Text>
            {product.category && (
              <Text size="1" color="gray">
                {product.category}
              </Text>
            )}
            {gone ? (
              <Text size="2" color="gray" data-testid="wishlist-gone">
                <Text weight="medium">{wishlistTodayTexts.gone}.</Text> {wishlistTodayTexts.goneDetail}
              </Text>
            ) : (
              <>
                <Price
                  price={product.price}
                  {...(product.originalPrice !== undefined && { originalPrice: product.originalPrice })}
                />
                {line.drop !== undefined && (
                  <Text size="2" weight="medium" color="green" data-testid="price-drop">
                    {wishlistTodayTexts.dropped(line.drop)}
                  </Text>
                )}
                <StockNote stock={stockOf(product)} />
              </>
            )}
            <Flex gap="2" wrap="wrap">
              <Button
                size="2"
                disabled={gone || soldOut}
                onClick={() => onAddToCart(product)}
                aria-label={`${texts.addToCart}: ${product.name}`}
              >
                <PlusIcon aria-hidden />
                {texts.addToCart}
              </Button>
              <Button
                size="2"
                variant="soft"
                color="gray"
                onClick={() => onRemove(product)}
                aria-label={`${texts.remove}: ${product.name}`}
              >
                <TrashIcon aria-hidden />
                {texts.remove}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}
