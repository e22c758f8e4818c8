import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { GridProps } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { Pagination } from '../../components/pagination.tsx';
import { ProductGrid, type ProductGridActions } from '../../components/product-grid.tsx';
import { PAGE_SIZE } from '../../contract/limits.ts';
import { formatCount } from '../../domain/count.ts';
import type { Product } from '../../domain/product.ts';
import type { ProductFacets, SearchAnswer } from '../../contract/product.ts';
import type { SearchState } from '../../domain/search.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ProductsToolbar, type ProductsToolbarProps } from './products-toolbar.tsx';
import { productsTexts as texts, type GridLayout } from './products-texts.ts';
import { SearchAgain } from './search-again.tsx';
import { SearchToolbar } from './search-toolbar.tsx';
import { searchTexts } from './search-texts.ts';
import { Notice } from '../../components/notice.tsx';

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
  /** Search, sort and filters from the address. */
  search: SearchState;
  onSearchChange: (next: SearchState) => void;
  /** The list's facets (servers with search). */
  facets: ProductFacets | undefined;
  /** How the server answered the search; absent with a query: the server cannot search. */
  searchAnswer: SearchAnswer | undefined;
  /** The list of a category, the search kept. */
  categoryHref: (category: string) => string;
  /** The address of a search for other words (the empty state's form and "Try" links). */
  searchHref: (q: string) => string;
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
  search,
  onSearchChange,
  facets,
  searchAnswer,
  categoryHref,
  searchHref,
  ...toolbar
}: ProductsViewProps) {
  const notOffered = Boolean(search.q) && !loading && !error && searchAnswer === undefined;
  const noMatches = loaded(loading, error, total) && total === 0 && Boolean(search.q) && !notOffered;
  const isLoaded = loaded(loading, error, total);
  const pastLastPage = isLoaded && (products?.length ?? 0) === 0 && (total ?? 0) > 0 && page > 1;

  const emptyAction = pastLastPage ? (
    <Button asChild variant="soft">
      <Link to={firstPageHref}>{texts.firstPage}</Link>
    </Button>
  ) : noMatches ? (
    <SearchAgain q={search.q ?? ''} didYouMean={searchAnswer?.didYouMean ?? []} searchHref={searchHref} />
  ) : toolbar.parentCategory ? (
    <Button variant="soft" onClick={() => toolbar.onParentCategoryChange(undefined)}>
      {texts.clearFilters}
    </Button>
  ) : undefined;

  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1280px" mx="auto">
      <section aria-labelledby="products-heading">
        <Grid columns={{ initial: '1', md: '220px 1fr' }} gap="6">
          <Box asChild display={{ initial: 'none', md: 'block' }}>
            <aside aria-label={searchTexts.filters}>
              <FilterPanel
                state={search}
                facets={facets}
                onChange={onSearchChange}
                categoryHref={categoryHref}
              />
            </aside>
          </Box>
          <Flex direction="column" gap="5" minWidth="0">
            <Flex direction="column" gap="1">
              <Heading as="h1" size="7" id="products-heading">
                {heading}
              </Heading>
              {isLoaded && total! > 0 && (
                <Text color="gray" size="2" data-testid="products-count" role="status">
                  {searchAnswer?.capped
                    ? searchTexts.countAtLeast(formatCount(total!))
                    : texts.count(formatCount(total!), total!)}
                </Text>
              )}
            </Flex>
            {notOffered && (
              <Notice tone="warning" icon={null}>
                {searchTexts.notOffered}
              </Notice>
            )}
            {searchAnswer?.fuzzy && search.q && (
              <Notice tone="info" icon={null} data-testid="fuzzy-notice">
                {searchTexts.fuzzy(search.q)}
              </Notice>
            )}
            <Flex justify="between" align="end" gap="3" wrap="wrap">
              <SearchToolbar
                state={search}
                facets={facets}
                onChange={onSearchChange}
                categoryHref={categoryHref}
                total={total}
              />
              <ProductsToolbar {...toolbar} />
            </Flex>
            <ProductGrid
              products={products}
              loading={loading}
              error={error}
              onRetry={onRetry}
              emptyMessage={
                pastLastPage
                  ? texts.pastLastPage(formatCount(page))
                  : noMatches
                    ? searchTexts.noResults(search.q!)
                    : texts.empty
              }
              emptyAction={emptyAction}
              skeletonCount={PAGE_SIZE}
              columns={COLUMNS[toolbar.layout]}
              actions={actions}
              headingLevel={2}
              label={heading}
              priorityCount={3}
            />
            {isLoaded && !pastLastPage && (
              <Pagination page={page} pageSize={PAGE_SIZE} total={total!} onPageChange={onPageChange} />
            )}
          </Flex>
        </Grid>
      </section>
    </Box>
  );
}

const loaded = (loading: boolean, error: boolean, total: number | undefined): total is number =>
  !loading && !error && total !== undefined;
