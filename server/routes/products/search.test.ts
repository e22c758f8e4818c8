import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions, type ProductAsServed, type ProductListInput } from '../../../src/contract/product.ts';
import { SUGGESTION_LIMIT } from '../../../src/contract/limits.ts';
import { payablePrice, productOptions } from '../../../src/domain/product.ts';
import { seedProducts } from '../../catalogue/products.ts';
import { toProductRow } from '../../db/seed.ts';
import { products } from '../../db/schema.ts';
import { apiClient } from '../../test/client.ts';
import { createHarness, type Harness } from '../../test/harness.ts';
import { bodyOf, call, errorIn, listProducts } from '../../test/helpers.ts';

let h: Harness;
let catalogue: ProductAsServed[];

const list = (query: string) => listProducts(h, query);

const refused = async (path: string) => {
  const res = await call(h, 'GET', path);
  expect(res.status).toBe(400);
  return errorIn(res);
};

const price = (p: ProductAsServed) => payablePrice(p.regularPrice, p.discountedPrice);
const options = (p: ProductAsServed) => productOptions(p.attributes);
const inStock = (p: ProductAsServed) =>
  p.stock === undefined || p.stock > 0 || Object.values(p.sizeStock ?? {}).some((n) => n > 0);

beforeAll(async () => {
  h = await createHarness();
  const pages = await Promise.all([list('limit=100&page=1'), list('limit=100&page=2')]);
  catalogue = pages.flatMap((p) => p.products);
  // A short title that longer ones share, listed last by age: only the exact-title rule puts it first.
  await h.database.db.insert(products).values({
    ...toProductRow(
      {
        ...seedProducts.find((p) => p.title.includes('Bubble Wrap'))!,
        slug: 'bubble-wrap',
        title: 'Bubble Wrap',
      },
      new Date('2001-01-01T00:00:00Z'),
    ),
    id: '00000000-0000-5000-8000-00000000b0b0',
  });
});
afterAll(() => h.close());

