import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { formatCount } from '../../domain/count.ts';
import type { Product } from '../../domain/product.ts';
import { WishlistLine } from './wishlist-line.tsx';
import { wishlistTexts as texts } from './wishlist-texts.ts';

export interface WishlistViewProps {
  products: readonly Product[];
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/** The saved products, or the empty state with a way to the catalogue. */
export function WishlistView({ products, onAddToCart, onRemove }: WishlistViewProps) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="6" maxWidth="1100px" mx="auto">
      <section aria-labelledby="wishlist-heading">
        <Flex direction="column" gap="1" mb="5">
          <Heading as="h1" size="7" id="wishlist-heading">
            {texts.heading}
          </Heading>
          {products.length > 0 && (
            <Text color="gray" size="2" data-testid="wishlist-count">
              {texts.saved(formatCount(products.length), products.length)}
            </Text>
          )}
        </Flex>
        {products.length === 0 ? (
          <Flex direction="column" align="center" gap="3" py="9">
            <Heading as="h2" size="5">
              {texts.empty}
            </Heading>
            <Text color="gray" align="center">
              {texts.emptyHint}
            </Text>
            <Button asChild size="3">
              <Link to="/products">{texts.browse}</Link>
            </Button>
          </Flex>
        ) : (
          <Grid asChild columns={{ initial: '1', md: '2' }} gap="3">
            <ul aria-label={texts.heading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {products.map((product) => (
                <WishlistLine
                  key={product.id}
                  product={product}
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
