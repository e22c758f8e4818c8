import type { ProductAsServedInput } from '../../src/contract/product.ts';
import type { SeedProduct } from './types.ts';

export const imageFileName = (slug: string, view: number): string => `${slug}-${view}.svg`;

const rupees = (paise: number): number => paise / 100;

/** A seed product in the shape GET /products serves; `imageBase` is the URL folder of the SVGs. */
export function toServedShape(p: SeedProduct, id: string, imageBase: string) {
  const base = imageBase.replace(/\/+$/, '');
  const images = Array.from({ length: p.imageCount }, (_, i) => ({
    url: `${base}/${imageFileName(p.slug, i + 1)}`,
  }));
  const attributes = p.attributes.map(({ key, value, metricUnit }) => ({
    key,
    value: [...value],
    metricUnit: metricUnit ?? null,
  }));
  if (p.featured) attributes.push({ key: 'featured', value: ['true'], metricUnit: null });
  return {
    id,
    title: p.title,
    description: p.description,
    imgUrl: images[0]?.url ?? null,
    category: p.category,
    parentCategory: p.parentCategory,
    regularPrice: rupees(p.regularPricePaise),
    discountedPrice: p.discountedPricePaise === null ? null : rupees(p.discountedPricePaise),
    images,
    attributes,
  } satisfies ProductAsServedInput;
}
