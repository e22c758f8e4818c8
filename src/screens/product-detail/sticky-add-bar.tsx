import PlusIcon from '~icons/radix-icons/plus';
import { Button, Text } from '@radix-ui/themes';
import { NativeSelect } from '../../components/native-select.tsx';
import { formatMoney } from '../../domain/money.ts';
import type { Product } from '../../domain/product.ts';
import { productDetailTexts as texts } from './product-detail-texts.ts';
import styles from './sticky-add-bar.module.css';

export interface StickyAddBarProps {
  product: Pick<Product, 'price' | 'sizes'>;
  size: string | undefined;
  onSizeChange: (size: string | undefined) => void;
  onAddToCart: () => void;
  soldOut: boolean;
}

/**
 * On a phone (below 768 px) the size, the price and Add to Cart stay on screen above the bottom
 * bar, so a shopper chooses and adds without scrolling past the pictures; from 768 px it is hidden
 * and the page's own controls do it.
 */
export function StickyAddBar({ product, size, onSizeChange, onAddToCart, soldOut }: StickyAddBarProps) {
  return (
    <section
      className={styles.bar}
      aria-label={texts.quickAdd}
      data-sticky-add-bar
      data-testid="sticky-add-bar"
    >
      {product.sizes.length > 1 && (
        <NativeSelect
          aria-label={texts.size}
          className={styles.size}
          value={size ?? ''}
          onValueChange={(value) => onSizeChange(value || undefined)}
          options={[
            { value: '', label: texts.chooseSize },
            ...product.sizes.map((s) => ({ value: s, label: s })),
          ]}
        />
      )}
      <Text weight="bold" size="4" className={styles.price}>
        {formatMoney(product.price)}
      </Text>
      <Button size="3" onClick={onAddToCart} disabled={soldOut} className={styles.add}>
        <PlusIcon aria-hidden />
        {texts.addToCart}
      </Button>
    </section>
  );
}
