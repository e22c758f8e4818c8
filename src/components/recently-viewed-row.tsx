import { Button, type BoxProps } from '@radix-ui/themes';
import { recentlyViewedTexts as texts } from '../domain/recently-viewed.ts';
import type { Product } from '../domain/product.ts';
import type { ProductGridActions } from './product-grid.tsx';
import { ProductRow } from './product-row.tsx';

export interface RecentlyViewedRowProps {
  products: readonly Product[] | undefined;
  loading: boolean;
  /** How many are on their way: the placeholders while they load. */
  count: number;
  actions: ProductGridActions;
  onClear: () => void;
  /** Headed as the home page's own sections. */
  large?: boolean;
  mt?: BoxProps['mt'];
}

/**
 * "Recently viewed": the products this browser opened before (src/domain/recently-viewed.ts), as
 * cards to open or add again, with "Clear" to forget them. Nothing when there are none.
 */
export function RecentlyViewedRow({ count, onClear, ...row }: RecentlyViewedRowProps) {
  return (
    <ProductRow
      id="recently-viewed-title"
      heading={texts.title}
      size={count}
      action={
        <Button variant="ghost" color="gray" aria-label={texts.clearLabel} onClick={onClear}>
          {texts.clear}
        </Button>
      }
      {...row}
    />
  );
}
