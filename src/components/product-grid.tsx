import { Button, Card, Flex, Grid, Inset, Skeleton, Text } from '@radix-ui/themes';
import ReloadIcon from '~icons/radix-icons/reload';
import type { GridProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Product } from '../domain/product.ts';
import { ProductCard, productCardFrame, type ProductCardHandlers } from './product-card.tsx';
import { Notice } from './notice.tsx';

/** The card handlers plus whether a product is in the wishlist (what `useProductActions()` returns). */
export interface ProductGridActions extends ProductCardHandlers {
  isWishlisted?: (id: string) => boolean;
}

export interface ProductGridProps {
  /** The products to show; ignored while loading or after an error. */
  products: readonly Product[] | undefined;
  loading?: boolean;
  /** The load failed: shows the error message and 'Try Again'. */
  error?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown when loaded with no products, e.g. 'No products found with the selected filters.' */
  emptyMessage: string;
  /** Offered under the empty message, e.g. a 'Clear Filters' button. */
  emptyAction?: ReactNode;
  /** Skeleton cards while loading: 12 on the products page, 4 on home. */
  skeletonCount?: number;
  /** Radix responsive columns, e.g. { initial: '1', sm: '2', md: '4' }. */
  columns?: GridProps['columns'];
  actions: ProductGridActions;
  /** Heading level of each card's product name. */
  headingLevel?: 2 | 3 | 4;
  /** Names the list for screen readers, e.g. 'Featured Products'. */
  label?: string;
  /** How many leading cards load their image eagerly. */
  priorityCount?: number;
}

export const gridTexts = {
  error: 'Failed to load products. Please try again.',
  retry: 'Try Again',
  loading: 'Loading products',
} as const;

/** Two compact cards across on a phone, three on a desktop. */
export const DEFAULT_COLUMNS: GridProps['columns'] = { initial: '2', md: '3' };

function SkeletonCard() {
  return (
    <Card data-testid="product-card-skeleton" className={productCardFrame}>
      <Inset side="top" clip="padding-box">
        <Skeleton width="100%" height="var(--product-image-height)" />
      </Inset>
      <Flex direction="column" gap="2" pt="3">
        <Skeleton height="20px" width="80%" />
        <Skeleton height="14px" width="50%" />
        <Skeleton height="20px" width="30%" />
      </Flex>
    </Card>
  );
}

/** A grid of product cards with its loading, empty and error states (spec sections 5 and 6). */
export function ProductGrid({
  products,
  loading = false,
  error = false,
  errorMessage = gridTexts.error,
  onRetry,
  emptyMessage,
  emptyAction,
  skeletonCount = 12,
  columns = DEFAULT_COLUMNS,
  actions,
  headingLevel = 3,
  label,
  priorityCount = 0,
}: ProductGridProps) {
  if (loading)
    return (
      <Grid
        columns={columns}
        gap={{ initial: '3', sm: '4' }}
        aria-busy="true"
        aria-label={gridTexts.loading}
        role="group"
      >
        {Array.from({ length: skeletonCount }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </Grid>
    );

  if (error)
    return (
      <Flex direction="column" align="center" gap="3" py="6">
        <Notice tone="error">{errorMessage}</Notice>
        {onRetry && (
          <Button onClick={onRetry}>
            <ReloadIcon aria-hidden />
            {gridTexts.retry}
          </Button>
        )}
      </Flex>
    );

  if (!products || products.length === 0)
    return (
      <Flex direction="column" align="center" gap="3" py="8" data-testid="product-grid-empty">
        <Text color="gray" align="center">
          {emptyMessage}
        </Text>
        {emptyAction}
      </Flex>
    );

  return (
    <Grid columns={columns} gap={{ initial: '3', sm: '4' }} asChild>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {products.map((product, i) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              wishlisted={actions.isWishlisted?.(product.id) ?? false}
              priority={i < priorityCount}
              headingLevel={headingLevel}
              onAddToCart={actions.onAddToCart}
              onToggleWishlist={actions.onToggleWishlist}
              onQuickView={actions.onQuickView}
              onProductDemo={actions.onProductDemo}
            />
          </li>
        ))}
      </ul>
    </Grid>
  );
}
