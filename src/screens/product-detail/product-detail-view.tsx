import { Badge, Box, Button, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import HeartFilledIcon from '~icons/radix-icons/heart-filled';
import HeartIcon from '~icons/radix-icons/heart';
import PlusIcon from '~icons/radix-icons/plus';
import type { ReactNode, Ref } from 'react';
import { Price } from '../../components/price.tsx';
import { PriceTiers } from '../../components/price-tiers.tsx';
import type { Product } from '../../domain/product.ts';
import { visibleSpecifications } from '../../domain/specifications.ts';
import { OptionGroup } from '../../components/option-group.tsx';
import { BackButton, DetailFrame } from './product-detail-frame.tsx';
import { productDetailTexts as texts, shortId } from './product-detail-texts.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductQuantity } from '../../components/quantity-field.tsx';
import { SpecificationsList } from './specifications-list.tsx';
import { StockNote } from '../../components/stock-note.tsx';
import { variantSku } from '../../domain/sku.ts';
import { quoteHref, quoteTexts } from '../../domain/quote.ts';
import { stockOf } from '../../domain/stock.ts';
import { unitGst } from '../../domain/gst.ts';
import { formatMoney } from '../../domain/money.ts';
import { StickyAddBar } from './sticky-add-bar.tsx';
import stickyStyles from './sticky-add-bar.module.css';

export interface ProductSelection {
  size: string | undefined;
  colour: string | undefined;
  quantity: number;
}

export interface ProductDetailViewProps {
  product: Product;
  selection: ProductSelection;
  onSelectionChange: (selection: ProductSelection) => void;
  /** Add to Cart was pressed without a size: the size group shows the message. */
  sizeMissing?: boolean;
  sizeGroupRef?: Ref<HTMLDivElement>;
  wishlisted: boolean;
  onAddToCart: () => void;
  onToggleWishlist: () => void;
  onBack: () => void;
  /** Sold out (our server's extension): the back-in-stock alert, under the actions. */
  stockAlert?: ReactNode;
  /** Where the shop delivers (our server's extension): the PIN check, under the actions. */
  delivery?: ReactNode;
  /** What goes with the product (src/domain/related-products.ts), under the specifications. */
  related?: ReactNode;
  /** What the shopper opened before (src/domain/recently-viewed.ts), at the page's end. */
  recent?: ReactNode;
  /** Ratings and reviews (our server's extension), under what goes with the product. */
  reviews?: ReactNode;
  /** The product's stars and count (our server's extension), beside its category. */
  rating?: ReactNode;
  /** "Share" (the share sheet, or a dialog with the link), after the actions. */
  share?: ReactNode;
}

/** The product page (spec /product/{id}): pictures, facts, choices, quantity and the two actions. */
export function ProductDetailView({
  product,
  selection,
  onSelectionChange,
  sizeMissing = false,
  sizeGroupRef,
  wishlisted,
  onAddToCart,
  onToggleWishlist,
  onBack,
  stockAlert,
  delivery,
  related,
  recent,
  reviews,
  rating,
  share,
}: ProductDetailViewProps) {
  const change = (part: Partial<ProductSelection>) => onSelectionChange({ ...selection, ...part });
  return (
    <DetailFrame>
      <BackButton onBack={onBack} />
      <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '5', md: '8' }}>
        <ProductGallery product={product} />
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2" align="start">
            {(product.category || rating) && (
              <Flex gap="3" align="center" wrap="nowrap" maxWidth="100%">
                {product.category && (
                  <Badge
                    size="2"
                    variant="soft"
                    style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {product.category}
                  </Badge>
                )}
                {rating}
              </Flex>
            )}
            <Heading as="h1" size={{ initial: '6', sm: '7' }}>
              {product.name}
            </Heading>
            <Price
              price={product.price}
              size="5"
              {...(product.originalPrice !== undefined && { originalPrice: product.originalPrice })}
            />
            <TaxNote price={product.price} gstRate={product.gstRate} />
            <Text size="1" color="gray" data-testid="product-id">
              {texts.productId}
              {shortId(product.id)}
            </Text>
            {product.sku && (
              <Text size="1" color="gray" data-testid="product-sku">
                {texts.sku}
                {variantSku(product.sku, product.sizes, selection.size)}
              </Text>
            )}
          </Flex>
          {product.description && (
            <Box>
              <Heading as="h2" size="3" mb="1">
                {texts.description}
              </Heading>
              <Text as="p" color="gray">
                {product.description}
              </Text>
            </Box>
          )}
          {product.sizes.length > 0 && (
            <OptionGroup
              legend={texts.size}
              options={product.sizes}
              value={selection.size}
              onChange={(size) => change({ size })}
              required
              groupRef={sizeGroupRef}
              {...(sizeMissing && { error: texts.sizeRequired })}
            />
          )}
          {product.colors.length > 0 && (
            <OptionGroup
              legend={texts.colour}
              options={product.colors}
              value={selection.colour}
              onChange={(colour) => change({ colour })}
            />
          )}
          <StockNote stock={stockOf(product, selection.size)} />
          {product.priceTiers && (
            <PriceTiers price={product.price} tiers={product.priceTiers} quantity={selection.quantity} />
          )}
          {product.priceTiers && product.priceTiers.length > 0 && (
            <Link asChild size="2" weight="medium">
              <RouterLink
                to={quoteHref({
                  productTitle: product.name,
                  size: selection.size,
                  color: selection.colour,
                  sku: product.sku && variantSku(product.sku, product.sizes, selection.size),
                })}
                data-testid="ask-for-quote"
              >
                {quoteTexts.ask}
              </RouterLink>
            </Link>
          )}
          <ProductQuantity
            value={selection.quantity}
            onChange={(quantity) => change({ quantity })}
            rule={product.orderQuantity}
            size="3"
          />
          <Flex gap="3" wrap="wrap">
            <Button
              size="3"
              onClick={onAddToCart}
              disabled={stockOf(product, selection.size) === 0}
              className={stickyStyles.pageAdd}
            >
              <PlusIcon aria-hidden />
              {texts.addToCart}
            </Button>
            <Button
              size="3"
              variant="surface"
              aria-pressed={wishlisted}
              title={wishlisted ? texts.removeFromWishlist : undefined}
              onClick={onToggleWishlist}
            >
              {wishlisted ? <HeartFilledIcon aria-hidden /> : <HeartIcon aria-hidden />}
              {wishlisted ? texts.inWishlist : texts.addToWishlist}
            </Button>
            {share}
          </Flex>
          {stockAlert}
          {delivery}
        </Flex>
      </Grid>
      <Box mt="6">
        <SpecificationsList specifications={visibleSpecifications(product.attributes)} />
      </Box>
      {related}
      {reviews}
      {recent}
      <StickyAddBar
        product={product}
        size={selection.size}
        onSizeChange={(size) => change({ size })}
        onAddToCart={onAddToCart}
        soldOut={stockOf(product, selection.size) === 0}
      />
    </DetailFrame>
  );
}

/** What the price holds of tax: the product's GST rate and rupees where known. */
function TaxNote({ price, gstRate }: { price: number; gstRate: number | undefined }) {
  const gst = unitGst(price, gstRate);
  return (
    <Text size="1" color="gray" data-testid="tax-note">
      {gst ? texts.gstIncluded(gst.rate, formatMoney(gst.gst)) : texts.allTaxes}
    </Text>
  );
}
