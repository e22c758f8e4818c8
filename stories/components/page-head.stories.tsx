import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect, waitFor } from 'storybook/test';
import { PageHead } from '../../src/components/page-head.tsx';
import { productAsServed } from '../../src/contract/product.ts';
import { productMeta } from '../../src/domain/catalogue-meta.ts';
import { simpleMeta } from '../../src/domain/page-meta.ts';
import { toProduct } from '../../src/domain/product.ts';
import { saleProduct } from '../../src/mocks/fixtures/products.ts';

const SITE = 'https://supplies.example.in';
const STORE = 'Gupta Supply Co.';
const product = toProduct(productAsServed.parse(saleProduct));

/**
 * What a page tells search engines and chat apps about itself. Nothing shows on the page: React
 * puts the tags in the document's <head>, where these stories look for them.
 */
const meta = {
  title: 'Components/PageHead',
  component: PageHead,
  parameters: { layout: 'padded' },
  args: { meta: productMeta(SITE, STORE, product), siteUrl: SITE, siteName: STORE },
  render: (args) => (
    <>
      <PageHead {...args} />
      <Text as="p" color="gray">
        The tags are in the document head: {args.meta.title}
      </Text>
    </>
  ),
} satisfies Meta<typeof PageHead>;

export default meta;
type Story = StoryObj<typeof meta>;

const head = (selector: string) => [...document.head.querySelectorAll(selector)];

/** A product shared in a chat shows its picture, name and ₹ price; search engines get its offer. */
export const Product: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).toContain(product.name));
    const canonical = head('link[rel="canonical"]').map((l) => l.getAttribute('href'));
    expect(canonical).toEqual([`${SITE}/product/${encodeURIComponent(product.id)}`]);
    expect(head('meta[property="og:image"]')[0]?.getAttribute('content')).toMatch(/^https:\/\//);
    expect(head('meta[property="og:title"]')[0]?.getAttribute('content')).toContain('₹');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as { '@type': string; offers?: { priceCurrency: string } },
    );
    expect(data.find((d) => d['@type'] === 'Product')?.offers?.priceCurrency).toBe('INR');
    expect(head('meta[name="robots"]')).toHaveLength(0);
  },
};

/** One shopper's page: kept out of search results, with no address or preview to share. */
export const NotIndexed: Story = {
  args: { meta: simpleMeta(STORE, 'My Account', { noindex: true }) },
  play: async () => {
    await waitFor(() => expect(document.title).toBe(`My Account | ${STORE}`));
    expect(head('meta[name="robots"]')[0]?.getAttribute('content')).toBe('noindex');
    expect(head('link[rel="canonical"]')).toHaveLength(0);
    expect(head('meta[property="og:title"]')).toHaveLength(0);
  },
};
