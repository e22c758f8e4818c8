import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchBox, searchBoxTexts as texts, type SearchBoxProps } from '../../src/components/search-box.tsx';
import type { Suggestions } from '../../src/contract/product.ts';
import { productHref } from '../../src/domain/routes.ts';
import { bubblePouches, bubbleWrap, suggestionOf } from '../../src/mocks/fixtures/products.ts';

/** "bub": two products and the category whose sub-category names it. */
const found: Suggestions = {
  products: [suggestionOf(bubbleWrap), suggestionOf(bubblePouches)],
  categories: [{ category: 'Packaging & Shipping Products', parentCategory: 'Bubble Wrap', count: 2 }],
};

/** The box keeping its own text, as the header does; the list shows once there is text. */
function Typed(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Box maxWidth="420px" minHeight="420px">
      <SearchBox
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded' },
  args: {
    value: '',
    suggestions: found,
    loading: false,
    onValueChange: fn(),
    onSubmit: fn(),
    onPick: fn(),
  },
  render: (args) => <Typed {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const box = (canvas: Canvas) => canvas.getByRole('combobox', { name: texts.label });

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(canvas).closest('form')).toHaveAttribute('action', '/products');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const SuggestionsLoading: Story = {
  args: { suggestions: undefined, loading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'bub');
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.loading);
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Categories, then products with picture and price, then "See all"; the typed part in bold. */
export const WithProductsAndCategories: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'bub');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'true');
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: texts.products })).toBeVisible();
    await expect(canvas.getByRole('group', { name: texts.categories })).toBeVisible();
    await expect(options[3]).toHaveTextContent(texts.seeAll('bub'));
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.count(3));
    await expect(options[1]!.querySelector('mark')).toHaveTextContent('Bub');
  },
};

/** Arrows move the highlight (wrapping), Enter opens the highlighted suggestion. */
export const KeyboardChoosesAProduct: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'bub');
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = box(canvas).getAttribute('aria-activedescendant');
    await expect(document.getElementById(active!)).toHaveTextContent(bubbleWrap.title);
    await expect(document.getElementById(active!)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(
      document.getElementById(box(canvas).getAttribute('aria-activedescendant')!),
    ).toHaveTextContent(texts.seeAll('bub'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(productHref(String(bubbleWrap.id)));
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter without a highlight searches; Escape closes the list, then clears the text. */
export const EnterSearchesEscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'bubble wrap{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('bubble wrap');
    await userEvent.type(box(canvas), '{ArrowDown}');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(canvas)).toHaveValue('bubble wrap');
    await userEvent.keyboard('{Escape}');
    await expect(box(canvas)).toHaveValue('');
  },
};

export const ClickChoosesACategory: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'bub');
    await userEvent.click(await canvas.findByRole('option', { name: /Bubble Wrap in Packaging/ }));
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith(
        '/products?category=packaging%20%26%20shipping%20products&parentCategory=Bubble%20Wrap',
      ),
    );
  },
};

export const NoSuggestions: Story = {
  args: { suggestions: { products: [], categories: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(box(canvas), 'qqz');
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.none);
    await expect(box(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: WithProductsAndCategories.play,
};
