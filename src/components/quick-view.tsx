import { Badge, Button, Dialog, Flex, Grid, IconButton, Link as RadixLink, Text } from '@radix-ui/themes';
import Cross2Icon from '~icons/radix-icons/cross-2';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isOnSale, type Product } from '../domain/product.ts';
import { productHref } from '../domain/routes.ts';
import { autoSelection, needsSizeChoice } from '../domain/variants.ts';
import { useReturnFocus } from './dialog-focus.ts';
import { Price } from './price.tsx';
import { OptionGroup } from './option-group.tsx';
import { ProductImage } from './product-image.tsx';
import { RadixThemeContext } from './radix-theme-context.tsx';
import { stockOf } from '../domain/stock.ts';
import { StockNote } from './stock-note.tsx';
import { PriceTiers } from './price-tiers.tsx';
import { startQuantity } from '../domain/bulk.ts';
import { ProductQuantity } from './quantity-field.tsx';

/** The shopper's choice in the dialog: size, colour and how many (1 unless changed). */
export interface ProductChoice {
  selectedSize?: string;
  selectedColor?: string;
  quantity?: number;
}

export interface QuickViewProps {
  /** The product shown; the dialog is open while it is set. */
  product: Product | null;
  onClose: () => void;
  onAddToCart: (product: Product, choice: ProductChoice) => void;
}

export const quickViewTexts = {
  addToCart: 'Add to Cart',
  details: 'View full details',
  sale: 'Sale',
  size: 'Size',
  colour: 'Colour',
  sizeRequired: 'Please select a size',
  sizeRequiredDetail: 'You must select a size before adding to cart',
  close: 'Close',
} as const;

/** A product summary in a dialog, with size and colour choices and 'Add to Cart'. */
export function QuickView({ product, onClose, onAddToCart }: QuickViewProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixThemeContext>
      <Dialog.Root open={product !== null} onOpenChange={(open) => !open && onClose()}>
        <Dialog.Content maxWidth="720px" {...returnFocus}>
          {product && (
            <QuickViewBody key={product.id} product={product} onAddToCart={onAddToCart} onClose={onClose} />
          )}
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeContext>
  );
}

function QuickViewBody({
  product,
  onAddToCart,
  onClose,
}: {
  product: Product;
  onAddToCart: QuickViewProps['onAddToCart'];
  onClose: () => void;
}) {
  const initial = autoSelection(product);
  const [size, setSize] = useState<string | undefined>(initial.selectedSize);
  const [colour, setColour] = useState<string | undefined>(initial.selectedColor);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [quantity, setQuantity] = useState(() => startQuantity(product));
  const sizesRef = useRef<HTMLDivElement>(null);

  const submit = () => {
    if (needsSizeChoice(product, size)) {
      setSizeMissing(true);
      sizesRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    const choice: ProductChoice = {};
    if (size) choice.selectedSize = size;
    if (colour) choice.selectedColor = colour;
    if (quantity !== 1) choice.quantity = quantity;
    onAddToCart(product, choice);
  };

  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <Flex justify="end" gridColumn="1 / -1" mb="-4">
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label={quickViewTexts.close}>
            <Cross2Icon aria-hidden />
          </IconButton>
        </Dialog.Close>
      </Flex>
      <ProductImage
        src={product.image}
        srcSet={product.srcSets?.[product.image]}
        sizes="(min-width: 768px) 320px, 100vw"
        alt={product.name}
        resetKey={product.id}
        height={260}
      />
      <Flex direction="column" gap="3">
        <Dialog.Title mb="0">{product.name}</Dialog.Title>
        <Flex gap="2" align="center" wrap="wrap">
          {product.category && <Badge color="gray">{product.category}</Badge>}
          {isOnSale(product) && <Badge color="red">{quickViewTexts.sale}</Badge>}
        </Flex>
        <Price
          price={product.price}
          size="5"
          {...(product.originalPrice !== undefined && { originalPrice: product.originalPrice })}
        />
        <Dialog.Description
          size="2"
          color="gray"
          style={{
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {product.description || product.name}
        </Dialog.Description>
        {product.sizes.length > 0 && (
          <OptionGroup
            groupRef={sizesRef}
            required
            legend={quickViewTexts.size}
            options={product.sizes}
            value={size}
            onChange={(v) => {
              setSize(v);
              setSizeMissing(false);
            }}
            {...(sizeMissing && { error: quickViewTexts.sizeRequired })}
          />
        )}
        {product.colors.length === 1 && (
          <Text size="2">
            {quickViewTexts.colour}: {product.colors[0]}
          </Text>
        )}
        {product.colors.length > 1 && (
          <OptionGroup
            legend={quickViewTexts.colour}
            options={product.colors}
            value={colour}
            onChange={setColour}
          />
        )}
        {sizeMissing && (
          <Text size="2" color="red" role="alert">
            {quickViewTexts.sizeRequiredDetail}
          </Text>
        )}
        {product.priceTiers && (
          <PriceTiers price={product.price} tiers={product.priceTiers} quantity={quantity} />
        )}
        <ProductQuantity value={quantity} onChange={setQuantity} rule={product.orderQuantity} />
        <StockNote stock={stockOf(product, size)} />
        <Flex gap="3" align="center" wrap="wrap">
          <Button size="3" onClick={submit} disabled={stockOf(product, size) === 0}>
            {quickViewTexts.addToCart}
          </Button>
          <RadixLink asChild>
            <Link to={productHref(product.id)} onClick={onClose}>
              {quickViewTexts.details}
            </Link>
          </RadixLink>
        </Flex>
      </Flex>
    </Grid>
  );
}
