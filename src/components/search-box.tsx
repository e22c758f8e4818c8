import { TextField } from '@radix-ui/themes';
import clsx from 'clsx';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { MAX_QUERY_LENGTH } from '../contract/limits.ts';
import type { Suggestions } from '../contract/product.ts';
import { formatMoney } from '../domain/money.ts';
import { productsPath } from '../domain/page-meta.ts';
import { productHref, searchResultsHref } from '../domain/routes.ts';
import { searchWords } from '../domain/search.ts';
import styles from './search-box.module.css';

const loadSuggestions = () => import('./search-suggestions.tsx');
const SearchSuggestions = lazy(loadSuggestions);

export const searchBoxTexts = {
  label: 'Search products',
  placeholder: 'Search products',
  loading: 'Searching…',
  none: 'No suggestions',
  count: (n: number) =>
    `${n} ${n === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrows to choose`,
  categories: 'Categories',
  products: 'Products',
  seeAll: (q: string) => `See all results for “${q}”`,
  inCategory: (category: string) => `in ${category}`,
} as const;

/**
 * The shop's magnifying glass (15 px, as Radix's icons), the header's and the search pages' own.
 */
export function SearchIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
      <circle cx="6.5" cy="6.5" r="4.5" stroke="currentColor" strokeWidth="1.2" />
      <path d="M10 10l3.5 3.5" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchOption {
  key: string;
  href: string;
  label: string;
  kind: 'category' | 'product' | 'all';
  detail?: string;
  image?: string | null | undefined;
}

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions for `value` (null: this server suggests nothing; undefined: not asked yet). */
  suggestions: Suggestions | null | undefined;
  loading: boolean;
  /** Enter on the text, or the form's button: the results page for this text. */
  onSubmit: (q: string) => void;
  /** A suggestion chosen (Enter on the highlighted one, or a click): its address. */
  onPick: (href: string) => void;
  className?: string;
}

/** The list's options for a query: categories, products, then "See all results" (none without suggestions). */
export function suggestionOptions(q: string, suggestions: Suggestions | null | undefined): SearchOption[] {
  if (!suggestions) return [];
  const options: SearchOption[] = [
    ...suggestions.categories.map((c): SearchOption => ({
      key: `c:${c.category}:${c.parentCategory ?? ''}`,
      kind: 'category',
      label: c.parentCategory ?? c.category,
      detail: c.parentCategory ? searchBoxTexts.inCategory(c.category) : undefined,
      href: productsPath({ category: c.category, parentCategory: c.parentCategory }),
    })),
    ...suggestions.products.map((p): SearchOption => ({
      key: `p:${p.id}`,
      kind: 'product',
      label: p.title,
      detail: formatMoney(p.price),
      image: p.imgUrl,
      href: productHref(p.id),
    })),
  ];
  if (options.length > 0)
    options.push({
      key: 'all',
      kind: 'all',
      label: searchBoxTexts.seeAll(q.trim()),
      href: searchResultsHref(q.trim()),
    });
  return options;
}

/**
 * The header's product search: a form that works without script (GET /products?q=), enhanced to a
 * WAI-ARIA combobox with a listbox of suggestions: arrows move through them, Enter opens the
 * highlighted one (or the results page), Escape closes the list and then clears the text, and a
 * live region says how many there are. It only shows what it is given; the caller fetches.
 */
export function SearchBox({
  value,
  onValueChange,
  suggestions,
  loading,
  onSubmit,
  onPick,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = searchWords(value);
  const options = words.length > 0 ? suggestionOptions(value, suggestions) : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const n = options.length;
      // From the text, down goes to the first and up to the last; in the list both wrap around.
      setActive((i) => (!expanded || i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      setOpen(false);
      onPick(options[active].href);
    }
  };

  // What the live region says: nothing while closed, then searching, then how many (See all aside).
  let status = '';
  if (open && words.length > 0) {
    if (loading && !suggestions) status = searchBoxTexts.loading;
    else if (suggestions)
      status = options.length === 0 ? searchBoxTexts.none : searchBoxTexts.count(options.length - 1);
  }

  return (
    <form
      action="/products"
      method="get"
      role="search"
      className={clsx(styles.root, className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (words.length === 0) return;
        setOpen(false);
        onSubmit(value.trim());
      }}
    >
      <TextField.Root
        type="search"
        name="q"
        size="2"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={searchBoxTexts.placeholder}
        aria-label={searchBoxTexts.label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          // The list's code and styles load while the shopper types the first letters.
          void loadSuggestions();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      >
        <TextField.Slot>
          <SearchIcon />
        </TextField.Slot>
      </TextField.Root>
      <div id={listId} role="listbox" aria-label={searchBoxTexts.label} hidden={!expanded}>
        {expanded && (
          <Suspense fallback={null}>
            <SearchSuggestions
              id={id}
              options={options}
              active={active}
              words={words}
              optionId={optionId}
              onActive={setActive}
              onPick={(href) => {
                setOpen(false);
                onPick(href);
              }}
            />
          </Suspense>
        )}
      </div>
      {/* Only while the box has focus, so the page's own status messages stay the only ones. */}
      {open && (
        <span role="status" className="visually-hidden">
          {status}
        </span>
      )}
    </form>
  );
}
