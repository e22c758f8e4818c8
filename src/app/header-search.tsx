import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSuggestions } from '../api/product-search.ts';
import type { Suggestions } from '../contract/product.ts';
import { SearchBox } from '../components/search-box.tsx';
import { searchResultsHref } from '../domain/routes.ts';
import { MIN_SUGGEST_LENGTH, queryProblem, searchWords } from '../domain/search.ts';

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The header's search fed by GET /products/suggest: asked SUGGEST_DEBOUNCE_MS after typing pauses,
 * the previous question cancelled when a newer one starts, an answer kept per query while the text
 * box is open. On the results page it shows the query searched for.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const searched =
    location.pathname === '/products' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(searched);
  const [answer, setAnswer] = useState<{ q: string; suggestions: Suggestions | null } | undefined>();

  // A new address (back, forward, a link) shows its own query.
  const [shown, setShown] = useState(searched);
  // Suggestions are for what the shopper types, not for the query a results page arrives with.
  const [typed, setTyped] = useState(false);
  if (shown !== searched) {
    setShown(searched);
    setValue(searched);
    setTyped(false);
  }

  const q = typed ? searchWords(value).join(' ') : '';
  useEffect(() => {
    if (q.length < MIN_SUGGEST_LENGTH || queryProblem(q)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(q, controller.signal)
        .then((suggestions) => setAnswer({ q, suggestions }))
        // A failed question shows no list (Enter still searches); a cancelled one is forgotten.
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ q, suggestions: null });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return (
    <SearchBox
      className={className}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        setTyped(true);
      }}
      suggestions={answer?.q === q ? answer.suggestions : undefined}
      loading={q.length >= MIN_SUGGEST_LENGTH && answer?.q !== q}
      onSubmit={(text) => void navigate(searchResultsHref(text))}
      onPick={(href) => void navigate(href)}
    />
  );
}
