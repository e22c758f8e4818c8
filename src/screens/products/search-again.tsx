import { Flex, Link, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MAX_QUERY_LENGTH } from '../../contract/limits.ts';
import { SearchIcon, searchBoxTexts } from '../../components/search-box.tsx';
import { searchTexts as texts } from './search-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface SearchAgainProps {
  q: string;
  /** Category names near the query (the server's `didYouMean`). */
  didYouMean: readonly string[];
  searchHref: (q: string) => string;
}

/** A search that found nothing: the query kept editable, a hint, and names near it to try. */
export function SearchAgain({ q, didYouMean, searchHref }: SearchAgainProps) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <Flex direction="column" align="center" gap="3" data-testid="search-again">
      <Text color="gray" align="center" size="2">
        {texts.noResultsHint}
      </Text>
      <form
        action="/products"
        method="get"
        role="search"
        aria-label={texts.searchAgain}
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          if (typeof text === 'string' && text.trim()) void navigate(searchHref(text.trim()));
        }}
      >
        <Flex gap="2">
          <TextField.Root
            id={id}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            aria-label={searchBoxTexts.label}
          >
            <TextField.Slot>
              <SearchIcon />
            </TextField.Slot>
          </TextField.Root>
          <SubmitButton worksWithoutScript>{texts.searchAgain}</SubmitButton>
        </Flex>
      </form>
      {didYouMean.length > 0 && (
        <Text size="2">
          {texts.didYouMean}{' '}
          {didYouMean.map((name, i) => (
            <span key={name}>
              {i > 0 && ', '}
              <Link asChild>
                <RouterLink to={searchHref(name)}>{name}</RouterLink>
              </Link>
            </span>
          ))}
        </Text>
      )}
    </Flex>
  );
}
