import { Button, Flex, Heading } from '@radix-ui/themes';
import ArrowRightIcon from '~icons/radix-icons/arrow-right';
import { Link } from 'react-router-dom';
import { ProductGrid, type ProductGridActions } from '../../components/product-grid.tsx';
import type { Product } from '../../domain/product.ts';
import { FEATURED_SKELETONS, homeTexts } from './home-texts.ts';

export interface FeaturedProductsProps {
  products: readonly Product[] | undefined;
  loading: boolean;
  actions: ProductGridActions;
}

export function FeaturedProducts({ products, loading, actions }: FeaturedProductsProps) {
  return (
    <section aria-labelledby="home-featured-title">
      <Flex align="center" justify="between" gap="3" mb="4">
        <Heading as="h2" id="home-featured-title" size="7">
          {homeTexts.featuredTitle}
        </Heading>
        <Button asChild variant="ghost">
          <Link to="/products">
            {homeTexts.viewAll}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </Flex>
      <ProductGrid
        products={products}
        loading={loading}
        skeletonCount={FEATURED_SKELETONS}
        columns={{ initial: '2', md: '4' }}
        emptyMessage={homeTexts.featuredEmpty}
        actions={actions}
        headingLevel={3}
        label={homeTexts.featuredTitle}
      />
    </section>
  );
}
