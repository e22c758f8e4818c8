import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

export const notFoundTexts = {
  heading: 'Oops! Page not found',
  detail: 'The page you are looking for does not exist or has moved.',
  home: 'Back to home',
  products: 'Browse Products',
} as const;

/** The 404 page (spec section 2); the layout provides the main landmark. */
export function NotFoundView() {
  return (
    <Flex direction="column" align="center" gap="4" py="9" px="4" asChild>
      <section aria-labelledby="not-found-heading">
        <Text size="9" weight="bold" color="indigo" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="6" id="not-found-heading" align="center">
          {notFoundTexts.heading}
        </Heading>
        <Text color="gray" align="center">
          {notFoundTexts.detail}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link to="/" className="tap-target">
              {notFoundTexts.home}
            </Link>
          </Button>
          <Button asChild size="3" variant="outline">
            <Link to="/products" className="tap-target">
              {notFoundTexts.products}
            </Link>
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}
