import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { homeTexts } from './home-texts.ts';
import styles from './home.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Flex
        direction="column"
        align="center"
        gap="5"
        px="4"
        py={{ initial: '8', md: '9' }}
        className={styles.inner}
      >
        <Heading as="h1" id="home-hero-title" size={{ initial: '8', md: '9' }} align="center">
          {homeTexts.heroTitle}
        </Heading>
        <Text as="p" size={{ initial: '3', md: '4' }} color="gray" align="center" className={styles.subtitle}>
          {homeTexts.heroSubtitle}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link to="/products">{homeTexts.browse}</Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link to="/products?featured=true">{homeTexts.featuredItems}</Link>
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
