import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatCount } from '../../domain/count.ts';
import type { Product } from '../../domain/product.ts';
import type { SavedProductToday } from '../../domain/wishlist-today.ts';
import { WishlistLine } from './wishlist-line.tsx';
import { wishlistTexts as texts } from './wishlist-texts.ts';

export interface WishlistViewProps {
  /** The saved products, each as sold today where known (src/domain/wishlist-today.ts). */
  lines: readonly SavedProductToday[];
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
  /** The stored wishlist is not read yet (the server's page, before it hydrates). */
  loading?: boolean;
}

/** The saved products, or the empty state with a way to the catalogue. */
export function WishlistView({ lines, onAddToCart, onRemove, loading = false }: WishlistViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="wishlist-heading">
        <Flex direction="column" gap="1" mb="5">
          <Heading as="h1" size="7" id="wishlist-heading">
            {texts.heading}
          </Heading>
          {lines.length > 0 && (
            <Text color="gray" size="2" data-testid="wishlist-count">
              {texts.saved(formatCount(lines.length), lines.length)}
            </Text>
          )}
        </Flex>
        {loading || lines.length === 0 ? (
          <EmptyState
            title={texts.empty}
            hint={texts.emptyHint}
            action={{ label: texts.browse, to: '/products' }}
            loading={loading}
            loadingLabel={texts.loading}
          />
        ) : (
          <Grid asChild columns={{ initial: '1', md: '2' }} gap="3">
            <ul aria-label={texts.heading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {lines.map((line) => (
                <WishlistLine
                  key={line.product.id}
                  line={line}
                  onAddToCart={onAddToCart}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </Grid>
        )}
      </section>
    </Box>
  );
}
