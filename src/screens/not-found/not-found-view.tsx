import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

/** The 404 page (spec section 2). */
export function NotFoundView() {
  return (
    <Flex direction="column" align="center" gap="4" py="9" px="4" asChild>
      <main>
        <Text size="9" weight="bold" color="indigo" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="6">
          Oops! Page not found
        </Heading>
        <Text color="gray" align="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button asChild size="3">
          <Link to="/">Back to home</Link>
        </Button>
      </main>
    </Flex>
  );
}
