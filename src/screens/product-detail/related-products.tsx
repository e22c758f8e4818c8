import type { ProductGridActions } from '../../components/product-grid.tsx';
import { ProductRow } from '../../components/product-row.tsx';
import type { Product } from '../../domain/product.ts';
import { RELATED_LIMIT, relatedHeading, type RelatedKind } from '../../domain/related-products.ts';

export interface RelatedProductsProps {
  /** Why these products; undefined while they load. */
  kind: RelatedKind | undefined;
  /** The product's sub-category (or category), named by "More in …". */
  category: string;
  products: readonly Product[] | undefined;
  loading: boolean;
  actions: ProductGridActions;
}

/**
 * Under a product's specifications: what other orders bought with it ("Often bought together"),
 * or more of its sub-category, as cards to add from. Skeleton cards while they load; nothing at all
 * when there is nothing to offer or they could not be loaded (the page is whole without them).
 */
export function RelatedProductsRow({ kind, category, products, loading, actions }: RelatedProductsProps) {
  return (
    <ProductRow
      id="related-products-title"
      heading={kind ? relatedHeading(kind, category) : undefined}
      products={products}
      loading={loading}
      size={RELATED_LIMIT}
      actions={actions}
      mt="7"
    />
  );
}
