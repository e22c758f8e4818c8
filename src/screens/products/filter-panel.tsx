import { Button, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductFacets } from '../../contract/product.ts';
import { formatCount } from '../../domain/count.ts';
import type { SearchState } from '../../domain/search.ts';
import styles from './filter-panel.module.css';
import { searchTexts as texts } from './search-texts.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

export interface FilterPanelProps {
  state: SearchState;
  facets: ProductFacets | undefined;
  onChange: (next: SearchState) => void;
  /** The address of the list in each category, the search kept (the panel's category links). */
  categoryHref: (category: string) => string;
  /** The panel's own "Filters" heading (the phone's sheet has its own). */
  showHeading?: boolean;
}

const ANY = '__any__';
/** Options a size or colour list shows before "Show all". */
export const SHORT_LIST = 8;

function Choice({
  legend,
  name,
  values,
  chosen,
  onChoose,
}: {
  legend: string;
  name: string;
  values: readonly { value: string; count: number }[];
  chosen: string | undefined;
  onChoose: (value: string | undefined) => void;
}) {
  // A value from the address that the list no longer has stays shown, so it can be cleared.
  const all =
    chosen && !values.some((v) => v.value === chosen) ? [{ value: chosen, count: 0 }, ...values] : values;
  const [expanded, setExpanded] = useState(false);
  if (all.length === 0) return null;
  // A long list shows its first few (and the chosen one) until the shopper asks for the rest.
  const shown =
    expanded || all.length <= SHORT_LIST ? all : all.filter((v, i) => i < SHORT_LIST || v.value === chosen);
  const option = (value: string | undefined, label: ReactNode) => (
    <Text as="label" size="2" className={styles.option} key={value ?? ANY}>
      <input
        type="radio"
        name={name}
        value={value ?? ANY}
        checked={chosen === value}
        onChange={() => onChoose(value)}
      />
      {label}
    </Text>
  );
  return (
    <fieldset className={styles.fieldset}>
      <Text as="div" size="2" weight="bold" asChild>
        <legend>{legend}</legend>
      </Text>
      <Flex direction="column" gap="1" mt="2">
        {option(undefined, texts.any)}
        {shown.map(({ value, count }) =>
          option(
            value,
            <>
              {value}{' '}
              <Text color="gray" size="1">
                ({formatCount(count)})
              </Text>
            </>,
          ),
        )}
      </Flex>
      {all.length > SHORT_LIST && (
        <Button type="button" variant="ghost" size="1" mt="2" onClick={() => setExpanded((e) => !e)}>
          {expanded ? texts.showFewer : texts.showAll(all.length)}
        </Button>
      )}
    </fieldset>
  );
}

function PriceRange({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const id = useId();
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [problem, setProblem] = useState(false);
  const read = (text: string) => (/^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : undefined);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = read(min);
    const maxPrice = read(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setProblem(true);
      return;
    }
    setProblem(false);
    onChange({ ...state, minPrice, maxPrice });
  };

  return (
    <form onSubmit={apply} aria-labelledby={id} noValidate>
      <Flex direction="column" gap="2">
        <Text id={id} size="2" weight="bold">
          {texts.price}
        </Text>
        <Flex gap="2" align="center">
          <TextField.Root
            aria-label={texts.minPrice}
            placeholder={texts.min}
            inputMode="numeric"
            value={min}
            onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            style={{ width: '6rem' }}
          />
          <Text color="gray" aria-hidden>
            –
          </Text>
          <TextField.Root
            aria-label={texts.maxPrice}
            placeholder={texts.max}
            inputMode="numeric"
            value={max}
            onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
            aria-invalid={problem || undefined}
            style={{ width: '6rem' }}
          />
          <SubmitButton variant="soft">{texts.apply}</SubmitButton>
        </Flex>
        {problem && (
          <Text id={`${id}-problem`} size="1" color="red" role="alert">
            {texts.priceProblem}
          </Text>
        )}
      </Flex>
    </form>
  );
}

/** Price range, size, colour, in stock and categories: the list's filters, offering what exists. */
export function FilterPanel({ state, facets, onChange, categoryHref, showHeading = true }: FilterPanelProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="5" data-testid="filter-panel">
      {showHeading && (
        <Heading as="h2" size="4">
          {texts.filters}
        </Heading>
      )}
      {/* Remounted when the address's prices change (chips, Clear all), so the boxes show them. */}
      <PriceRange key={`${state.minPrice}-${state.maxPrice}`} state={state} onChange={onChange} />
      <Choice
        legend={texts.size}
        name={`${id}-size`}
        values={facets?.sizes ?? []}
        chosen={state.size}
        onChoose={(size) => onChange({ ...state, size })}
      />
      <Choice
        legend={texts.color}
        name={`${id}-color`}
        values={facets?.colors ?? []}
        chosen={state.color}
        onChoose={(color) => onChange({ ...state, color })}
      />
      <Text as="label" size="2" className={styles.option}>
        <input
          type="checkbox"
          checked={state.inStock ?? false}
          onChange={(event) => onChange({ ...state, inStock: event.target.checked || undefined })}
        />
        {texts.inStock}
      </Text>
      {facets && facets.categories.length > 1 && (
        <nav aria-label={texts.categories}>
          <Flex direction="column" gap="2">
            <Text size="2" weight="bold">
              {texts.categories}
            </Text>
            {facets.categories.map(({ value, count }) => (
              <Link key={value} asChild size="2">
                <RouterLink to={categoryHref(value)}>
                  {value} ({formatCount(count)})
                </RouterLink>
              </Link>
            ))}
          </Flex>
        </nav>
      )}
    </Flex>
  );
}