describe('search (GET /products?q=)', () => {
  it('lists a title equal to the query first, though it is the oldest', async () => {
    const { products: found, total, search } = await list('q=Bubble%20wrap');
    expect(found[0]?.title).toBe('Bubble Wrap');
    expect(total).toBeGreaterThan(1);
    expect(search).toEqual({ sort: 'relevance', fuzzy: false, didYouMean: [] });
    // The same query sorted newest first keeps it last.
    const newest = await list(`q=Bubble%20wrap&sort=newest&limit=100`);
    expect(newest.products.at(-1)?.title).toBe('Bubble Wrap');
  });

  it('finds every seeded product by its own title, first', async () => {
    for (const p of catalogue.filter((_, i) => i % 9 === 0)) {
      const { products: found } = await list(`q=${encodeURIComponent(p.title)}&limit=1`);
      expect(found[0]?.id, p.title).toBe(p.id);
    }
  });

  it('matches plurals both ways and the word being typed', async () => {
    const boxes = await list('q=boxes&limit=100');
    expect(boxes.products.some((p) => / box /i.test(p.title))).toBe(true);
    const box = await list('q=box&limit=100');
    expect(box.total).toBe(boxes.total);
    // "packagi" is a prefix of "packaging", whose stem ("packag") is shorter than the prefix.
    const typed = await list('q=packagi&limit=100');
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.products.every((p) => /packagi/i.test(`${p.title} ${p.category} ${p.description}`))).toBe(
      true,
    );
  });

  it("finds a product by the owner's keywords, in Hinglish as typed or in Hindi, without showing them", async () => {
    const mops = catalogue.filter((p) => /\bmop\b/i.test(p.title));
    expect(mops.length).toBeGreaterThan(1);
    for (const q of ['pocha', 'Pochha', 'पोछा']) {
      const { products: found, search } = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(found.map((p) => p.id).sort(), q).toEqual(mops.map((p) => p.id).sort());
      expect(search?.fuzzy).toBe(false);
    }
    // Devanagari with a nukta: ड़ typed as one letter (U+095C) or as ड and its dot (U+0921 U+093C) is
    // one word once NFKC.
    const brooms = await list(`q=${encodeURIComponent('\u091d\u093e\u095c\u0942')}&limit=100`);
    expect(brooms.products.map((p) => p.title).sort()).toEqual(
      catalogue
        .filter((p) => /broom/i.test(p.title))
        .map((p) => p.title)
        .sort(),
    );
    expect((await list(`q=${encodeURIComponent('\u091d\u093e\u0921\u093c\u0942')}`)).total).toBe(
      brooms.total,
    );
    // With another word, every word must still match: "kachra bags" is the garbage bags (and a
    // dustbin, "kachra dabba", that speaks of bags), not every bag.
    const garbage = await list('q=kachra%20bags&limit=100');
    const bags = await list('q=bags&limit=100');
    expect(garbage.products.filter((p) => /garbage/i.test(p.title)).length).toBeGreaterThan(1);
    expect(garbage.products.every((p) => /garbage|bin/i.test(p.title))).toBe(true);
    expect(garbage.total).toBeLessThan(bags.total);
    // The keywords are the server's own: a product as served does not carry them.
    expect(JSON.stringify(mops[0])).not.toMatch(/pocha/);
  });

  it('finds a size typed as one word, or a unit typed in full, as the titles write them, not as close matches', async () => {
    for (const [typed, asTitled] of [
      ['courier bag 12x16', 'courier bag 12 x 16'],
      ['dishwash 500ml', 'dishwash 500 ml'],
      ['tape 48MM', 'tape 48 mm'],
      // A unit typed in full, or as shoppers shorten it, finds the titles' own ("1 L", "65 m").
      ['floor cleaner 1 litre', 'floor cleaner 1 l'],
      ['floor cleaner 1ltr', 'floor cleaner 1 l'],
      ['packing tape 65 metre', 'packing tape 65 m'],
    ] as const) {
      const found = await list(`q=${encodeURIComponent(typed)}&limit=100`);
      const titled = await list(`q=${encodeURIComponent(asTitled)}&limit=100`);
      expect(found.search?.fuzzy, typed).toBe(false);
      expect(found.total, typed).toBeGreaterThan(0);
      expect(
        found.products.map((p) => p.id),
        typed,
      ).toEqual(titled.products.map((p) => p.id));
    }
    const bags = await list('q=courier%20bag%2012x16&limit=100');
    expect(bags.products.every((p) => p.title.includes('12 x 16'))).toBe(true);
  });

  it("forgives a typo in the owner's keywords too, as close matches", async () => {
    const { products: found, search } = await list('q=pohcha&limit=100');
    expect(search?.fuzzy).toBe(true);
    const mops = catalogue.filter((p) => /\bmop\b/i.test(p.title));
    expect(found.map((p) => p.id).sort()).toEqual(mops.map((p) => p.id).sort());
  });

  it('forgives a typo and says the matches are close ones', async () => {
    const { products: found, search } = await list('q=bubbel');
    expect(search?.fuzzy).toBe(true);
    expect(found[0]?.title).toMatch(/bubble/i);
    const two = await list('q=corugated%20boxs');
    expect(two.search?.fuzzy).toBe(true);
    expect(two.products[0]?.title).toMatch(/corrugated box/i);
  });

  it('needs every word: else close matches are flagged, or nothing with the nearest category names', async () => {
    const close = await list('q=bubble%20zebra');
    expect(close.search?.fuzzy).toBe(true);
    expect((await list('q=bubble%20wrap')).search?.fuzzy).toBe(false);
    const near = await list('q=packeging%20shiping');
    expect(near.total).toBe(0);
    expect(near.search?.didYouMean).toContain('Packaging & Shipping Products');
  });

  it('combines the query with size, colour, price and stock filters', async () => {
    const expected = catalogue.filter(
      (p) =>
        /glove/i.test(p.title) &&
        options(p).sizes.includes('M') &&
        price(p) >= 100 &&
        price(p) <= 2000 &&
        inStock(p),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await list('q=gloves&size=M&minPrice=100&maxPrice=2000&inStock=true&limit=100');
    expect(found.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const colour = options(expected[0]!).colors[0]!;
    const coloured = await list(`q=gloves&size=M&color=${encodeURIComponent(colour)}&limit=100`);
    expect(coloured.total).toBeGreaterThan(0);
    expect(coloured.products.every((p) => options(p).colors.includes(colour))).toBe(true);
  });

  it('filters without a query too, and out of stock is a filter of its own', async () => {
    const out = await list('inStock=false&limit=100');
    expect(out.products.map((p) => p.id).sort()).toEqual(
      catalogue
        .filter((p) => !inStock(p))
        .map((p) => p.id)
        .sort(),
    );
    const cheap = await list('maxPrice=50&sort=price_desc&limit=100');
    expect(cheap.products.every((p) => price(p) <= 50)).toBe(true);
    expect(cheap.total).toBe(catalogue.filter((p) => price(p) <= 50).length);
  });

  it('sorts by the price paid, both ways, and pages without repeats', async () => {
    const up = await list('sort=price_asc&limit=100');
    const prices = up.products.map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await list('sort=price_desc&limit=100');
    expect(down.products.map(price)).toEqual([...down.products.map(price)].sort((a, b) => b - a));
    const second = await list('sort=price_asc&limit=100&page=2');
    const ids = new Set([...up.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(catalogue.length + 1);
  });

  it('reports the facets of the search, not narrowed by the size, colour or price chosen', async () => {
    const all = catalogue.filter((p) => /glove/i.test(p.title));
    const { facets } = await list('q=gloves&size=M&maxPrice=1');
    const sizes = new Map<string, number>();
    for (const p of all) for (const s of options(p).sizes) sizes.set(s, (sizes.get(s) ?? 0) + 1);
    expect(new Map(facets!.sizes.map((f) => [f.value, f.count]))).toEqual(sizes);
    expect(facets!.sizes.map((f) => f.value).slice(0, 3)).toEqual(['S', 'M', 'L']);
    expect(facets!.categories.reduce((n, f) => n + f.count, 0)).toBe(all.length);
    expect(facets!.price).toEqual({ min: Math.min(...all.map(price)), max: Math.max(...all.map(price)) });
  });

  it('keeps the spec answer of a spec call as it was: no facets or search block', async () => {
    const res = await call(h, 'GET', '/api/v1/products?category=household%20supplies');
    expect(Object.keys(bodyOf<ProductListInput>(res)).sort()).toEqual(['data', 'pagination']);
    expect((await list('facets=true&limit=1')).facets?.categories.length).toBeGreaterThan(1);
  });

  it('refuses bad input with a 400 that names the value, and takes SQL as text', async () => {
    expect(await refused(`/api/v1/products?q=${'a'.repeat(101)}`)).toBe('q: must be at most 100 characters');
    expect(await refused('/api/v1/products?q=%21%2A%3F%25')).toBe('q: must contain a letter or a number');
    expect(await refused('/api/v1/products?sort=cheapest')).toBe(
      'sort: must be one of relevance, newest, price_asc, price_desc',
    );
    expect(await refused('/api/v1/products?minPrice=ten')).toBe('minPrice: must be a whole number of rupees');
    expect(await refused('/api/v1/products?minPrice=500&maxPrice=100')).toBe(
      'minPrice: must not be above maxPrice',
    );
    expect(await refused('/api/v1/products?inStock=yes')).toBe('inStock: must be true or false');
    const sql = await list(`q=${encodeURIComponent("box'); drop table products; --")}`);
    expect(sql.total).toBe(0);
    expect((await list('q=tape')).total).toBeGreaterThan(0);
  });
});

describe('GET /products/suggest', () => {
  const suggest = async (q: string) => {
    const res = await apiClient(h).products.suggest.$get({ query: { q } });
    expect(res.status).toBe(200);
    return suggestions.parse(await res.json());
  };

  it('answers at most eight products for the word being typed, and the categories it names', async () => {
    const { products: found, categories } = await suggest('pack');
    expect(found).toHaveLength(SUGGESTION_LIMIT);
    expect(categories[0]).toMatchObject({ category: 'Packaging & Shipping Products' });
    const bubble = await suggest('bubb');
    expect(bubble.products[0]?.title).toBe('Bubble Wrap');
    expect(bubble.products[1]).toMatchObject({ imgUrl: expect.stringMatching(/^http:\/\/.+\.svg$/) });
    const sale = catalogue.find((p) => p.discountedPrice != null)!;
    const [first] = (await suggest(sale.title)).products;
    expect(first).toMatchObject({
      id: sale.id,
      price: sale.discountedPrice,
      regularPrice: sale.regularPrice,
    });
  });

  it("suggests by the owner's keywords as they are typed", async () => {
    const { products: found } = await suggest('jhad');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /broom/i.test(p.title))).toBe(true);
  });

  it('suggests close titles for a typo, and nothing for nonsense', async () => {
    expect((await suggest('bubbel')).products[0]?.title).toMatch(/bubble/i);
    expect(await suggest('qqxqqz')).toEqual({ products: [], categories: [] });
  });

  it('refuses a missing, empty or too long query', async () => {
    expect(await refused('/api/v1/products/suggest')).toBe('q: is required');
    expect(await refused('/api/v1/products/suggest?q=%20%2D')).toBe('q: must contain a letter or a number');
    expect(await refused(`/api/v1/products/suggest?q=${'b'.repeat(101)}`)).toBe(
      'q: must be at most 100 characters',
    );
  });
});

describe("the database's sizes and colours", () => {
  it('are the ones the domain reads from the attributes, for every seeded product', async () => {
    const rows = await h.database.db
      .select({
        id: products.id,
        sizes: products.sizes,
        colors: products.colors,
        attributes: products.attributes,
      })
      .from(products);
    for (const row of rows) {
      const { sizes, colors } = productOptions(row.attributes);
      expect({ sizes: row.sizes, colors: row.colors }, row.id).toEqual({ sizes, colors });
    }
  });
});
