import { Box, Heading, Skeleton } from '@radix-ui/themes';
import { ProductGrid, type ProductGridActions } from '../../components/product-grid.tsx';
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

const HEADING_ID = 'related-products-title';

/**
 * Under a product's specifications: what other orders bought with it ("Often bought together"),
 * or more of its sub-category, as cards to add from. Skeleton cards while they load; nothing at all
 * when there is nothing to offer or they could not be loaded (the page is whole without them).
 */
export function RelatedProductsRow({ kind, category, products, loading, actions }: RelatedProductsProps) {
  if (!loading && (!products || products.length === 0)) return null;
  const heading = kind ? relatedHeading(kind, category) : undefined;
  return (
    <Box asChild mt="7">
      <section aria-labelledby={heading ? HEADING_ID : undefined} aria-busy={loading || undefined}>
        {heading ? (
          <Heading as="h2" id={HEADING_ID} size="5" mb="3">
            {heading}
          </Heading>
        ) : (
          <Skeleton height="28px" width="220px" mb="3" />
        )}
        <ProductGrid
          products={products}
          loading={loading}
          skeletonCount={RELATED_LIMIT}
          columns={{ initial: '2', md: '4' }}
          emptyMessage=""
          actions={actions}
          headingLevel={3}
          label={heading}
        />
      </section>
    </Box>
  );
}
