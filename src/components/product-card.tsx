import { Badge, Box, Button, Card, Flex, Heading, Inset, Link as RadixLink, Text } from '@radix-ui/themes';
import EyeOpenIcon from '~icons/radix-icons/eye-open';
import HeartFilledIcon from '~icons/radix-icons/heart-filled';
import HeartIcon from '~icons/radix-icons/heart';
import PlayIcon from '~icons/radix-icons/play';
import PlusIcon from '~icons/radix-icons/plus';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import type { Product } from '../domain/product.ts';
import { isOnSale } from '../domain/product.ts';
import { productHref } from '../domain/routes.ts';
import { Price } from './price.tsx';
import { PRODUCT_IMAGE_HEIGHT, ProductImage } from './product-image.tsx';
import styles from './product-card.module.css';
import { stockOf } from '../domain/stock.ts';
import { StockNote } from './stock-note.tsx';

/** What a card's four buttons do; each is called with the card's product. */
export interface ProductCardHandlers {
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
  onQuickView: (product: Product) => void;
  onProductDemo: (product: Product) => void;
}

export interface ProductCardProps extends ProductCardHandlers {
  product: Product;
  /** The product is in the shopper's wishlist: the wishlist button shows as pressed. */
  wishlisted?: boolean;
  /** The first cards of a page: their images load first. */
  priority?: boolean;
  /** The heading level of the product name, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** The card's frame (its picture height, smaller on phones), for placeholders of the same size. */
export const productCardFrame = styles.card;

// The grid's columns (DEFAULT_COLUMNS): two on phones and tablets, three of the page's width above.
const CARD_SIZES = '(min-width: 1024px) 380px, 50vw';

export const cardTexts = {
  sale: 'Sale',
  addToCart: 'Add to Cart',
  addToWishlist: 'Add to Wishlist',
  inWishlist: 'In your wishlist',
  removeFromWishlist: 'Remove from wishlist',
  quickView: 'Quick View',
  productDemo: 'Product Demo',
  sizes: 'Sizes',
  colours: 'Colours',
} as const;

/** A product in a grid (spec section "Product card"): picture, name, price, options and four actions. */
export function ProductCard({
  product,
  wishlisted = false,
  priority = false,
  headingLevel = 3,
  onAddToCart,
  onToggleWishlist,
  onQuickView,
  onProductDemo,
}: ProductCardProps) {
  const href = productHref(product.id);
  const sale = isOnSale(product);
  const heading = `h${headingLevel}` as const;
  // Mirrors :hover for pointers that synthesise events (and scripted tests); CSS applies it only where hover exists.
  const [hovered, setHovered] = useState(false);

  return (
    <Card
      className={styles.card}
      data-testid="product-card"
      data-hovered={hovered || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Inset side="top" clip="padding-box" className={styles.media}>
        {/* The name below is the link for keyboards and screen readers; the picture is a pointer shortcut. */}
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage
            src={product.image}
            srcSet={product.srcSets?.[product.image]}
            sizes={CARD_SIZES}
            alt={product.name}
            height="var(--product-image-height)"
            width={PRODUCT_IMAGE_HEIGHT}
            resetKey={product.id}
            priority={priority}
            className={styles.image}
          />
        </Link>
        {sale && (
          <Badge color="red" variant="solid" highContrast size="2" className={styles.badge}>
            {cardTexts.sale}
          </Badge>
        )}
      </Inset>

      <Flex direction="column" gap="1" pt="3" flexGrow="1">
        <Heading as={heading} size="3" weight="medium">
          <RadixLink asChild color="gray" highContrast underline="hover">
            <Link to={href} className="tap-target">
              {product.name}
            </Link>
          </RadixLink>
        </Heading>
        {product.category && (
          <Text size="1" color="gray">
            {product.category}
          </Text>
        )}
        <Price
          price={product.price}
          {...(product.originalPrice !== undefined && { originalPrice: product.originalPrice })}
        />
        <StockNote stock={stockOf(product)} size="1" />
        {product.sizes.length > 0 && (
          <Text size="1" color="gray" className={styles.options}>
            {cardTexts.sizes}: {product.sizes.join(', ')}
          </Text>
        )}
        {product.colors.length > 0 && (
          <Text size="1" color="gray" className={styles.options}>
            {cardTexts.colours}: {product.colors.join(', ')}
          </Text>
        )}
      </Flex>

      <Box pt="3" className={styles.actions}>
        <Button
          size="2"
          onClick={() => onAddToCart(product)}
          disabled={stockOf(product) === 0}
          aria-label={`${cardTexts.addToCart}: ${product.name}`}
        >
          <PlusIcon aria-hidden />
          {cardTexts.addToCart}
        </Button>
        <Button
          size="2"
          variant="surface"
          className={styles.secondary}
          aria-pressed={wishlisted}
          onClick={() => onToggleWishlist(product)}
          aria-label={`${wishlisted ? cardTexts.inWishlist : cardTexts.addToWishlist}: ${product.name}`}
          title={wishlisted ? cardTexts.removeFromWishlist : cardTexts.addToWishlist}
        >
          {wishlisted ? <HeartFilledIcon aria-hidden /> : <HeartIcon aria-hidden />}
        </Button>
        <Button
          size="2"
          variant="surface"
          className={styles.secondary}
          onClick={() => onQuickView(product)}
          aria-label={`${cardTexts.quickView}: ${product.name}`}
          title={cardTexts.quickView}
        >
          <EyeOpenIcon aria-hidden />
        </Button>
        <Button
          size="2"
          variant="surface"
          className={styles.secondary}
          onClick={() => onProductDemo(product)}
          aria-label={`${cardTexts.productDemo}: ${product.name}`}
          title={cardTexts.productDemo}
        >
          <PlayIcon aria-hidden />
        </Button>
      </Box>
    </Card>
  );
}
