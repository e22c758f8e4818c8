import Cross2Icon from '~icons/radix-icons/cross-2';
import { Badge, Box, Button, Flex, Heading, IconButton } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { LabelledSelect } from '../../components/native-select.tsx';
import type { ProductFacets } from '../../contract/product.ts';
import { formatCount } from '../../domain/count.ts';
import { activeFilterCount, effectiveSort, SORT_LABELS } from '../../domain/search-state.ts';
import { SORTS, type SearchState, type Sort } from '../../domain/search.ts';
import { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';
import styles from './filter-panel.module.css';
import { searchTexts as texts } from './search-texts.ts';

export interface SearchToolbarProps extends Omit<FilterPanelProps, 'facets'> {
  facets: ProductFacets | undefined;
  /** The list's size, for the phone sheet's "Show N results". */
  total: number | undefined;
}

/** The sort control, the phone's filter sheet button and the chips of the filters in force. */
export function SearchToolbar({ state, facets, onChange, categoryHref, total }: SearchToolbarProps) {
  const sheetId = useId();
  const sheet = useRef<HTMLDialogElement>(null);
  // The sheet's panel exists only while it is open: the page carries one panel, not two.
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => {
    if (sheetOpen && !sheet.current?.open) sheet.current?.showModal();
  }, [sheetOpen]);
  const sort = effectiveSort(state.sort, Boolean(state.q));
  const sorts = SORTS.filter((s) => s !== 'relevance' || state.q);
  const count = activeFilterCount(state);

  const chips: { key: string; label: string; clear: Partial<Record<keyof SearchState, undefined>> }[] = [];
  if (state.minPrice !== undefined || state.maxPrice !== undefined)
    chips.push({
      key: 'price',
      label: texts.priceChip(state.minPrice, state.maxPrice),
      clear: { minPrice: undefined, maxPrice: undefined },
    });
  if (state.size)
    chips.push({ key: 'size', label: `${texts.size}: ${state.size}`, clear: { size: undefined } });
  if (state.color)
    chips.push({ key: 'color', label: `${texts.color}: ${state.color}`, clear: { color: undefined } });
  if (state.inStock) chips.push({ key: 'inStock', label: texts.inStockChip, clear: { inStock: undefined } });

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="end" wrap="wrap">
        <LabelledSelect
          direction="column"
          label={texts.sort}
          value={sort}
          onValueChange={(value) => onChange({ ...state, sort: value as Sort })}
          options={sorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
        <Box display={{ initial: 'block', md: 'none' }}>
          <Button
            variant="soft"
            color="gray"
            data-testid="filters-button"
            aria-haspopup="dialog"
            onClick={() => setSheetOpen(true)}
          >
            {texts.filtersButton(count)}
          </Button>
          {/* The browser's modal dialog: focus kept inside, Escape closes, focus back on the button. */}
          <dialog
            ref={sheet}
            aria-labelledby={sheetId}
            className={styles.sheet}
            onClose={() => setSheetOpen(false)}
          >
            <Flex justify="between" align="center" mb="2">
              <Heading as="h2" size="5" id={sheetId}>
                {texts.filters}
              </Heading>
              <IconButton
                variant="ghost"
                color="gray"
                aria-label={texts.closeFilters}
                onClick={() => sheet.current?.close()}
              >
                <Cross2Icon aria-hidden />
              </IconButton>
            </Flex>
            {sheetOpen && (
              <>
                <FilterPanel
                  state={state}
                  facets={facets}
                  onChange={onChange}
                  categoryHref={categoryHref}
                  showHeading={false}
                />
                <Flex justify="end" mt="5">
                  <Button size="3" onClick={() => sheet.current?.close()}>
                    {texts.showResults(formatCount(total ?? 0))}
                  </Button>
                </Flex>
              </>
            )}
          </dialog>
        </Box>
      </Flex>
      {chips.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={texts.activeFilters}>
          {chips.map((chip) => (
            <Badge key={chip.key} size="2" variant="soft" radius="full" asChild>
              <button
                type="button"
                onClick={() => onChange({ ...state, ...chip.clear })}
                aria-label={texts.remove(chip.label)}
                style={{ cursor: 'pointer', border: 0 }}
              >
                {chip.label}
                <Cross2Icon aria-hidden />
              </button>
            </Badge>
          ))}
          {chips.length > 1 && (
            <Button
              variant="ghost"
              size="1"
              onClick={() =>
                onChange({
                  ...state,
                  minPrice: undefined,
                  maxPrice: undefined,
                  size: undefined,
                  color: undefined,
                  inStock: undefined,
                })
              }
            >
              {texts.clearAll}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
