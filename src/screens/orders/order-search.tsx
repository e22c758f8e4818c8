import { Button, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ORDER_SEARCH_MAX } from '../../contract/limits.ts';
import { SearchIcon } from '../../components/search-box.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { ordersSearchHref } from '../../domain/routes.ts';
import { ordersTexts } from './orders-texts.ts';

/**
 * "Find an order": a number or a product's words, as `/orders?q=` (a link to the results, and the
 * Back button's way to the whole list). Works before the page's script runs, as a plain form. Under
 * it, once orders are `found`, what they were found by and the way back to all.
 */
export function OrderSearch({ query, found }: { query: string | undefined; found: boolean }) {
  const navigate = useNavigate();
  // The words in the box: the ones searched for, again whenever they change (Back, "Show all orders").
  const [text, setText] = useState(query ?? '');
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    setSearched(query);
    setText(query ?? '');
  }
  return (
    <Flex direction="column" gap="2" mb="4">
      <form
        action="/orders"
        method="get"
        role="search"
        aria-label={ordersTexts.findLabel}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(ordersSearchHref(text));
        }}
      >
        <Flex gap="2">
          <TextField.Root
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={ORDER_SEARCH_MAX}
            placeholder={ordersTexts.findPlaceholder}
            aria-label={ordersTexts.findLabel}
            style={{ flexGrow: 1 }}
          >
            <TextField.Slot>
              <SearchIcon />
            </TextField.Slot>
          </TextField.Root>
          <SubmitButton worksWithoutScript>{ordersTexts.find}</SubmitButton>
        </Flex>
      </form>
      {query !== undefined && found && (
        <Flex gap="3" align="center" wrap="wrap">
          <Text size="2" color="gray" role="status">
            {ordersTexts.matching(query)}
          </Text>
          <Link asChild size="2">
            <RouterLink to="/orders">{ordersTexts.showAll}</RouterLink>
          </Link>
        </Flex>
      )}
    </Flex>
  );
}

/** No order holds the words searched for: what to try, and the way back to them all. */
export function NoOrderMatches({ query }: { query: string }) {
  return (
    <Flex direction="column" align="center" gap="3" py="9" data-testid="orders-no-match">
      <Heading as="h2" size="5" align="center">
        {ordersTexts.noMatchTitle(query)}
      </Heading>
      <Text color="gray" align="center">
        {ordersTexts.noMatchHint}
      </Text>
      <Button asChild size="3" variant="soft">
        <RouterLink to="/orders">{ordersTexts.showAll}</RouterLink>
      </Button>
    </Flex>
  );
}
