import { fromPaise, toPaise } from '../../src/domain/money.ts';
import { packagingTiers } from './define.ts';
import { seedProducts } from './products.ts';
import type { SeedAttribute, SeedProduct } from './types.ts';

/** mulberry32: small, fast and good enough for spreading test data. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const MULTIPLES = [2, 3, 4, 5, 10, 20] as const;
const wholeRupees = (paise: number) => toPaise(Math.max(1, Math.round(fromPaise(paise))));

const withPack = (attributes: SeedAttribute[], multiple: number): SeedAttribute[] =>
  attributes.map((a) => {
    const n = Number(a.value[0]);
    return a.key === 'pack_size' && Number.isFinite(n) ? { ...a, value: [String(n * multiple)] } : a;
  });

/**
 * `count` products: the seed catalogue first, then deterministic bulk-case variants of it.
 * Variants share unchanged attribute objects with their base, so treat the result as read-only.
 */
export function generateCatalogue(count: number, seed = 1): SeedProduct[] {
  const total = Math.max(0, Math.floor(count));
  const out = seedProducts.slice(0, total);
  const random = prng(seed);
  for (let n = 1; out.length < total; n++) {
    const base = seedProducts[Math.floor(random() * seedProducts.length)] as SeedProduct;
    const multiple = MULTIPLES[Math.floor(random() * MULTIPLES.length)] ?? 2;
    const bulkRate = 1 - Math.min(0.2, multiple * 0.01) + (random() - 0.5) * 0.1;
    const regular = wholeRupees(base.regularPricePaise * multiple * bulkRate);
    const onSale = random() < 0.35;
    const discounted = onSale ? wholeRupees(regular * (0.8 + random() * 0.15)) : null;
    out.push({
      ...base,
      slug: `${base.slug}-v${n}`,
      title: `${base.title}, Case of ${multiple} (Lot ${n})`,
      regularPricePaise: regular,
      discountedPricePaise: discounted !== null && discounted < regular ? discounted : null,
      featured: random() < 0.02,
      attributes: withPack(base.attributes, multiple),
      // A case has its own price, so the base product's volume prices do not carry over.
      priceTiers: base.priceTiers && packagingTiers(base.title, regular),
    });
  }
  return out;
}
