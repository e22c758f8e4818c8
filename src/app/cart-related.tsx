import { useRelatedProducts } from '../api/related-products.ts';
import type { ProductGridActions } from '../components/product-grid.tsx';
import type { Product } from '../domain/product.ts';
import { nearestCategory } from '../domain/related-products.ts';
import { RelatedProductsRow } from '../screens/product-detail/related-products.tsx';

export interface CartRelatedProps {
  /** The product of the cart's newest line: what goes with it is offered. */
  product: Product;
  /** Products the cart holds already, left out of the row. */
  inCart: ReadonlySet<string>;
  actions: ProductGridActions;
}

/**
 * Under the cart's lines, what goes with what was added last: what other orders bought with it
 * ("Often bought together": the cartons' tape), else more of its sub-category, as the product page
 * offers it (GET /products/{id}/related; a spec server's list of the sub-category). Nothing when the
 * cart holds them all already, or they could not be loaded.
 */
export default function CartRelated({ product, inCart, actions }: CartRelatedProps) {
  const { data, isLoading } = useRelatedProducts(product);
  return (
    <RelatedProductsRow
      kind={data?.kind}
      category={nearestCategory(product).name}
      products={data?.products.filter((p) => !inCart.has(p.id))}
      loading={isLoading}
      actions={actions}
    />
  );
}
