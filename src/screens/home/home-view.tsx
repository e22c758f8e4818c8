import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ProductGridActions } from '../../components/product-grid.tsx';
import type { ReactNode } from 'react';
import type { Product } from '../../domain/product.ts';
import { CategoryCards, type HomeCategory } from './category-cards.tsx';
import { FeaturedProducts } from './featured-products.tsx';
import { Hero } from './hero.tsx';
import { homeTexts } from './home-texts.ts';
import { InfoSection } from './info-section.tsx';
import { Newsletter } from './newsletter.tsx';
import styles from './home.module.css';

export interface HomeViewProps {
  categories: readonly HomeCategory[];
  /** Store info still loading: the category cards show placeholders. */
  categoriesLoading: boolean;
  featured: readonly Product[] | undefined;
  featuredLoading: boolean;
  actions: ProductGridActions;
  /** What the shopper opened before (src/domain/recently-viewed.ts), under the featured products. */
  recent?: ReactNode;
  onSubscribe: (email: string) => void;
}

/** The home page: hero, category cards, featured and recently viewed products, why-us and the newsletter. */
export function HomeView({
  categories,
  categoriesLoading,
  featured,
  featuredLoading,
  actions,
  recent,
  onSubscribe,
}: HomeViewProps) {
  return (
    <>
      <Hero />
      <Flex direction="column" gap={{ initial: '8', md: '9' }} px="4" py="8" className={styles.inner}>
        <section aria-labelledby="home-categories-title">
          <Box mb="4">
            <Heading as="h2" id="home-categories-title" size="7">
              {homeTexts.categoriesTitle}
            </Heading>
            <Text as="p" color="gray" mt="1">
              {homeTexts.categoriesSubtitle}
            </Text>
          </Box>
          <CategoryCards categories={categories} loading={categoriesLoading} />
        </section>
        <FeaturedProducts products={featured} loading={featuredLoading} actions={actions} />
        {recent}
        <InfoSection />
        <Newsletter onSubscribe={onSubscribe} />
      </Flex>
    </>
  );
}
