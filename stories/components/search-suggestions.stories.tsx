import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { expect, fn } from 'storybook/test';
import { suggestionOptions } from '../../src/components/search-box.tsx';
import SearchSuggestions from '../../src/components/search-suggestions.tsx';
import type { Suggestions } from '../../src/contract/product.ts';
import { searchWords } from '../../src/domain/search.ts';
import {
  bubblePouches,
  bubbleWrap,
  courierBags,
  ecoMailerBags,
  suggestionOf,
} from '../../src/mocks/fixtures/products.ts';

const withCategories: Suggestions = {
  products: [suggestionOf(bubbleWrap), suggestionOf(bubblePouches)],
  categories: [{ category: 'Packaging & Shipping Products', parentCategory: 'Bubble Wrap', count: 2 }],
};

const bags: Suggestions = {
  products: [suggestionOf(courierBags), suggestionOf(ecoMailerBags)],
  categories: [],
};

// The open list of the search box (Components/SearchBox shows it working; its pictures are taken
// after the box loses focus, when the list has closed), here on its own so its look is reviewed.
const meta = {
  title: 'Components/SearchSuggestions',
  component: SearchSuggestions,
  parameters: { layout: 'padded' },
  args: {
    id: 'search',
    options: suggestionOptions('bub', withCategories),
    words: searchWords('bub'),
    active: 1,
    optionId: (i: number) => `search-option-${i}`,
    onActive: fn(),
    onPick: fn(),
  },
  render: (args) => (
    <Box maxWidth="420px" height="360px">
      {/* Where the text box would be: the list hangs below its positioned parent. */}
      <Box position="relative">
        <div role="listbox" aria-label="Search products">
          <SearchSuggestions {...args} />
        </div>
      </Box>
    </Box>
  ),
} satisfies Meta<typeof SearchSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductsAndCategories: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const options = canvas.getAllByRole('option');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[1]).toHaveTextContent(bubbleWrap.title);
    await userEvent.click(options[2]!);
    await expect(args.onPick).toHaveBeenCalledWith(`/product/${String(bubblePouches.id)}`);
  },
};

export const ProductsOnly: Story = {
  args: { options: suggestionOptions('bags', bags), words: searchWords('bags'), active: -1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.queryAllByRole('option', { selected: true })).toHaveLength(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: ProductsAndCategories.play,
};
