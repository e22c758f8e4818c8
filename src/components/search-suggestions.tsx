import { Text } from '@radix-ui/themes';
import clsx from 'clsx';
import { useEffect } from 'react';
import { highlightParts } from '../domain/search-display.ts';
import { searchBoxTexts, type SearchOption } from './search-box.tsx';
import styles from './search-suggestions.module.css';

export interface SearchSuggestionsProps {
  id: string;
  options: readonly SearchOption[];
  active: number;
  words: readonly string[];
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onPick: (href: string) => void;
}

function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The search box's open list: categories, then products with picture and price, then "See all
 * results", the query's words in bold. Loaded when the box is first focused (search-box.tsx), so
 * the first page load carries only the box.
 */
export default function SearchSuggestions({
  id,
  options,
  active,
  words,
  optionId,
  onActive,
  onPick,
}: SearchSuggestionsProps) {
  // The highlighted option stays in sight as the arrows move through a list taller than the screen.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const group = (kind: SearchOption['kind'], heading: string | undefined) => {
    const items = options.map((option, i) => ({ option, i })).filter(({ option }) => option.kind === kind);
    if (items.length === 0) return null;
    const headingId = `${id}-${kind}`;
    return (
      <div
        role="group"
        aria-labelledby={heading ? headingId : undefined}
        aria-label={heading ? undefined : items[0]!.option.label}
      >
        {heading && (
          <Text as="div" id={headingId} size="1" color="gray" weight="medium" className={styles.groupHeading}>
            {heading}
          </Text>
        )}
        {items.map(({ option, i }) => (
          // The text box keeps the focus and handles the keys (aria-activedescendant points here).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={option.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={clsx(styles.option, i === active && styles.active)}
            // Keeps the focus in the text box, so the list stays open for the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.href)}
            onMouseMove={() => onActive(i)}
          >
            {option.kind === 'product' && (
              <img
                src={option.image ?? undefined}
                alt=""
                width={32}
                height={32}
                className={styles.thumb}
                loading="lazy"
              />
            )}
            <span className={styles.optionText}>
              <span>
                {option.kind === 'all' ? option.label : <Highlighted text={option.label} words={words} />}
              </span>
              {option.detail && (
                <Text size="1" color="gray">
                  {option.detail}
                </Text>
              )}
            </span>
          </div>
        ))}
      </div>
    );
  };

  return (
    <div className={styles.list}>
      {group('category', searchBoxTexts.categories)}
      {group('product', searchBoxTexts.products)}
      {group('all', undefined)}
    </div>
  );
}
