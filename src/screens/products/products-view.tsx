import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { GridProps } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { Pagination } from '../../components/pagination.tsx';
import { ProductGrid, type ProductGridActions } from '../../components/product-grid.tsx';
import { PAGE_SIZE } from '../../contract/limits.ts';
import { formatCount } from '../../domain/count.ts';
import type { Product } from '../../domain/product.ts';
import { ProductsToolbar, type ProductsToolbarProps } from './products-toolbar.tsx';
import { productsTexts as texts, type GridLayout } from './products-texts.ts';

const COLUMNS: Record<GridLayout, GridProps['columns']> = {
  3: { initial: '2', md: '3' },
  2: { initial: '2' },
};

export interface ProductsViewProps extends ProductsToolbarProps {
  heading: string;
  products: readonly Product[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** The address of page 1 of this list, offered when the page asked for is past the last one. */
  firstPageHref: string;
  actions: ProductGridActions;
}

/** The catalogue (spec /products): heading, sub-category filter, grid switch, cards and pages. */
export function ProductsView({
  heading,
  products,
  total,
  loading,
  error,
  onRetry,
  page,
  onPageChange,
  firstPageHref,
  actions,
  ...toolbar
}: ProductsViewProps) {
  const loaded = !loading && !error && total !== undefined;
  const pastLastPage = loaded && (products?.length ?? 0) === 0 && total > 0 && page > 1;

  const emptyAction = pastLastPage ? (
    <Button asChild variant="soft">
      <Link to={firstPageHref}>{texts.firstPage}</Link>
    </Button>
  ) : toolbar.parentCategory ? (
    <Button variant="soft" onClick={() => toolbar.onParentCategoryChange(undefined)}>
      {texts.clearFilters}
    </Button>
  ) : undefined;

  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1280px" mx="auto">
      <section aria-labelledby="products-heading">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="7" id="products-heading">
              {heading}
            </Heading>
            {loaded && total > 0 && (
              <Text color="gray" size="2" data-testid="products-count">
                {texts.count(formatCount(total), total)}
              </Text>
            )}
          </Flex>
          <ProductsToolbar {...toolbar} />
          <ProductGrid
            products={products}
            loading={loading}
            error={error}
            onRetry={onRetry}
            emptyMessage={pastLastPage ? texts.pastLastPage(formatCount(page)) : texts.empty}
            emptyAction={emptyAction}
            skeletonCount={PAGE_SIZE}
            columns={COLUMNS[toolbar.layout]}
            actions={actions}
            headingLevel={2}
            label={heading}
            priorityCount={3}
          />
          {loaded && !pastLastPage && (
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPageChange={onPageChange} />
          )}
        </Flex>
      </section>
    </Box>
  );
}
