import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import Cross2Icon from '~icons/radix-icons/cross-2';
import ViewGridIcon from '~icons/radix-icons/view-grid';
import ColumnsIcon from '~icons/radix-icons/columns';
import { useId } from 'react';
import { NativeSelect } from '../../components/native-select.tsx';
import { productsTexts as texts, type GridLayout } from './products-texts.ts';

// 'All Types' needs a value no sub-category can have.
const ALL = '__all__';

export interface ProductsToolbarProps {
  subCategories: readonly string[];
  parentCategory: string | undefined;
  onParentCategoryChange: (value: string | undefined) => void;
  layout: GridLayout;
  onLayoutChange: (layout: GridLayout) => void;
}

/** The sub-category filter with its clear button, and the 3/2-column switch (hidden below 768px). */
export function ProductsToolbar({
  subCategories,
  parentCategory,
  onParentCategoryChange,
  layout,
  onLayoutChange,
}: ProductsToolbarProps) {
  const selectId = useId();
  // A parentCategory from the address that the list does not offer is still shown as chosen.
  const options =
    parentCategory && !subCategories.includes(parentCategory)
      ? [parentCategory, ...subCategories]
      : subCategories;

  return (
    <Flex justify="between" align="end" gap="3" wrap="wrap">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={selectId} size="2" weight="medium">
          {texts.subCategory}
        </Text>
        <Flex gap="2" align="center">
          <NativeSelect
            id={selectId}
            value={parentCategory ?? ALL}
            onValueChange={(value) => onParentCategoryChange(value === ALL ? undefined : value)}
            options={[
              { value: ALL, label: texts.allTypes },
              ...options.map((name) => ({ value: name, label: name })),
            ]}
          />
          {parentCategory && (
            <Button
              variant="soft"
              color="gray"
              aria-label={texts.clearLabel}
              onClick={() => onParentCategoryChange(undefined)}
            >
              <Cross2Icon aria-hidden />
              {texts.clear}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex
        gap="2"
        role="group"
        aria-label={texts.layout}
        display={{ initial: 'none', sm: 'flex' }}
        data-testid="grid-layout"
      >
        <IconButton
          variant={layout === 3 ? 'solid' : 'soft'}
          color={layout === 3 ? undefined : 'gray'}
          aria-label={texts.threeColumns}
          aria-pressed={layout === 3}
          onClick={() => onLayoutChange(3)}
        >
          <ViewGridIcon aria-hidden />
        </IconButton>
        <IconButton
          variant={layout === 2 ? 'solid' : 'soft'}
          color={layout === 2 ? undefined : 'gray'}
          aria-label={texts.twoColumns}
          aria-pressed={layout === 2}
          onClick={() => onLayoutChange(2)}
        >
          <ColumnsIcon aria-hidden />
        </IconButton>
      </Flex>
    </Flex>
  );
}
