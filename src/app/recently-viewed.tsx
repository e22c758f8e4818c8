import type { BoxProps } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useProductsById } from '../api/products.ts';
import { RecentlyViewedRow } from '../components/recently-viewed-row.tsx';
import type { ProductGridActions } from '../components/product-grid.tsx';
import type { Product } from '../domain/product.ts';
import { recentlyShown, recentlyViewedTexts as texts } from '../domain/recently-viewed.ts';
import { clearRecentlyViewed, forgetViewed, useRecentlyViewed } from '../state/recently-viewed.ts';
import { toast } from '../state/toasts.ts';

export interface RecentlyViewedProps {
  /** The product on the page, which the row leaves out. */
  except?: string;
  actions: ProductGridActions;
  /** Headed as the home page's own sections. */
  large?: boolean;
  mt?: BoxProps['mt'];
}

const cleared = () => {
  clearRecentlyViewed();
  toast({ title: texts.cleared, description: texts.clearedDetail });
};

/**
 * The products this browser opened, asked for as the cart asks for its lines' (the spec's
 * GET /products/{id}, which the shop and the browser cache): newest first, those no longer sold
 * dropped from the list. Nothing on the server's page (the list is the browser's), nothing when
 * none, and nothing when they could not be loaded: the page is whole without it.
 */
export default function RecentlyViewed({ except, actions, large, mt }: RecentlyViewedProps) {
  const ids = recentlyShown(useRecentlyViewed(), except);
  const { data: found, error } = useProductsById(ids);

  useEffect(() => {
    if (!found) return;
    const gone = [...found].filter(([, product]) => product === null).map(([id]) => id);
    if (gone.length > 0) forgetViewed(gone);
  }, [found]);

  if (ids.length === 0 || error) return null;
  const products = found && ids.map((id) => found.get(id)).filter((p): p is Product => Boolean(p));
  return (
    <RecentlyViewedRow
      products={products}
      loading={!found}
      count={ids.length}
      actions={actions}
      onClear={cleared}
      large={large}
      mt={mt}
    />
  );
}
