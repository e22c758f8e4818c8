import ArrowRightIcon from '~icons/radix-icons/arrow-right';
import { Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { GridProps } from '@radix-ui/themes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { categoryHref } from '../../domain/routes.ts';
import { HOME_CATEGORY_LIMIT, homeTexts } from './home-texts.ts';
import styles from './home.module.css';

export interface HomeCategory {
  name: string;
  /** '' when the store has no picture for it: the card shows a gradient. */
  image: string;
}

const COLUMNS: Record<number, GridProps['columns']> = {
  1: '1',
  2: { initial: '1', sm: '2' },
  3: { initial: '1', sm: '2', md: '3' },
};

/** `first`: the largest picture on a phone's first screen, fetched ahead of the rest. */
function CategoryCard({ category, first }: { category: HomeCategory; first: boolean }) {
  const [failed, setFailed] = useState(false);
  const showImage = category.image !== '' && !failed;
  return (
    <Link to={categoryHref(category.name)} className={styles.categoryCard} data-testid="category-card">
      {showImage && (
        <img
          src={category.image}
          alt=""
          className={styles.categoryImage}
          fetchPriority={first ? 'high' : 'auto'}
          onError={() => setFailed(true)}
        />
      )}
      <Flex direction="column" gap="2" p="5" className={styles.categoryText}>
        <Heading as="h3" size="6">
          {category.name}
        </Heading>
        <Text size="2" weight="medium">
          <Flex as="span" align="center" gap="1">
            {homeTexts.categoryAction}
            <ArrowRightIcon aria-hidden />
          </Flex>
        </Text>
      </Flex>
    </Link>
  );
}

export function CategoryCards({
  categories,
  loading,
}: {
  categories: readonly HomeCategory[];
  loading: boolean;
}) {
  const shown = categories.slice(0, HOME_CATEGORY_LIMIT);
  const count = loading ? 2 : shown.length;
  return (
    <Grid columns={COLUMNS[count] ?? '1'} gap="4" data-columns={count}>
      {loading
        ? Array.from({ length: count }, (_, i) => <Skeleton key={i} className={styles.categorySkeleton} />)
        : shown.map((c, i) => <CategoryCard key={c.name} category={c} first={i === 0} />)}
    </Grid>
  );
}
