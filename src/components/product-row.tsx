import { Box, Flex, Heading, Skeleton, type BoxProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Product } from '../domain/product.ts';
import { ProductGrid, type ProductGridActions } from './product-grid.tsx';

export interface ProductRowProps {
  /** The heading's id, which names the section. */
  id: string;
  /** Undefined while it is not known yet: a placeholder holds its place. */
  heading: string | undefined;
  /** Headed as the home page's own sections are, rather than as a part of a page. */
  large?: boolean;
  /** Beside the heading, at the end (a "Clear" button). */
  action?: ReactNode;
  products: readonly Product[] | undefined;
  loading: boolean;
  /** How many cards at most: the placeholders while loading. */
  size: number;
  actions: ProductGridActions;
  mt?: BoxProps['mt'];
}

/**
 * A headed row of product cards offered beside the page's own content (what goes with a product,
 * what the shopper opened before): four across on a computer, two by two on a phone, placeholders
 * while they load, and nothing at all when there is nothing to show (the page is whole without it).
 */
export function ProductRow({
  id,
  heading,
  large = false,
  action,
  products,
  loading,
  size,
  actions,
  mt,
}: ProductRowProps) {
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <Box asChild mt={mt}>
      <section aria-labelledby={heading ? id : undefined} aria-busy={loading || undefined}>
        <Flex align="center" justify="between" gap="3" mb={large ? '4' : '3'}>
          {heading ? (
            <Heading as="h2" id={id} size={large ? '7' : '5'}>
              {heading}
            </Heading>
          ) : (
            <Skeleton height="28px" width="220px" />
          )}
          {action}
        </Flex>
        <ProductGrid
          products={products}
          loading={loading}
          skeletonCount={size}
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
